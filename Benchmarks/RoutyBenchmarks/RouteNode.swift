import Portus

/// A small Portus node for the `route` benchmark that executes what the router asks, as an app's
/// screen or container does: it tells the tree, then calls its completion at once.
///
/// A screen enters a new screen for any entry and keeps it alive; a screen is left by telling the
/// tree and letting its host drop it; a container switches among the children it manages.
@MainActor
final class RouteNode: Enterable, Leavable, Switchable {
    let identifier: RoutingIdentifier
    unowned let tree: RoutingTree
    /// The managed children, for a container; kept alive here.
    var managed: [any Routable] = []
    /// The screen this node entered, kept alive here.
    private var entered: RouteNode?
    /// The screen that entered this one.
    private weak var host: RouteNode?

    init(identifier: RoutingIdentifier, tree: RoutingTree) {
        self.identifier = identifier
        self.tree = tree
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
