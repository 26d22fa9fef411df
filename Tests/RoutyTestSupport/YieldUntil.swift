import Testing

/// Lets other main-actor work run until `condition` holds; records an issue if it never does.
@MainActor
package func yieldUntil(
    _ what: Comment,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    var turns = 0
    while !condition(), turns < 10_000 {
        await Task.yield()
        turns += 1
    }
    #expect(condition(), what, sourceLocation: sourceLocation)
}
