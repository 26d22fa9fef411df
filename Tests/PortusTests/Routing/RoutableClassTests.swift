import Portus
import Testing

/// A router executes each instruction through the routable's own class, whatever class adopted the
/// protocol: an entry keeps the class of its routable as each protocol it adopts, and the
/// executor reaches the routable through it (an override in a subclass runs; a protocol adopted
/// only by a subclass, given as its superclass, is found).
@Suite("Routables in class hierarchies")
@MainActor
struct RoutableClassTests {
    /// Adopts `Routable` alone; its subclasses adopt what a router asks of them.
    class Node: Routable {
        let identifier: RoutingIdentifier
        let tree: RoutingTree
        let log: Log
        var managed: [Node] = []

        init(_ identifier: RoutingIdentifier, tree: RoutingTree, log: Log) {
            self.identifier = identifier
            self.tree = tree
            self.log = log
        }

        var entry: RoutingEntry {
            guard let first = managed.first else { return RoutingEntry(identifier: identifier, routable: self) }
            return RoutingEntry(
                identifier: identifier, routable: self,
                managedEntries: .init(entries: managed.map(\.entry), activeEntry: first.entry))
        }
    }

    final class Log {
        var calls: [String] = []
    }

    /// A container whose switch a subclass overrides.
    class Container: Node, Switchable {
        func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            log.calls.append("Container.switch(\(entry.identifier))")
            do {
                try tree.switchNode(withEntry: self.entry, didSwitchToNodeWithEntry: entry)
            } catch {
                return completion(false)
            }
            completion(true)
        }
    }

    final class TabBar: Container {
        override func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            log.calls.append("TabBar.switch(\(entry.identifier))")
            super.switchToNode(with: entry, animated: animated, completion: completion)
        }
    }

    /// A screen that adopts `Enterable` and `Leavable` below the class that adopts `Routable`.
    final class Screen: Node, Enterable, Leavable {
        private var pushed: Screen?
        private weak var host: Screen?

        func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            log.calls.append("Screen.enter(\(entry.identifier))")
            let child = Screen(entry.identifier, tree: tree, log: log)
            child.host = self
            do {
                try tree.didEnterNode(withEntry: child.entry, under: self.entry)
            } catch {
                return completion(false)
            }
            pushed = child
            completion(true)
        }

        func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            log.calls.append("Screen.leave(\(identifier))")
            do {
                try tree.didLeaveNode(with: self.entry)
            } catch {
                return completion(false)
            }
            host?.pushed = nil
            completion(true)
        }

        func canLeaveNode(with entry: RoutingEntry) -> Bool { true }
    }

    @Test("Each instruction runs through the routable's own class")
    func routesThroughSubclasses() throws {
        let tree = RoutingTree()
        let log = Log()
        let root = TabBar("root", tree: tree, log: log)
        // Given as `Node`, their superclass, which adopts neither `Enterable` nor `Leavable`.
        let tabs: [Node] = [Screen("a", tree: tree, log: log), Screen("b", tree: tree, log: log)]
        root.managed = tabs
        try tree.didEnterNode(withEntry: root.entry)
        let router = Router(tree: tree)

        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: ["root", "b", "b1", "b2"].entries, animated: false) { result = $0 }
        #expect(try #require(result).get().map(\.description) == ["switchTo(b)", "enter(b1)", "enter(b2)"])
        result = nil
        router.routeTo(staticDestination: ["root", "a"].entries, animated: false) { result = $0 }
        #expect(try #require(result).get().map(\.description) == ["leave(b2)", "leave(b1)", "switchTo(a)"])

        #expect(
            log.calls == [
                "TabBar.switch(b)", "Container.switch(b)", "Screen.enter(b1)", "Screen.enter(b2)",
                "Screen.leave(b2)", "Screen.leave(b1)", "TabBar.switch(a)", "Container.switch(a)",
            ])
        #expect(tree.activePath.map(\.identifier) == ["root", "a"])
    }

    /// Nodes of three classes that adopt different protocols, each in a tree of its own: each
    /// plan reads what the node's own class adopts, whichever classes made entries before and in
    /// whatever order (the casts to the protocols are found once per class and kept).
    @Test(
        "What a routable can do is its own class's, whatever classes made entries before",
        arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2, 1]])
    func capabilitiesOfEachClass(order: [Int]) throws {
        let log = Log()
        for kind in order + order {
            let tree = RoutingTree()
            let root = Screen("root", tree: tree, log: log)
            let node: Node
            switch kind {
            case 0: node = Node("node", tree: tree, log: log)
            case 1: node = Screen("node", tree: tree, log: log)
            default:
                node = Container("node", tree: tree, log: log)
                node.managed = [Node("a", tree: tree, log: log), Node("b", tree: tree, log: log)]
            }
            try tree.didEnterNode(withEntry: root.entry)
            try tree.didEnterNode(withEntry: node.entry, under: root.entry)
            let router = Router(tree: tree)
            // To `b` above the node: an enter (`Enterable`) or a switch (`Switchable`).
            let toB = try? router.plan(to: ["root", "node", "b"].entries).get().map(\.description)
            // Back to the root: the node is left (`Leavable`).
            let back = try? router.plan(to: ["root"].entries).get().map(\.description)
            let expected: (toB: [String]?, back: [String]?) =
                switch kind {
                case 0: (nil, nil)
                case 1: (["enter(b)"], ["leave(node)"])
                default: (["switchTo(b)"], nil)
                }
            #expect(toB == expected.toB, "class \(kind)")
            #expect(back == expected.back, "class \(kind)")
        }
    }
}
