/// An instruction bound to the nodes of the tree that execute it: the one representation a
/// router executes. The ``RoutingInstruction`` is derived from it and the tree.
package enum RoutingAction: Equatable, Sendable {
    case leave(NodeID)
    case switchTo(container: NodeID, child: NodeID)
    /// The parent enters the destination's entry at `destinationIndex` (for a dynamic
    /// destination, the destination is that one entry).
    case enter(destinationIndex: Int, parent: NodeID)

    /// The node whose routable executes the action: the node left, the container, the parent.
    package var actor: NodeID {
        switch self {
        case .leave(let node): node
        case .switchTo(let container, _): container
        case .enter(_, let parent): parent
        }
    }

    /// The instruction, with the entries the tree holds now.
    package func instruction(in state: TreeState, destination: [RoutingEntry]) -> RoutingInstruction {
        switch self {
        case .leave(let node): .leave(entry: state.entry(of: node))
        case .switchTo(let container, let child):
            .switchTo(entry: state.entry(of: child), switchNodeEntry: state.entry(of: container))
        case .enter(let destinationIndex, _): .enter(entry: destination[destinationIndex])
        }
    }

    /// The actor's routable, as what executes the action.
    @MainActor
    package enum Executor {
        case leave(any Leavable)
        case switchTo(any Switchable)
        case enter(any Enterable)

        /// Asks the routable to execute its instruction, whose entry is `entry`: the node to
        /// leave, to switch to, or to enter.
        package func execute(_ entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            switch self {
            case .leave(let leavable): leavable.leaveNode(with: entry, animated: animated, completion: completion)
            case .switchTo(let switchable):
                switchable.switchToNode(with: entry, animated: animated, completion: completion)
            case .enter(let enterable): enterable.enterNode(with: entry, animated: animated, completion: completion)
            }
        }

        /// Whether the routable still agrees to run the instruction whose entry is `entry`, as the
        /// planner asked: a node to leave is asked again; the others have nothing to refuse.
        package func allows(_ entry: RoutingEntry) -> Bool {
            guard case .leave(let leavable) = self else { return true }
            return leavable.canLeaveNode(with: entry)
        }
    }

    /// The actor's routable, if it is alive: what a new entry of the context layer is shown over.
    package func actorRoutable(in state: TreeState) -> (any Routable)? {
        state.routable(of: actor)
    }

    /// The actor's routable, if it is alive and adopts the protocol the action needs. Reads the
    /// weak routable once, in place, and casts nothing: the entry keeps what its routable adopts.
    @MainActor
    package func executor(in state: TreeState) -> Executor? {
        switch self {
        case .leave: state.entries[actor].leavable.map(Executor.leave)
        case .switchTo: state.entries[actor].switchable.map(Executor.switchTo)
        case .enter: state.entries[actor].enterable.map(Executor.enter)
        }
    }

    /// Whether the tree shows the effect of the action, given the destination its instruction
    /// was made from and the actor's serial before it ran: the node left is gone, the container
    /// shows the child, the parent shows the entry.
    ///
    /// An enter's entry is read in place from the destination: the instruction's own copy of it
    /// (`RoutingInstruction.entry`) would count references to everything the entry holds, and
    /// release them again (about 200 instructions an enter, callgrind).
    func isShown(in state: TreeState, destination: [RoutingEntry], actorSerial: Int) -> Bool {
        switch self {
        case .leave(let node):
            return !state.contains(node) || state.links[node].serial != actorSerial
        case .switchTo(let container, let child):
            return state.contains(container) && state.links[container].serial == actorSerial
                && state.links[container].activeManaged == Int32(child)
        case .enter(let destinationIndex, let parent):
            guard state.contains(parent), state.links[parent].serial == actorSerial,
                let child = state.links[parent].activeChildID
            else { return false }
            return state.matches(child, destinationIndex, of: destination)
        }
    }
}
