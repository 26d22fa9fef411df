import Portus

/// A small Portus node for the `route` benchmark that executes what the router asks, as an app's
/// screen or container does: it tells the tree, then calls its completion at once.
///
/// A screen enters a new screen for any entry and keeps it alive; a screen is left by telling the
/// tree and letting its host drop it; a container switches among the children it manages.
@MainActor
final class RouteNode: Enterable, Leavable, Switchable {
    let identifier: RoutingIdentifier
    /// Held strongly, as an app's screen holds what it reports to: the tree holds its nodes
    /// weakly, so no cycle forms, and an `unowned` reference would check the tree's count at each
    /// read (about 70 instructions a notification, callgrind).
    let tree: RoutingTree
    /// The managed children, for a container; kept alive here.
    var managed: [any Routable] = [] {
        didSet { builtEntry = nil }
    }
    /// The entry, built on first read and kept, as an app's node that is read often keeps it.
    private var builtEntry: RoutingEntry?
    /// The screen this node entered, kept alive here.
    private var entered: RouteNode?
    /// The screen that entered this one.
    private weak var host: RouteNode?

    init(identifier: RoutingIdentifier, tree: RoutingTree) {
        self.identifier = identifier
        self.tree = tree
    }

    var entry: RoutingEntry {
        if let builtEntry { return builtEntry }
        let entry = RoutingEntry(benchmarkNode: identifier, routable: self, managed: managed)
        builtEntry = entry
        return entry
    }

    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        let child = RouteNode(identifier: entry.identifier, tree: tree)
        child.host = self
        do {
            try tree.didEnterNode(withEntry: child.entry)
        } catch {
            return completion(false)
        }
        entered = child
        completion(true)
    }

    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        do {
            try tree.didLeaveNode(with: self.entry)
        } catch {
            return completion(false)
        }
        host?.entered = nil
        completion(true)
    }

    func canLeaveNode(with entry: RoutingEntry) -> Bool { true }

    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        do {
            try tree.switchNode(withEntry: self.entry, didSwitchToNodeWithEntry: entry)
        } catch {
            return completion(false)
        }
        completion(true)
    }
}
