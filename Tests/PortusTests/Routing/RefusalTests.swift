import Portus
import Testing

/// Every node to be left is asked `canLeaveNode` before anything runs; one refusal stops the
/// route with nothing executed.
@Suite("Refusals")
@MainActor
struct RefusalTests {
    /// The example tree at `switchNode1, node1, node5, node8`, with every request made so far
    /// cleared.
    func appOnNode8(strategy: RoutingStrategy) throws -> (TestApp, Router) {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        app.clearCalls()
        return (app, router)
    }

    @Test("A refusal anywhere on the way stops tearDown before it leaves anything", arguments: ["node8", "node5"])
    func tearDownRefusal(refusing: String) throws {
        let (app, router) = try appOnNode8(strategy: .tearDown)
        try #require(app.node(RoutingIdentifier(rawValue: refusing))).canLeave = false
        let before = app.tree.description
        let destination: [RoutingIdentifier] = ["switchNode1", "switchNode2", "node4"]
        let refused = RoutingError.leaveRefused(RoutingEntry(identifier: RoutingIdentifier(rawValue: refusing)))
        #expect(router.plan(to: app.spec.path(destination)) == .failure(refused))
        #expect(app.route(router, to: destination) == .failure(refused))
        #expect(app.calls.isEmpty)
        #expect(app.tree.description == before)
    }

    @Test("keepBranches does not ask a node it keeps")
    func keepBranchesKeepsRefusingNode() throws {
        let (app, router) = try appOnNode8(strategy: .keepBranches)
        try #require(app.screen("node8")).canLeave = false
        let executed = try #require(app.route(router, to: ["switchNode1", "switchNode2", "node4"])).get()
        #expect(executed.descriptions == ["switchTo(switchNode2)", "switchTo(node4)"])
    }

    @Test("keepBranches stops before switching to a branch whose stack refuses to go")
    func keepBranchesRefusalInKeptBranch() throws {
        let (app, router) = try appOnNode8(strategy: .keepBranches)
        _ = try #require(app.route(router, to: ["switchNode1", "switchNode2", "node4"])).get()
        try #require(app.screen("node8")).canLeave = false
        app.clearCalls()
        let before = app.tree.description
        let result = app.route(router, to: ["switchNode1", "node1", "node6"])
        #expect(result == .failure(.leaveRefused(RoutingEntry(identifier: "node8"))))
        #expect(app.calls.isEmpty, "not even the switch to node1 ran")
        #expect(app.tree.description == before)
    }

    @Test("A node that refuses, then agrees, is left on the next request")
    func refusalIsAskedAgain() throws {
        let (app, router) = try appOnNode8(strategy: .tearDown)
        let node8 = try #require(app.screen("node8"))
        node8.canLeave = false
        #expect(app.route(router, to: ["switchNode1", "node1", "node5"]) == .failure(.leaveRefused(node8.entry)))
        node8.canLeave = true
        #expect(try app.route(router, to: ["switchNode1", "node1", "node5"])?.get().descriptions == ["leave(node8)"])
    }
}
