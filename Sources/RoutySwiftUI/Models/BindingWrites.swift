/// A model that holds a binding's write it could not follow when it came — a path pushed on a
/// stack that a modal covers, or in a tab that is not selected; a tab selected while a modal
/// covers the tab bar — so that it follows the write once another write makes it possible.
@MainActor
protocol WaitingWriter: AnyObject {
    /// Whether the model holds a write it has not followed yet.
    var isWaiting: Bool { get }

    /// Follows the write the model holds as far as it can now, and forgets it once followed.
    ///
    /// - Returns: Whether the tree changed.
    func followWaitingWrite() -> Bool
}

/// How the models take the bindings' writes: SwiftUI's (or the app's) changes of what is shown.
///
/// SwiftUI documents no order for the writes of one transaction — a sheet dismissed and a path
/// pushed under it, a tab selected and a path set on it, an alert's button and its binding. Each
/// model compares what its binding holds with what it shows and tells the tree the difference, so
/// a write that repeats what the model shows changes nothing. A write the model cannot follow yet
/// waits, and every write is followed by the writes that wait: so the writes of one transaction
/// end in the same tree in any order.
@MainActor
enum BindingWrites {
    private struct Weak {
        weak var writer: (any WaitingWriter)?
    }

    private static var writers: [Weak] = []
    /// How deep the handling of binding writes is nested now: a write's effects can write again.
    private static var depth = 0

    /// Whether a binding's write is being handled: the change it makes is the user's, and its
    /// observers hear of it at once.
    static var isHandling: Bool { depth > 0 }

    /// Handles a binding's write: runs `write`, then follows the writes that wait.
    static func handle(_ write: () -> Void) {
        depth += 1
        write()
        if depth == 1 { settle() }
        depth -= 1
    }

    /// Keeps `writer` among the models whose write waits.
    static func hold(_ writer: any WaitingWriter) {
        guard !writers.contains(where: { $0.writer === writer }) else { return }
        writers.append(Weak(writer: writer))
    }

    /// Follows the writes that wait: each round tries every one, and a round that changes nothing
    /// ends it. A followed write is forgotten, and one followed in part changes the tree towards
    /// what it holds, so the rounds are bounded by twice their number.
    private static func settle() {
        writers.removeAll { $0.writer?.isWaiting != true }
        var rounds = 2 * writers.count
        var moved = true
        while moved, rounds > 0 {
            moved = false
            rounds -= 1
            for weak in writers {
                if let writer = weak.writer, writer.isWaiting, writer.followWaitingWrite() { moved = true }
            }
            writers.removeAll { $0.writer?.isWaiting != true }
        }
    }
}
