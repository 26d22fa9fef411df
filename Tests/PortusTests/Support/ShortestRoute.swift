import Portus

/// The fewest instructions from one tree state to a destination, found by a breadth-first search
/// over ``TreeModel`` states, with moves written from the design, not from the planner:
///
/// - leave the deepest node of the active path that its parent does not manage, if it is
///   leavable and agrees to be left (what sits above it and its managed children go with it);
/// - switch a container on the active path with no entered child on top to another managed
///   child (its branches stay as they are);
/// - enter the next destination entry at the active leaf, when the active path is a prefix of
///   the destination and the leaf's spec lists that entry.
///
/// The goal is an active path equal to the destination.
struct ShortestRoute {
    /// Which moves the search may use.
    enum Moves {
        /// The moves above, anywhere on the active path.
        case any
        /// The moves above as ``RoutingStrategy/keepBranches`` means them: leave only what stands
        /// in the way — never a node of the prefix the active path shares with the destination —
        /// and switch only containers of that prefix.
        case keepBranches
    }

    /// A shortest sequence, as printed instructions.
    struct Solution: Equatable {
        var instructions: [String]
        var count: Int { instructions.count }
    }

    let spec: TreeSpec
    var moves: Moves = .keepBranches
    /// Whether a node agrees to be left; the spec's `canLeave` unless set.
    var canLeave: ((RoutingIdentifier) -> Bool)?
    /// The search gives up (returns `nil`) past this many states.
    var stateLimit = 200_000

    /// A shortest sequence from `start` to `destination`, or `nil` when there is none.
    func solve(from start: TreeModel, to destination: [RoutingIdentifier]) -> Solution? {
        var seen: Trail = [start: nil]
        var frontier = [start]
        while !frontier.isEmpty, seen.count < stateLimit {
            var next: [TreeModel] = []
            for state in frontier {
                if state.activeIdentifiers == destination { return solution(to: state, in: seen) }
                for (instruction, successor) in successors(of: state, to: destination) where seen[successor] == nil {
                    seen[successor] = (state, instruction)
                    next.append(successor)
                }
            }
            frontier = next
        }
        return nil
    }

    private typealias Trail = [TreeModel: (previous: TreeModel, instruction: String)?]

    private func solution(to goal: TreeModel, in seen: Trail) -> Solution {
        var instructions: [String] = []
        var state = goal
        while let step = seen[state] ?? nil {
            instructions.append(step.instruction)
            state = step.previous
        }
        return Solution(instructions: instructions.reversed())
    }

    /// The states one instruction away, with the instruction.
    func successors(of state: TreeModel, to destination: [RoutingIdentifier]) -> [(String, TreeModel)] {
        let path = state.activePath
        let shared = zip(path, destination).prefix { $0.identifier == $1 }.count
        let restricted = moves == .keepBranches
        var result: [(String, TreeModel)] = []

        // Leave the deepest node its parent does not manage (never the root).
        if let index = path.lastIndex(where: { !$0.isManaged }), index > 0, !restricted || index >= shared,
            let node = spec[path[index].identifier], node.isLeavable,
            canLeave?(path[index].identifier) ?? node.canLeave
        {
            var next = state
            next.update(at: path[index].route.dropLast()[...]) { $0.entered = [] }
            result.append(("leave(\(path[index].identifier))", next))
        }

        // Switch a container with no entered child to another managed child.
        for (index, position) in path.enumerated() where !position.hasEnteredChild && position.managedCount > 1 {
            if restricted, index >= shared { continue }
            guard let active = path[index + 1].route.last ?? nil else { continue }
            for child in 0..<position.managedCount where child != active {
                var next = state
                var name = ""
                next.update(at: position.route[...]) {
                    $0.activeManaged = child
                    name = $0.managed[child].identifier.rawValue
                }
                result.append(("switchTo(\(name))", next))
            }
        }

        // Enter the next destination entry at the active leaf.
        if shared == path.count, path.count < destination.count, let leaf = path.last,
            let node = spec[leaf.identifier], node.kind == .screen, node.enters.contains(destination[path.count])
        {
            var next = state
            next.update(at: leaf.route[...]) { $0.entered = [TreeModel(fresh: destination[path.count], spec: spec)] }
            result.append(("enter(\(destination[path.count]))", next))
        }
        return result
    }
}
