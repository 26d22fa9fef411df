/// Identifier and context: what makes entries name the same node, as the tree's index keys it.
struct EntryKey: Hashable {
    var identifier: RoutingIdentifier
    var context: RoutingContext

    init(_ entry: RoutingEntry) {
        self.init(identifier: entry.identifier, context: entry.context)
    }

    init(identifier: RoutingIdentifier, context: RoutingContext?) {
        self.identifier = identifier
        self.context = context ?? [:]
    }

    /// The identifier, and the context only when there is one: most entries have none, and
    /// hashing an empty dictionary costs about as much as hashing the identifier.
    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        if !context.isEmpty { hasher.combine(context) }
    }
}
