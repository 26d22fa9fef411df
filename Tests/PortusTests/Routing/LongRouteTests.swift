import Portus
import Testing

/// Long routes complete, and a route the nodes keep undoing stops with `routeDidNotConverge`.
@Suite("Long routes")
@MainActor
struct LongRouteTests {
    static let depth = 40

    /// A root container of `home` and `stack`; `stack` enters `s1`, which enters `s2`, … up to
    /// `s40`.
    static let deepStack: TreeSpec = {
        var nodes: [RoutingIdentifier: NodeSpec] = [
            "root": .container(["home", "stack"]),
            "home": .screen(),
            "stack": .screen(enters: ["s1"]),
        ]
        for level in 1...depth {
            nodes[RoutingIdentifier(rawValue: "s\(level)")] = .screen(enters: [
                RoutingIdentifier(rawValue: "s\(level + 1)")
            ])
        }
        return TreeSpec(root: "root", nodes: nodes)
    }()

    static let stack: [RoutingIdentifier] =
        ["root", "stack"] + (1...depth).map { RoutingIdentifier(rawValue: "s\($0)") }

    @Test("Routes through a deep stack complete under both strategies", arguments: RoutingStrategy.both)
    func deepStack(strategy: RoutingStrategy) throws {
        let app = TestApp(spec: Self.deepStack)
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        #expect(try app.route(router, to: Self.stack)?.get().count == Self.depth + 1)
        #expect(
            try app.route(router, to: ["root", "home"])?.get().count == (strategy == .tearDown ? Self.depth + 1 : 1))
        #expect(try app.route(router, to: Self.stack)?.get().count == (strategy == .tearDown ? Self.depth + 1 : 1))
    }

    @Test("keepBranches pops a deep kept stack on the way to its tab")
    func deepKeptStack() throws {
        let app = TestApp(spec: Self.deepStack)
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: .keepBranches)
        _ = try #require(app.route(router, to: Self.stack)).get()
        _ = try #require(app.route(router, to: ["root", "home"])).get()
        // switchTo(stack) and 40 leaves, from a two-node active path to a two-entry destination.
        let plan = try router.plan(to: Self.deepStack.path(["root", "stack"])).get()
        #expect(plan.count == Self.depth + 1)
        #expect(try app.route(router, to: ["root", "stack"])?.get() == plan)
        #expect(app.activePath == ["root", "stack"])
    }

    @Test("A route whose nodes keep undoing it stops with routeDidNotConverge")
    func notConverging() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        // node5 puts node8 back every time it is left.
        app.afterLeave = { node in
            guard node.identifier == "node8", let host = node.host as? ScreenNode else { return }
            host.enterNode(with: RoutingEntry(identifier: "node8"), animated: false) { _ in }
        }
        let result = try #require(app.route(router, to: ["switchNode1", "node1", "node5"]))
        guard case .failure(.routeDidNotConverge(let executed)) = result else {
            Issue.record("expected routeDidNotConverge, got \(result)")
            return
        }
        #expect(!executed.isEmpty && executed.allSatisfy { $0.description == "leave(node8)" })
        #expect(app.activePath == ["switchNode1", "node1", "node5", "node8"])
    }
}
