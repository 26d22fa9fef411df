/// Identifier and context: what makes entries name the same node, as the tree's index keys it.
struct EntryKey: Hashable {
    var identifier: RoutingIdentifier
    var context: RoutingContext

    init(_ entry: RoutingEntry) {
        identifier = entry.identifier
        context = entry.context ?? [:]
    }
}
