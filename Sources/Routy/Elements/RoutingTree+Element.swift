import Portus

/// The reads of `RoutingEntry+Element` made of a node by its position, in place: a matcher that
/// visits many nodes asks these and makes a `RoutingTree.Node` only of the ones it keeps.
@MainActor
extension RoutingTree {
    /// Whether the node is a live element with contexts of type `C`
    /// (`RoutingEntry.elementContext(_:)` is not `nil`), without making its context.
    func isElement<C>(_ id: NodeID, of type: C.Type) -> Bool {
        guard let key = liveKey(of: id) as? ContextKey else { return false }
        return key.contextType == ObjectIdentifier(C.self)
    }

    /// Whether the node is a live element's that shows a context equal to `context`
    /// (`RoutingEntry.shows(_:)`).
    func shows<C>(_ id: NodeID, _ context: NavigationContext<C>) -> Bool {
        guard let key = liveKey(of: id) else { return false }
        if key === context.storage { return true }
        guard let shown = (key as? ContextKey)?.context(as: C.self) else { return false }
        return shown == context
    }

    /// The positions of every node whose entry is keyed by a context equal to `context`
    /// (`RoutingEntry(context:)`), whatever their routables: Portus's `nodeIDs(withKey:)`, with no
    /// probe entry made.
    package func nodeIDs<C>(withKeyOf context: NavigationContext<C>) -> [NodeID] {
        nodeIDs(withKey: context.storage)
    }

    /// The positions of every node whose entry is keyed by a context of the type of `context`.
    package func nodeIDs<C>(ofKindOf context: NavigationContext<C>) -> [NodeID] {
        nodeIDs(ofKind: context.storage)
    }

    /// Whether the node's element can update to `context` in place
    /// (`RoutingEntry.elementCanUpdate(with:)`).
    func elementCanUpdate<C>(_ id: NodeID, with context: NavigationContext<C>) -> Bool {
        RoutingEntry.canUpdate(routable: routable(of: id), with: context)
    }
}
