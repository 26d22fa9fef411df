import Portus
import Testing

/// The async versions return what the completions give, and throw the typed error.
@Suite("Async router")
@MainActor
struct AsyncRouterTests {
    @Test("routeTo returns the executed instructions")
    func routeTo() async throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        let setUp = try await router.routeTo(staticDestination: app.spec.path(WorkedExample.setUp))
        #expect(setUp.descriptions == WorkedExample.setUpInstructions)
        for example in WorkedExample.table {
            let executed = try await router.routeTo(
                staticDestination: app.spec.path(example.destination), animation: .lastStep)
            #expect(executed.descriptions == example.tearDown)
            #expect(app.calls.last?.animated == true)
        }
    }

    @Test("routeTo throws the typed error")
    func routeToThrows() async throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        try await router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"]), animated: false)
        try #require(app.screen("node5")).canLeave = false
        await #expect(throws: RoutingError.leaveRefused(RoutingEntry(identifier: "node5"))) {
            try await router.routeTo(staticDestination: app.spec.path(["switchNode1", "node2"]))
        }
        do {
            try await router.routeTo(staticDestination: [])
            Issue.record("an empty destination routed")
        } catch {
            #expect(error == .emptyDestination)  // typed: `error` is a RoutingError
        }
    }

    @Test("enter(dynamicDestination:) returns whether the leaf entered it")
    func enterDynamic() async throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        try await router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node5"]))
        #expect(await router.enter(dynamicDestination: RoutingEntry(identifier: "node10")) == true)
        #expect(await router.enter(dynamicDestination: RoutingEntry(identifier: "node11"), animated: false) == false)
        #expect(app.activePath == ["switchNode1", "node1", "node5", "node10"])
    }

    @Test("An async route waits for nodes that complete later")
    func deferredNodes() async throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        app.defersCompletions = true
        let route = Task {
            try await router.routeTo(staticDestination: app.spec.path(["switchNode1", "node1", "node6"]))
        }
        while app.calls.isEmpty { await Task.yield() }
        #expect(app.instructions == ["switchTo(node1)"])
        while app.runDeferred() > 0 { await Task.yield() }
        #expect(try await route.value.descriptions == ["switchTo(node1)", "enter(node6)"])
    }
}
