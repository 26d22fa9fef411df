/// What an executor's running instruction asks of the tree, which the executor keeps so that it
/// can tell the changes it made from the user's: the tree records and notifies, and knows
/// nothing of who asked.
///
/// A change is the executor's exactly when the running instruction asks for it — the subtree a
/// leave takes away, the container of a switch, the entry an enter enters, the node an update
/// changes — whoever carried it out. Any other change is the user's: a node that leaves while an
/// enter runs, say.
package enum RunningInstruction: Equatable, Sendable {
    /// An instruction of the plan.
    case action(RoutingAction)
    /// A node taking a new entry in place.
    case update(NodeID)

    /// Whether the change the tree reported at `place` is one the instruction asks for, read
    /// from the tree as it is after the change.
    package func asks(for change: RoutingTree.Change, at place: RoutingTree.Place, in state: TreeState) -> Bool {
        switch change {
        case .entered:
            // A new node is the executor's only when it is the one an enter enters.
            guard place.isNew else { return acts(on: place.node, parent: place.parent, in: state) }
            guard case .action(.enter(_, let parent)) = self else { return false }
            return place.parent == parent
        case .left:
            // Only a leave asks for a leave: a node that goes while an enter or a switch runs
            // went by the user's hand.
            guard case .action(.leave) = self else { return false }
            return acts(on: place.node, parent: place.parent, in: state)
        case .switched:
            guard case .action(.switchTo) = self else { return false }
            return acts(on: place.node, parent: place.parent, in: state)
        case .updated:
            return acts(on: place.node, parent: place.parent, in: state)
        }
    }

    /// Whether the instruction acts on the node, whose parent is `parent` (the node itself may
    /// be gone, its parent is not).
    private func acts(on node: NodeID, parent: NodeID?, in state: TreeState) -> Bool {
        switch self {
        case .action(.leave(let left)):
            // The node or one below it: walk up, once per notification, O(depth).
            guard node != left else { return true }
            var current = parent
            while let id = current {
                if id == left { return true }
                current = state.links[id].parentID
            }
            return false
        case .action(.switchTo(let container, let child)): return node == container || node == child
        case .action(.enter(_, let entering)): return parent == entering
        case .update(let updated): return node == updated
        }
    }
}
