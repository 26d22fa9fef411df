import Portus
import Testing

/// A node whose routable went away without the tree being told is stale: routes through it fail
/// cleanly, and `removeStaleNodes()` cleans up.
@Suite("Stale nodes")
@MainActor
struct StaleNodeTests {
    /// The example tree at `switchNode1, node1, node5, node8`.
    func appOnNode8(strategy: RoutingStrategy = .tearDown) throws -> (TestApp, Router) {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        app.clearCalls()
        return (app, router)
    }

    @Test("The consistency check holds on a live tree and names a stale node")
    func consistencyCheckNamesAStaleNode() throws {
        let (app, _) = try appOnNode8()
        #expect(app.tree.consistencyViolations == [])
        let node5 = try #require(app.screen("node5"))
        node5.release(try #require(node5.entered))

        #expect(app.tree.consistencyViolations == ["node8 is stale"])
        _ = app.tree.removeStaleNodes()
        #expect(app.tree.consistencyViolations == [])
    }

    @Test("Routing through a stale node fails with staleNode and changes nothing", arguments: RoutingStrategy.both)
    func routeThroughStaleNode(strategy: RoutingStrategy) throws {
        let (app, router) = try appOnNode8(strategy: strategy)
        let node5 = try #require(app.screen("node5"))
        node5.release(try #require(node5.entered))
        #expect(app.node("node8") == nil, "node8 was deallocated")
        #expect(app.tree.node(for: RoutingEntry(identifier: "node8"))?.isStale == true)
        #expect(app.tree.description.contains("└─ node8 * (stale)"))
        let before = app.tree.description

        let stale = RoutingError.staleNode(RoutingEntry(identifier: "node8"))
        for destination: [RoutingIdentifier] in [
            ["switchNode1", "node1", "node5", "node8"],
            ["switchNode1", "node1", "node5", "node9"],
            ["switchNode1", "node1", "node5"],
        ] {
            #expect(router.plan(to: app.spec.path(destination)) == .failure(stale), "\(destination)")
            #expect(app.route(router, to: destination) == .failure(stale), "\(destination)")
        }
        #expect(app.calls.isEmpty)
        #expect(app.tree.description == before)

        #expect(app.tree.removeStaleNodes().names == ["node8"])
        #expect(app.activePath == ["switchNode1", "node1", "node5"])
        #expect(
            try app.route(router, to: ["switchNode1", "node1", "node5", "node9"])?.get().descriptions == [
                "enter(node9)"
            ])
    }

    @Test("removeStaleNodes removes a stale node with everything below it, and reports only it")
    func removeStaleSubtree() throws {
        let (app, router) = try appOnNode8()
        let node1 = try #require(app.screen("node1"))
        node1.release(try #require(node1.entered))
        #expect(app.node("node5") == nil && app.node("node8") == nil)
        #expect(app.tree.description.contains("node5 * (stale)") && app.tree.description.contains("node8 * (stale)"))
        #expect(app.tree.removeStaleNodes().names == ["node5"])
        #expect(app.tree.removeStaleNodes().isEmpty)
        #expect(app.activePath == ["switchNode1", "node1"])
        #expect(!app.tree.description.contains("stale"))
        #expect(
            app.route(router, to: ["switchNode1", "node1", "node6"])
                == .success(["node6"].entries.map { .enter(entry: $0) }))
    }

    @Test("A stale managed child can be switched away from, but not routed through")
    func staleManagedChild() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: WorkedExample.setUp)).get()
        try #require(app.container("switchNode3")).dropChild("node12")
        #expect(app.tree.node(for: RoutingEntry(identifier: "node12"))?.isStale == true)
        #expect(app.route(router, to: WorkedExample.setUp) == .failure(.staleNode(RoutingEntry(identifier: "node12"))))
        #expect(
            try app.route(router, to: ["switchNode1", "node2", "switchNode3", "node13"])?.get().descriptions == [
                "switchTo(node13)"
            ])
        #expect(app.tree.removeStaleNodes().names == ["node12"])
        #expect(app.tree.node(for: RoutingEntry(identifier: "node12")) == nil)
    }

    @Test("Entering a stale node's entry again, where it was, revives it in place")
    func reviveInPlace() throws {
        let (app, router) = try appOnNode8()
        let node5 = try #require(app.screen("node5"))
        node5.release(try #require(node5.entered))
        let count = app.tree.count
        var entered: Bool?
        node5.enterNode(with: RoutingEntry(identifier: "node8"), animated: false) { entered = $0 }
        #expect(entered == true)
        #expect(app.tree.count == count)
        #expect(app.activePath == ["switchNode1", "node1", "node5", "node8"])
        #expect(!app.tree.description.contains("stale"))
        #expect(
            app.route(router, to: ["switchNode1", "node1", "node5", "node9"]).map { (try? $0.get()) ?? [] }?
                .descriptions == ["leave(node8)", "enter(node9)"])
    }

    @Test("Entering an entry whose namesake is stale in an inactive branch adds a node at the active leaf")
    func staleNamesakeElsewhere() throws {
        let spec = TreeSpec(
            root: "tabs",
            nodes: [
                "tabs": .container(["home", "other"]),
                "home": .screen(enters: ["detail"]),
                "other": .screen(enters: ["detail"]),
                "detail": .screen(),
            ]
        )
        let app = TestApp(spec: spec)
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: .keepBranches)
        _ = try #require(app.route(router, to: ["tabs", "home", "detail"])).get()
        _ = try #require(app.route(router, to: ["tabs", "other"])).get()
        let home = try #require(app.screen("home"))
        home.release(try #require(home.entered))

        #expect(try app.route(router, to: ["tabs", "other", "detail"])?.get().descriptions == ["enter(detail)"])
        #expect(
            app.tree.description == """
                tabs *
                ├─ home
                │  └─ detail (stale)
                └─ other *
                   └─ detail *
                """
        )
        #expect(app.tree.removeStaleNodes().names == ["detail"])
        RouteOracle(app: app, router: router).checkTreeMatchesNodes(note: "after entering detail")
    }
}
