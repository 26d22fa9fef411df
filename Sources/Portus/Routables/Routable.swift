/// An object that shows a node of the routing tree: a screen, a flow or a container.
///
/// Conforming types tell the ``RoutingTree`` what they did (entered, left, switched) and adopt
/// ``Enterable``, ``Leavable`` or ``Switchable`` for what a ``Router`` may ask of them.
@MainActor
public protocol Routable: AnyObject, Sendable {
    /// The entry that identifies this node; its ``RoutingEntry/routable`` should be `self`.
    ///
    /// A node that is read often — a container, whose entry lists its children's — can build its
    /// entry once and keep it, building it again when its identifier, context or children change:
    /// copies of one entry share one weak reference to the node, where each new entry makes one.
    var entry: RoutingEntry { get }
}

/// A node that can show a new child node on top of itself: push a screen, present a modal.
@MainActor
public protocol Enterable: Routable {
    /// Shows the node for `entry` as a child of this node.
    ///
    /// Tell the tree with ``RoutingTree/didEnterNode(withEntry:under:)``, naming this node as the
    /// parent, before calling `completion`.
    ///
    /// - Parameters:
    ///   - entry: The entry of the node to show.
    ///   - animated: Whether to animate the change.
    ///   - completion: Call it exactly once: `true` when the node is shown, `false` otherwise.
    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void)
}

/// A node that can take itself away: pop a screen, dismiss a modal.
@MainActor
public protocol Leavable: Routable {
    /// Takes the node for `entry` (this node) away, with everything above it.
    ///
    /// Tell the tree with ``RoutingTree/didLeaveNode(with:)`` before calling `completion`.
    ///
    /// - Parameters:
    ///   - entry: The entry of the node to leave.
    ///   - animated: Whether to animate the change.
    ///   - completion: Call it exactly once: `true` when the node is gone, `false` otherwise.
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void)

    /// Whether the node may be left now; a screen with unsaved changes may answer `false`.
    ///
    /// Routers ask before they execute anything, and may ask more than once.
    func canLeaveNode(with entry: RoutingEntry) -> Bool
}

/// A container that shows one of the children it manages at a time: a tab bar, a page view.
@MainActor
public protocol Switchable: Routable {
    /// Makes the managed child for `entry` the active one.
    ///
    /// Tell the tree with ``RoutingTree/switchNode(withEntry:didSwitchToNodeWithEntry:)`` before
    /// calling `completion`.
    ///
    /// - Parameters:
    ///   - entry: The entry of the managed child to show.
    ///   - animated: Whether to animate the change.
    ///   - completion: Call it exactly once: `true` when the child is active, `false` otherwise.
    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void)
}
