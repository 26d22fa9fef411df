import Routy
import RoutyTestSupport
import Testing

/// Interceptors that suspend (ask a server, wait for a prompt) while other requests queue.
@MainActor
@Suite struct InterceptorSuspensionTests {
    @Test func queuedRequestsWaitForASuspendedInterceptorThenRunInOrder() async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        let log = InterceptionLog()
        log.observe(shop.router)
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]

        shop.router.enqueue(.navigate(to: [.catalog]), completion: log.completion("a"))
        shop.router.enqueue(.navigate(to: .product(42)), completion: log.completion("b"))
        shop.router.enqueue(.navigate(to: [.cart]), completion: log.completion("c"))

        await yieldUntil("a waits at the gate") { gate.waitingCount == 1 }
        #expect(log.asked == ["remote: navigate(catalog) from app"])
        #expect(shop.router.isRunning && shop.router.pendingCount == 2)
        #expect(log.completed == [] && shop.path == "app > home")

        gate.release()
        await yieldUntil("b waits at the gate") { gate.waitingCount == 1 && log.asked.count == 2 }
        #expect(log.completed == ["a"] && shop.router.pendingCount == 1)
        #expect(shop.path == "app > catalog")

        gate.release()
        await yieldUntil("c waits at the gate") { gate.waitingCount == 1 && log.asked.count == 3 }
        gate.release()
        await yieldUntil("every request ends") { log.completions.count == 3 }

        #expect(
            log.entries == [
                "started 1: navigate(catalog) from app",
                "remote asked: navigate(catalog) from app",
                "executed 1: switchTo(catalog)",
                "ended 1: switchTo(catalog)",
                "done a: switchTo(catalog)",
                "started 2: navigate(product(42)) from app",
                "remote asked: navigate(product(42)) from app",
                "executed 2: enter(product(42))",
                "ended 2: enter(product(42))",
                "done b: enter(product(42))",
                "started 3: navigate(cart) from app",
                "remote asked: navigate(cart) from app",
                "executed 3: enter(cart)",
                "ended 3: enter(cart)",
                "done c: enter(cart)",
            ])
        #expect(shop.path == "app > catalog > product(42) > cart")
        #expect(!shop.router.isRunning && shop.router.pendingCount == 0)
    }

    @Test func interceptorsThatYieldKeepTheOrderAndEachCompletionComesOnce() async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor("slow", log: log, yields: 20),
            ScriptedInterceptor("slower", log: log, yields: 50),
        ]
        let router = shop.router

        router.enqueue(.navigate(to: [.catalog])) { result in
            log.completion("1")(result)
            router.enqueue(.navigate(to: [.home]), completion: log.completion("5"))
        }
        router.enqueue(.navigate(to: [.catalog, .category("shoes")]), completion: log.completion("2"))
        router.enqueue(.navigate(to: .product(42)), completion: log.completion("3"))
        router.enqueue(.close(.category("shoes")), completion: log.completion("4"))

        await yieldUntil("every request ends") { log.completions.count == 5 }
        for _ in 0..<100 { await Task.yield() }

        #expect(log.completed == ["1", "2", "3", "4", "5"])
        #expect(
            log.completions.map { InterceptionLog.outcome($0.result) } == [
                "switchTo(catalog)",
                "enter(category(shoes))",
                "enter(product(42))",
                "leave(product(42)), leave(category(shoes))",
                "switchTo(home)",
            ])
        #expect(log.asked.count == 10)
        #expect(shop.path == "app > home")
    }

    @Test func aRequestCancelledWhileAnInterceptorSuspendsNeverRuns() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]

        let a = shop.router.enqueue(.navigate(to: [.catalog]), completion: log.completion("a"))
        let b = shop.router.enqueue(.navigate(to: .product(42)), completion: log.completion("b"))
        shop.router.enqueue(.navigate(to: [.cart]), completion: log.completion("c"))
        await yieldUntil("a waits at the gate") { gate.waitingCount == 1 }

        #expect(b.cancel())
        #expect(log.completed == ["b"])
        #expect(log.result("b") == .failure(NavigationFailure(.cancelled, stepIndex: 0, report: .init())))
        #expect(!b.cancel())
        // `a` has started: its interceptor is deciding, and a ticket cancels only waiting requests.
        #expect(!a.cancel())

        gate.release()
        await yieldUntil("c waits at the gate") { gate.waitingCount == 1 && log.asked.count == 2 }
        gate.release()
        await yieldUntil("every request ends") { log.completions.count == 3 }

        #expect(log.completed == ["b", "a", "c"])
        #expect(log.asked == ["remote: navigate(catalog) from app", "remote: navigate(cart) from app"])
        #expect(
            log.entries(startingWith: "started") == [
                "started 1: navigate(catalog) from app", "started 3: navigate(cart) from app",
            ])
        #expect(shop.path == "app > catalog > cart")
    }

    @Test func aNewRequestCanReplaceTheOnesWaitingBehindASuspendedInterceptor() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]

        shop.router.enqueue(.navigate(to: [.catalog]), completion: log.completion("a"))
        shop.router.enqueue(.navigate(to: .product(42)), completion: log.completion("b"))
        shop.router.enqueue(.navigate(to: [.cart]), completion: log.completion("c"))
        await yieldUntil("a waits at the gate") { gate.waitingCount == 1 }
        shop.router.queuePolicy = .replacePending
        shop.router.enqueue(.navigate(to: [.catalog, .category("bags")]), completion: log.completion("d"))

        #expect(log.completed == ["b", "c"])
        gate.release()
        await yieldUntil("d waits at the gate") { gate.waitingCount == 1 && log.asked.count == 2 }
        gate.release()
        await yieldUntil("every request ends") { log.completions.count == 4 }

        #expect(log.completed == ["b", "c", "a", "d"])
        #expect(shop.path == "app > catalog > category(bags)")
    }

    @Test func aSuspendedRedirectKeepsTheOriginalWhenItLands() async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        let log = InterceptionLog()
        let gate = InterceptorGate()
        let orders = NavigationRequest<Screen>([.navigate(to: [.profile, .orders])], source: "push")
        shop.router.interceptors = [
            ScriptedInterceptor(
                "session", log: log, gate: gate,
                decide: ScriptedInterceptor.redirecting(.orders, to: [.login], keepingOriginal: true))
        ]

        shop.router.enqueue(orders, completion: log.completion("orders"))
        shop.router.enqueue(.navigate(to: [.catalog]), completion: log.completion("catalog"))
        await yieldUntil("orders waits at the gate") { gate.waitingCount == 1 }
        #expect(shop.router.pendingRequest == nil)

        gate.release()
        // The login request that replaces it is intercepted again, and waits too.
        await yieldUntil("login waits at the gate") { gate.waitingCount == 1 && log.asked.count == 2 }
        gate.release()
        await yieldUntil("catalog waits at the gate") { gate.waitingCount == 1 && log.asked.count == 3 }
        #expect(log.completed == ["orders"])
        #expect(shop.router.pendingRequest == orders)
        #expect(shop.path == "app > home > login")
        gate.release()
        await yieldUntil("every request ends") { log.completions.count == 2 }

        #expect(log.asked.last == "session: navigate(catalog) from app")
        #expect(shop.router.pendingRequest == orders)
    }

    @Test func theAsyncFormWaitsForTheInterceptorEvenWhenItsTaskIsCancelled() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]

        let caller = Task { await shop.router.result(of: [.navigate(to: [.catalog, .product(42)])]) }
        await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }
        caller.cancel()
        gate.release()
        let result = await caller.value

        #expect(result.map(\.instructions) == .success([.switchTo(.catalog), .enter(.product(42))]))
        #expect(shop.path == "app > catalog > product(42)")
    }
}
