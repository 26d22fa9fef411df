import Portus

/// An in-memory node for the worked example: it enters children by creating them from a
/// table, leaves itself through its parent, switches among its managed children, and tells
/// the tree every time.
@MainActor
final class DemoNode: Enterable, Leavable, Switchable {
    let identifier: RoutingIdentifier
    let tree: RoutingTree
    let isLeavable: Bool
    private(set) var managed: [DemoNode] = []
    private(set) var activeManaged: DemoNode?
    /// The child this node entered; it keeps that child alive, as a navigation stack does.
    private(set) var entered: DemoNode?
    weak var parent: DemoNode?
    /// Builds the node to enter for an identifier.
    let make: @MainActor (RoutingIdentifier) -> DemoNode?

    init(
        _ identifier: RoutingIdentifier,
        tree: RoutingTree,
        isLeavable: Bool,
        make: @escaping @MainActor (RoutingIdentifier) -> DemoNode?
    ) {
        self.identifier = identifier
        self.tree = tree
        self.isLeavable = isLeavable
        self.make = make
    }

    var entry: RoutingEntry {
        RoutingEntry(
            identifier: identifier,
            routable: self,
            managedEntries: activeManaged.map { active in
                RoutingEntry.ManagedEntries(entries: managed.map(\.entry), activeEntry: active.entry)
            }
        )
    }

    /// Makes this node a container of `children`, `active` first shown.
    func manage(_ children: [DemoNode], active: Int) {
        managed = children
        activeManaged = children[active]
        for child in children { child.parent = self }
    }

    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard entered == nil, let child = make(entry.identifier) else { return completion(false) }
        child.parent = self
        entered = child
        completion((try? tree.didEnterNode(withEntry: child.entry, under: self.entry)) != nil)
    }

    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let parent, parent.entered === self else { return completion(false) }
        let succeeded = (try? tree.didLeaveNode(with: self.entry)) != nil
        parent.entered = nil
        completion(succeeded)
    }

    func canLeaveNode(with entry: RoutingEntry) -> Bool { isLeavable }

    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let target = managed.first(where: { $0.identifier == entry.identifier }) else { return completion(false) }
        activeManaged = target
        completion((try? tree.switchNode(withEntry: self.entry, didSwitchToNodeWithEntry: target.entry)) != nil)
    }
}
