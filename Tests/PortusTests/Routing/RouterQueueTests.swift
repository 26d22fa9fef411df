import Portus
import Testing

/// Requests run one at a time, in the order they were made; every completion comes exactly once.
@Suite("Router queue")
@MainActor
struct RouterQueueTests {
    func exampleApp() throws -> (TestApp, Router) {
        let app = TestApp()
        try #require(app.start() != nil)
        return (app, Router(tree: app.tree))
    }

    @Test("A node that calls its completion twice is counted once")
    func completionCalledTwice() throws {
        let (app, router) = try exampleApp()
        app.prepare = { $0.completesTwice = true }
        try #require(app.container("switchNode1")).completesTwice = true
        var results: [Result<RoutingInstructions, RoutingError>] = []
        var later = 0
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5", "node8"])) {
            results.append($0)
        }
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) { _ in later += 1 }

        #expect(results.count == 1)
        #expect(try results.first?.get().descriptions == ["switchTo(node1)", "enter(node5)", "enter(node8)"])
        #expect(later == 1)
        #expect(app.instructions == ["switchTo(node1)", "enter(node5)", "enter(node8)", "leave(node8)"])
        #expect(app.container("switchNode1")?.completionCalls == 2)
        #expect(app.screen("node1")?.completionCalls == 2)
    }

    @Test("Requests made in a completion run after it, in order, each completion once")
    func requestsFromCompletion() throws {
        let (app, router) = try exampleApp()
        var log: [String] = []
        let second = app.spec.path(["switchNode1", "node1", "node6"])
        let third = app.spec.path(["switchNode1", "switchNode2", "node4"])
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) { result in
            log.append("first done: \((try? result.get().descriptions) ?? [])")
            router.routeTo(staticDestination: second) {
                log.append("second done: \((try? $0.get().descriptions) ?? [])")
            }
            router.enter(dynamicDestination: RoutingEntry(identifier: "node11")) { log.append("dynamic done: \($0)") }
            router.routeTo(staticDestination: third) { log.append("third done: \((try? $0.get().descriptions) ?? [])") }
            log.append("first completion returns, \(app.calls.count) calls so far")
        }
        #expect(
            log == [
                "first done: [\"switchTo(node1)\", \"enter(node5)\"]",
                "first completion returns, 2 calls so far",
                "second done: [\"leave(node5)\", \"enter(node6)\"]",
                "dynamic done: true",
                "third done: [\"leave(node11)\", \"leave(node6)\", \"switchTo(switchNode2)\", \"switchTo(node4)\"]",
            ])
    }

    @Test("A request made while another waits for a node runs after it")
    func deferredCompletions() throws {
        let (app, router) = try exampleApp()
        app.defersCompletions = true
        var log: [String] = []
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) {
            log.append("first: \((try? $0.get().count) ?? -1)")
        }
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node2"])) {
            log.append("second: \((try? $0.get().count) ?? -1)")
        }
        #expect(app.instructions == ["switchTo(node1)"], "one instruction at a time, the second request waits")
        #expect(log.isEmpty)

        #expect(app.runDeferred() == 4)
        #expect(app.instructions == ["switchTo(node1)", "enter(node5)", "leave(node5)", "switchTo(node2)"])
        #expect(log == ["first: 2", "second: 2"])
        #expect(app.activePath == ["switchNode1", "node2"])
    }

    @Test("Routes made before a failure and after it both complete, in order")
    func failureDoesNotBlockTheQueue() throws {
        let (app, router) = try exampleApp()
        app.prepare = { if $0.identifier == "node1" { $0.failNext = true } }
        var log: [String] = []
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) {
            log.append("first: \($0.map(\.descriptions))")
        }
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) {
            log.append("second: \($0.map(\.descriptions))")
        }
        #expect(log.count == 2)
        #expect(log.first?.hasPrefix("first: failure(enter(node5) failed after 1") == true)
        #expect(log.last == "second: success([\"enter(node5)\"])")
    }

    @Test("The result starts with the executedInstructions passed in")
    func executedInstructionsArePrefixed() throws {
        let (app, router) = try exampleApp()
        let earlier = RoutingInstruction.enter(entry: RoutingEntry(identifier: "earlier"))
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(
            staticDestination: app.spec.path(["switchNode1", "node2"]), executedInstructions: [earlier]
        ) { result = $0 }
        #expect(try result?.get().descriptions == ["enter(earlier)", "switchTo(node2)"])
    }
}

/// A completion that a node keeps and calls again once the route has moved on is ignored, however
/// the router hands out its completions.
@Suite("Router late completions")
@MainActor
struct RouterLateCompletionTests {
    /// A screen that enters a child by telling the tree and keeps every completion it is given;
    /// it calls each at once unless it is one of the screens that `holding` names.
    final class KeepingScreen: Enterable {
        let identifier: RoutingIdentifier
        unowned let tree: RoutingTree
        let holding: Set<RoutingIdentifier>
        private(set) var completions: [(Bool) -> Void] = []
        private(set) var child: KeepingScreen?
        private(set) lazy var entry = RoutingEntry(identifier: identifier, routable: self)

        init(_ identifier: RoutingIdentifier, tree: RoutingTree, holding: Set<RoutingIdentifier>) {
            self.identifier = identifier
            self.tree = tree
            self.holding = holding
        }

        func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            let child = KeepingScreen(entry.identifier, tree: tree, holding: holding)
            self.child = child
            completions.append(completion)
            guard (try? tree.didEnterNode(withEntry: child.entry)) != nil else { return completion(false) }
            if !holding.contains(identifier) { completion(true) }
        }
    }

    @Test("A kept completion called again while the next instruction waits changes nothing")
    func keptCompletionCalledAgain() throws {
        let tree = RoutingTree()
        let root = KeepingScreen("root", tree: tree, holding: ["a"])
        try tree.didEnterNode(withEntry: root.entry)
        let router = Router(tree: tree)
        // root enters a at once and keeps its completion; a enters b and holds its completion.
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: ["root", "a", "b"].entries, animated: false) { result = $0 }
        let a = try #require(root.child)
        #expect(tree.activePath.map(\.identifier) == ["root", "a", "b"])
        #expect(result == nil, "the enter of b waits for a's completion")

        let lateCall = try #require(root.completions.first)
        lateCall(true)
        #expect(result == nil, "root's completion was for the enter of a, which completed already")

        let waiting = try #require(a.completions.first)
        waiting(true)
        #expect(try result?.get().descriptions == ["enter(a)", "enter(b)"])
    }
}
