import Portus
import Testing

/// A router plans once and checks the whole active path after each instruction: when the user
/// navigates while a route runs, it plans again from the tree as it is, or ends with the error
/// that planning gives; it never runs the rest of a plan the tree no longer matches.
@Suite("Re-planning while a route runs")
@MainActor
struct RouteReplanTests {
    static let destination: [RoutingIdentifier] = ["switchNode1", "node1", "node5", "node8"]

    /// Routes to ``destination`` from a fresh example app, running `user` once, right after the
    /// instruction described as `after` succeeded (from the router's `didExecute`), as a user
    /// acting between two animations would.
    func route(
        after: String,
        strategy: RoutingStrategy = .tearDown,
        prepare: ((TestNode) -> Void)? = nil,
        user: @escaping (TestApp) -> Void
    ) throws -> (TestApp, Result<RoutingInstructions, RoutingError>) {
        let app = TestApp()
        app.prepare = prepare
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        var acted = false
        router.didExecute = { instruction in
            guard !acted, instruction.description == after else { return }
            acted = true
            user(app)
        }
        let result = try #require(app.route(router, to: Self.destination))
        #expect(acted, "the user never acted")
        return (app, result)
    }

    /// What the user does: tap a tab, go back, open a screen.
    static func tapTab(_ tab: RoutingIdentifier) -> (TestApp) -> Void {
        { app in
            guard let tabs = app.container("switchNode1") else { return }
            tabs.switchToNode(with: app.spec.entry(tab), animated: true) { _ in }
        }
    }

    static func goBack(from screen: RoutingIdentifier) -> (TestApp) -> Void {
        { app in
            guard let node = app.screen(screen) else { return }
            node.leaveNode(with: node.entry, animated: true) { _ in }
        }
    }

    static func open(_ child: RoutingIdentifier, on screen: RoutingIdentifier) -> (TestApp) -> Void {
        { app in
            app.screen(screen)?.enterNode(with: RoutingEntry(identifier: child), animated: true) { _ in }
        }
    }

    @Test("A tab tapped while the route runs: the route plans again and arrives", arguments: RoutingStrategy.both)
    func tabTapped(strategy: RoutingStrategy) throws {
        let (app, result) = try route(after: "switchTo(node1)", strategy: strategy, user: Self.tapTab("node2"))
        #expect(
            try result.get().descriptions == [
                "switchTo(node1)", "switchTo(node1)", "enter(node5)", "enter(node8)",
            ])
        #expect(app.activePath == Self.destination.map(\.rawValue))
        #expect(
            app.instructions == [
                "switchTo(node1)", "switchTo(node2)", "switchTo(node1)", "enter(node5)", "enter(node8)",
            ], "node1 was never asked to enter while node2 was shown")
        RouteOracle(app: app, router: Router(tree: app.tree)).checkTreeMatchesNodes(note: "after the route")
    }

    @Test("The user goes back while the route runs: the route plans again and arrives")
    func wentBack() throws {
        let (app, result) = try route(after: "enter(node5)", user: Self.goBack(from: "node5"))
        #expect(
            try result.get().descriptions == ["switchTo(node1)", "enter(node5)", "enter(node5)", "enter(node8)"])
        #expect(app.activePath == Self.destination.map(\.rawValue))
    }

    @Test("The user opens a screen that refuses to go: the route ends with the planning error")
    func openedRefusingScreen() throws {
        let refusing: (TestNode) -> Void = { node in
            if node.identifier == "node9" { node.canLeave = false }
        }
        let (app, result) = try route(after: "enter(node5)", prepare: refusing, user: Self.open("node9", on: "node5"))
        #expect(result == .failure(.leaveRefused(RoutingEntry(identifier: "node9"))))
        #expect(app.activePath == ["switchNode1", "node1", "node5", "node9"])
        #expect(!app.instructions.contains("enter(node8)"), "the rest of the plan did not run")
    }

    @Test("A node on the way shows a new payload while the route runs: the route plans again and says why")
    func nodeUpdatedInPlace() throws {
        let (app, result) = try route(after: "switchTo(node1)") { app in
            _ = try? app.tree.didUpdateNode(
                with: RoutingEntry(identifier: "node1"), to: RoutingEntry(identifier: "node1", context: ["id": "2"]))
        }
        // The active path has the same nodes, but node1 no longer is the destination's node1.
        #expect(result == .failure(.destinationNotReachable))
        #expect(app.instructions == ["switchTo(node1)"], "node1 was not asked to enter node5")
    }

    @Test("A node that starts a tab late changes the tab's node: the route plans again and arrives")
    func lateTab() throws {
        // switchNode2 starts node4 when first switched to: the tree attaches a routable to the
        // node, which the plan read without one.
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        let executed = try #require(app.route(router, to: ["switchNode1", "switchNode2", "node4"])).get()
        #expect(executed.descriptions == ["switchTo(node4)"])
        #expect(app.activePath == ["switchNode1", "switchNode2", "node4"])
    }

    @Test("The router's observers see each instruction of each route, in order")
    func observers() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        var log: [String] = []
        router.willExecute = { log.append("will \($0)") }
        router.didExecute = { log.append("did \($0)") }
        var results: [Result<RoutingInstructions, RoutingError>] = []
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1"])) { results.append($0) }
        router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"])) { results.append($0) }
        #expect(
            log == [
                "will switchTo(node1)", "did switchTo(node1)", "will enter(node5)", "did enter(node5)",
            ])
        #expect(results.count == 2)
        #expect(try results.last?.get().descriptions == ["enter(node5)"])
    }
}
