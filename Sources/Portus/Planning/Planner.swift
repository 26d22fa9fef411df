/// One instruction of a plan, with the nodes it acts on.
struct PlannedStep {
    enum Action {
        case leave(NodeID)
        case switchTo(container: NodeID, child: NodeID)
        case enter(RoutingEntry, parent: NodeID)
    }

    var action: Action
    var instruction: RoutingInstruction

    /// The node whose routable executes the step: the node left, the container, the parent.
    var actor: NodeID {
        switch action {
        case .leave(let node): node
        case .switchTo(let container, _): container
        case .enter(_, let parent): parent
        }
    }
}

/// The routing algorithm: from the active path to a destination path, chunk by chunk.
///
/// Each chunk is applied to a simulation of the tree, so a whole plan is computed without
/// touching the tree or any routable (but for ``Leavable/canLeaveNode(with:)``). Every chunk
/// reads only the active path and the children of the nodes on it: O(depth) per chunk.
@MainActor
struct Planner {
    var strategy: RoutingStrategy

    /// The whole plan from the tree's active path to `destination`.
    func plan(_ state: TreeState, to destination: [RoutingEntry]) -> Result<[PlannedStep], RoutingError> {
        guard !destination.isEmpty else { return .failure(.emptyDestination) }
        var simulation = state.simulation()
        var steps: [PlannedStep] = []
        // Every chunk either shortens the active path, fixes one more position of the
        // destination, or switches a container on it; this bound is never reached by a plan
        // that converges, and stops one that would not.
        let bound = 4 * (state.activePath.count + destination.count) + 8
        for _ in 0..<bound {
            let chunk: [PlannedStep]
            switch nextChunk(simulation, to: destination) {
            case .success(let next): chunk = next
            case .failure(let error): return .failure(error)
            }
            guard !chunk.isEmpty else { return .success(steps) }
            for step in chunk { Self.apply(step, to: &simulation) }
            steps += chunk
        }
        return .failure(.destinationNotReachable)
    }

    /// What executing `step` does to the tree, when every node does as asked.
    static func apply(_ step: PlannedStep, to state: inout TreeState) {
        switch step.action {
        case .leave(let node): state.remove(node)
        case .switchTo(let container, let child): state.switchActive(of: container, to: child)
        case .enter(let entry, let parent): state.addEnteredChild(entry, to: parent)
        }
    }

    /// The next chunk of instructions, empty when the active path equals the destination.
    func nextChunk(_ state: TreeState, to destination: [RoutingEntry]) -> Result<[PlannedStep], RoutingError> {
        let path = state.activePath
        guard let rootID = path.first, let root = state[rootID] else { return .failure(.emptyTree) }
        let count = min(path.count, destination.count)
        let mismatch = (0..<count).first { state[path[$0]]?.entry != destination[$0] } ?? count
        // Nodes the route passes through must be alive.
        if let stale = path[..<mismatch].lazy.compactMap({ state[$0] }).first(where: \.isStale) {
            return .failure(.staleNode(stale.entry))
        }
        if mismatch == path.count, mismatch == destination.count { return .success([]) }
        guard mismatch > 0 else { return .failure(.rootMismatch(destination: destination[0], root: root.entry)) }

        let chunk: [PlannedStep]
        if strategy == .keepBranches, let switchStep = switchStep(state, at: mismatch, to: destination) {
            chunk = [switchStep]
        } else {
            switch leaveSteps(state, from: mismatch) {
            case .failure(let error): return .failure(error)
            case .success(let leaves) where !leaves.isEmpty: chunk = leaves
            case .success:
                if let switchStep = switchStep(state, at: mismatch, to: destination) {
                    chunk = [switchStep]
                } else if let enterStep = enterStep(state, at: mismatch, to: destination) {
                    chunk = [enterStep]
                } else {
                    return .failure(.destinationNotReachable)
                }
            }
        }
        if let stale = chunk.lazy.compactMap({ state[$0.actor] }).first(where: \.isStale) {
            return .failure(.staleNode(stale.entry))
        }
        return .success(chunk)
    }

    /// Leaves, active leaf first, of every node from `index` on that is leavable and not managed
    /// by its parent; a refusal makes the destination unreachable.
    private func leaveSteps(_ state: TreeState, from index: Int) -> Result<[PlannedStep], RoutingError> {
        var steps: [PlannedStep] = []
        for id in state.activePath[index...].reversed() {
            guard let record = state[id], !record.isManagedByParent else { continue }
            if record.isStale { return .failure(.staleNode(record.entry)) }
            guard let leavable = record.entry.routable as? any Leavable else { continue }
            guard leavable.canLeaveNode(with: record.entry) else { return .failure(.leaveRefused(record.entry)) }
            steps.append(PlannedStep(action: .leave(id), instruction: .leave(entry: record.entry)))
        }
        return .success(steps)
    }

    /// A switch of the container before `index` to the destination's entry at `index`, when the
    /// container manages it and no entered child sits on top of the container's tabs.
    private func switchStep(_ state: TreeState, at index: Int, to destination: [RoutingEntry]) -> PlannedStep? {
        guard index < destination.count, index < state.activePath.count else { return nil }
        let containerID = state.activePath[index - 1]
        guard let container = state[containerID], container.entered == nil else { return nil }
        if let routable = container.entry.routable, !(routable is any Switchable) { return nil }
        guard let child = container.managed.first(where: { state[$0]?.entry == destination[index] }),
            let target = state[child]
        else { return nil }
        return PlannedStep(
            action: .switchTo(container: containerID, child: child),
            instruction: .switchTo(entry: target.entry, switchNodeEntry: container.entry)
        )
    }

    /// An enter of the destination's entry at `index` by the active leaf, when it is the node
    /// before `index` and can enter.
    private func enterStep(_ state: TreeState, at index: Int, to destination: [RoutingEntry]) -> PlannedStep? {
        guard index == state.activePath.count, index < destination.count,
            let parentID = state.activeLeaf, let parent = state[parentID]
        else { return nil }
        if let routable = parent.entry.routable, !(routable is any Enterable) { return nil }
        let entry = destination[index]
        return PlannedStep(action: .enter(entry, parent: parentID), instruction: .enter(entry: entry))
    }
}
