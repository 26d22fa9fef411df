import Portus

/// A small in-memory Portus node for the `plan` benchmark: a screen or a container that the
/// planner can leave, enter from and switch. The benchmark only plans, so the node never executes
/// an instruction: each one reports failure.
@MainActor
final class BenchNode: Enterable, Leavable, Switchable {
    let identifier: RoutingIdentifier
    /// The managed children, for a container.
    var managed: [BenchNode] = []

    init(identifier: RoutingIdentifier) {
        self.identifier = identifier
    }

    var entry: RoutingEntry {
        guard let first = managed.first else { return RoutingEntry(identifier: identifier, routable: self) }
        return RoutingEntry(
            identifier: identifier,
            routable: self,
            managedEntries: .init(entries: managed.map(\.entry), activeEntry: first.entry)
        )
    }

    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(false)
    }

    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(false)
    }

    func canLeaveNode(with entry: RoutingEntry) -> Bool { true }

    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(false)
    }
}
