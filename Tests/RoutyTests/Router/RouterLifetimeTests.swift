import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A router the app lets go of still runs what it was asked to, and calls every completion once
/// with an honest outcome; then it goes away.
@MainActor
@Suite struct RouterLifetimeTests {
    @Test func aRouterReleasedMidRequestCompletesEveryRequest() async throws {
        let tree = RoutingTree()
        let window = HeadlessWindow<Screen>(tree: tree)
        try window.show(HeadlessTabs(.app, tabs: [HeadlessStack(.home), HeadlessStack(.catalog)]))
        let gate = InterceptorGate()
        let recorder = Recorder()
        weak var released: NavigationRouter<Screen>?
        do {
            var registry = NavigationElementRegistry<Screen>()
            registry.register(.product) { HeadlessScreen($0) }
            let router = NavigationRouter(tree: tree, factory: registry)
            router.interceptors = [ScriptedInterceptor("remote", log: InterceptionLog(), gate: gate)]
            router.enqueue(.navigate(to: [.catalog, .product(42)]), completion: recorder.completion("running"))
            router.enqueue(.navigate(to: [.product(43)]), completion: recorder.completion("queued"))
            released = router
        }
        await yieldUntil("the first request waits at its interceptor") { gate.waitingCount == 1 }
        #expect(released != nil, "a router with work to do stays alive")

        gate.release()
        await yieldUntil("the queued request reaches the interceptor") { gate.waitingCount == 1 }
        gate.release()
        await yieldUntil("both requests end") { recorder.completions.count == 2 }

        #expect(recorder.order == ["running", "queued"])
        #expect(recorder.result("running")?.summary == "switchTo(catalog), enter(product(42))")
        #expect(recorder.result("queued")?.summary == "enter(product(43))")
        #expect(window.treePath == [.app, .catalog, .product(42), .product(43)])
        await yieldUntil("the router goes away once idle") { released == nil }
    }

    @Test func aRouterWithNothingToDoGoesAway() throws {
        weak var released: NavigationRouter<Screen>?
        do {
            let router = NavigationRouter(tree: RoutingTree(), factory: NavigationElementRegistry<Screen>())
            router.enqueue(.navigate(to: [.catalog]))
            released = router
        }
        #expect(released == nil)
    }
}
