import Portus

/// The planner of Portus 1, kept as an oracle: from the active path to a destination chunk by
/// chunk, each chunk applied to a copy of a ``ReferenceTree``. Its code is the package's planner
/// as it was before plans were computed in one pass, on the reference tree.
@MainActor
struct ReferencePlanner {
    /// One instruction, with the positions it acts on in the reference tree.
    private enum Step {
        case leave(Int)
        case switchTo(container: Int, child: Int)
        case enter(RoutingEntry, parent: Int)
    }

    /// The instructions of one chunk, with the steps that simulate them.
    private typealias Chunk = [(Step, RoutingInstruction)]

    var strategy: RoutingStrategy

    /// The whole plan from the tree's active path to `destination`.
    func plan(_ tree: ReferenceTree, to destination: [RoutingEntry]) -> Result<RoutingInstructions, RoutingError> {
        guard !destination.isEmpty else { return .failure(.emptyDestination) }
        var simulation = tree
        var instructions: RoutingInstructions = []
        let bound = 4 * (tree.activePath.count + destination.count) + 8
        for _ in 0..<bound {
            let chunk: Chunk
            switch nextChunk(simulation, to: destination) {
            case .success(let next): chunk = next
            case .failure(let error): return .failure(error)
            }
            guard !chunk.isEmpty else { return .success(instructions) }
            for (step, instruction) in chunk {
                switch step {
                case .leave(let node): simulation.remove(node)
                case .switchTo(let container, let child): simulation.switchActive(of: container, to: child)
                case .enter(let entry, let parent): simulation.addEnteredChild(entry, to: parent)
                }
                instructions.append(instruction)
            }
        }
        return .failure(.destinationNotReachable)
    }

    private func nextChunk(
        _ state: ReferenceTree,
        to destination: [RoutingEntry]
    ) -> Result<Chunk, RoutingError> {
        let path = state.activePath
        guard let rootID = path.first, let root = state[rootID] else { return .failure(.emptyTree) }
        let count = min(path.count, destination.count)
        let mismatch = (0..<count).first { state[path[$0]]?.entry != destination[$0] } ?? count
        if let stale = path[..<mismatch].lazy.compactMap({ state[$0] }).first(where: \.isStale) {
            return .failure(.staleNode(stale.entry))
        }
        if mismatch == path.count, mismatch == destination.count { return .success([]) }
        guard mismatch > 0 else { return .failure(.rootMismatch(destination: destination[0], root: root.entry)) }

        let chunk: Chunk
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
        let actors = chunk.map { step, _ in
            switch step {
            case .leave(let node): node
            case .switchTo(let container, _): container
            case .enter(_, let parent): parent
            }
        }
        if let stale = actors.lazy.compactMap({ state[$0] }).first(where: \.isStale) {
            return .failure(.staleNode(stale.entry))
        }
        return .success(chunk)
    }

    private func leaveSteps(_ state: ReferenceTree, from index: Int) -> Result<Chunk, RoutingError> {
        var steps: Chunk = []
        for id in state.activePath[index...].reversed() {
            guard let record = state[id], !record.isManagedByParent else { continue }
            if record.isStale { return .failure(.staleNode(record.entry)) }
            guard let leavable = record.entry.routable as? any Leavable else { continue }
            guard leavable.canLeaveNode(with: record.entry) else { return .failure(.leaveRefused(record.entry)) }
            steps.append((.leave(id), .leave(entry: record.entry)))
        }
        return .success(steps)
    }

    private func switchStep(
        _ state: ReferenceTree,
        at index: Int,
        to destination: [RoutingEntry]
    ) -> (Step, RoutingInstruction)? {
        guard index < destination.count, index < state.activePath.count else { return nil }
        let containerID = state.activePath[index - 1]
        guard let container = state[containerID], container.entered == nil else { return nil }
        if let routable = container.entry.routable, !(routable is any Switchable) { return nil }
        guard let child = container.managed.first(where: { state[$0]?.entry == destination[index] }),
            let target = state[child]
        else { return nil }
        return (
            .switchTo(container: containerID, child: child),
            .switchTo(entry: target.entry, switchNodeEntry: container.entry)
        )
    }

    private func enterStep(
        _ state: ReferenceTree,
        at index: Int,
        to destination: [RoutingEntry]
    ) -> (Step, RoutingInstruction)? {
        guard index == state.activePath.count, index < destination.count,
            let parentID = state.activeLeaf, let parent = state[parentID]
        else { return nil }
        if let routable = parent.entry.routable, !(routable is any Enterable) { return nil }
        let entry = destination[index]
        return (.enter(entry, parent: parentID), .enter(entry: entry))
    }
}
