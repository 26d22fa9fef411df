import Portus

/// A small in-memory Portus node for the `plan` benchmark: a screen or a container that the
/// planner can leave, enter from and switch. The benchmark only plans, so the node never executes
/// an instruction: each one reports failure.
@MainActor
final class BenchNode: Enterable, Leavable, Switchable {
    let identifier: RoutingIdentifier
    /// The managed children, for a container.
    var managed: [BenchNode] = [] {
        didSet { builtEntry = nil }
    }
    /// The entry, built on first read and kept, as an app's node that is read often keeps it.
    private var builtEntry: RoutingEntry?

    init(identifier: RoutingIdentifier) {
        self.identifier = identifier
    }

    var entry: RoutingEntry {
        if let builtEntry { return builtEntry }
        let entry = RoutingEntry(benchmarkNode: identifier, routable: self, managed: managed)
        builtEntry = entry
        return entry
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

@MainActor
extension RoutingEntry {
    /// The entry of a benchmark node: its identifier, itself, and the entries of the children it
    /// manages, the first of them active.
    init(benchmarkNode identifier: RoutingIdentifier, routable: any Routable, managed: [any Routable]) {
        guard let first = managed.first else {
            self.init(identifier: identifier, routable: routable)
            return
        }
        self.init(
            identifier: identifier, routable: routable,
            managedEntries: .init(entries: managed.map(\.entry), activeEntry: first.entry))
    }
}
