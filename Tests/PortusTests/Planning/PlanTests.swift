import Portus
import Testing

/// `plan(to:)` is the dry run: the list `routeTo` then executes, computed without changing
/// anything.
@Suite("Plans")
@MainActor
struct PlanTests {
    @Test("A plan is what routeTo executes, and planning changes nothing", arguments: RoutingStrategy.both)
    func planMatchesRoute(strategy: RoutingStrategy) throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        for destination in [WorkedExample.setUp] + WorkedExample.table.map(\.destination) {
            let before = app.tree.description
            app.clearCalls()
            let plan = try router.plan(to: app.spec.path(destination)).get()
            #expect(app.tree.description == before, "planning changed the tree")
            #expect(app.calls.isEmpty, "planning asked a node to act")
            let executed = try #require(app.route(router, to: destination)).get()
            #expect(executed == plan)
        }
    }

    @Test("Planning to the active path gives no instructions")
    func planToActivePath() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        #expect(router.plan(to: app.tree.activePath) == .success([]))
        #expect(app.route(router, to: app.tree.activePath) == .success([]))
    }

    @Test("A plan through a node whose managed entries the destination does not list is an estimate")
    func planWithoutManagedEntries() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node6", "node11"])).get()
        let destination: [RoutingIdentifier] = ["switchNode1", "node2", "switchNode3", "node13"]
        let plain = destination.map { RoutingEntry(identifier: $0) }

        // The planner cannot know that switchNode3 starts on node13, so it plans to enter it; the
        // router re-plans after each step and stops as soon as the tree shows the destination.
        let estimate = try router.plan(to: plain).get()
        #expect(
            estimate.descriptions == [
                "leave(node11)", "leave(node6)", "switchTo(node2)", "enter(switchNode3)", "enter(node13)",
            ])
        #expect(try router.plan(to: app.spec.path(destination)).get() == Array(estimate.dropLast()))
        let executed = try #require(app.route(router, to: plain)).get()
        #expect(executed == Array(estimate.dropLast()))
        #expect(app.activePath == destination.map(\.rawValue))
    }

    @Test("Planning errors say why", arguments: RoutingStrategy.both)
    func planningErrors(strategy: RoutingStrategy) throws {
        let empty = Router(tree: RoutingTree(), strategy: strategy)
        #expect(empty.plan(to: ["root"].entries) == .failure(.emptyTree))

        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        let root = app.spec.entry("switchNode1")
        #expect(router.plan(to: []) == .failure(.emptyDestination))
        #expect(
            router.plan(to: ["elsewhere", "node1"].entries)
                == .failure(.rootMismatch(destination: RoutingEntry(identifier: "elsewhere"), root: root)))
        // The root is a container: it always shows one of its children.
        #expect(router.plan(to: ["switchNode1"].entries) == .failure(.destinationNotReachable))
        // node3 is managed by switchNode2, not by the root.
        #expect(router.plan(to: ["switchNode1", "node3"].entries) == .failure(.destinationNotReachable))
        #expect(app.route(router, to: ["switchNode1", "node3"].entries) == .failure(.destinationNotReachable))
        #expect(app.calls.isEmpty)
    }
}
