import Routy
import RoutyTestSupport
import Testing

/// A redirect that keeps the original: the router holds it, reports it, resumes it or drops it.
@MainActor
@Suite struct InterceptorPendingTests {
    static let orders = NavigationRequest<Screen>([.navigate(to: [.profile, .orders])], source: "push")

    /// A shop whose `wall` sends requests for orders to the cart, keeping them pending while
    /// `isOpen` says no.
    @MainActor
    final class Wall {
        let shop: TestShop
        let log = InterceptionLog()
        var isOpen = false

        init() throws {
            shop = try TestShop()
            shop.checkShownPathAfterEveryRequest()
            shop.router.interceptors = [
                ScriptedInterceptor("wall", log: log) { [unowned self] request in
                    guard !isOpen, request.destinationContexts.contains(.orders) else { return .proceed }
                    return .redirect(NavigationRequest([.navigate(to: [.cart])], source: "wall"), keepingOriginal: true)
                }
            ]
        }
    }

    @Test func theRouterHoldsTheOriginalAndTheReportSaysWhoRedirected() async throws {
        let wall = try Wall()

        let report = try await wall.shop.router.result(of: Self.orders).get()

        #expect(wall.shop.router.pendingRequest == Self.orders)
        #expect(report.pendingRequest == Self.orders)
        #expect(report.redirectedBy == ["wall"])
        #expect(report.instructions == [.enter(.cart)])
        #expect(report.description == "enter(cart) (redirected by wall; pending: navigate(profile, orders))")
        #expect(wall.shop.path == "app > home > cart")
    }

    @Test func resumingRunsThePendingRequestAndForgetsIt() async throws {
        let wall = try Wall()
        _ = await wall.shop.router.result(of: Self.orders)
        wall.isOpen = true
        _ = try await wall.shop.router.result(of: [.close(.cart)]).get()

        let report = try await wall.shop.router.perform(.resumePending)

        #expect(report.description == "switchTo(profile), enter(orders)")
        #expect(report.redirectedBy == [] && report.pendingRequest == nil)
        #expect(wall.shop.router.pendingRequest == nil)
        #expect(wall.shop.path == "app > profile > orders")
        // Nothing is pending any more: resuming again does nothing, and succeeds.
        #expect(await wall.shop.router.result(of: [.resumePending]) == .success(NavigationReport()))
        #expect(wall.shop.path == "app > profile > orders")
    }

    @Test func resumingGoesThroughTheInterceptorsAgain() async throws {
        let wall = try Wall()
        _ = await wall.shop.router.result(of: Self.orders)
        _ = try await wall.shop.router.result(of: [.close(.cart)]).get()

        let resumed = await wall.shop.router.result(of: [.resumePending])

        // Still closed: the wall redirects again, and keeps the request again.
        #expect(
            InterceptionLog.outcome(resumed) == "enter(cart) (redirected by wall; pending: navigate(profile, orders))")
        #expect(wall.log.asked.filter { $0.hasSuffix("navigate(profile, orders) from push") }.count == 2)
        #expect(wall.shop.router.pendingRequest == Self.orders)
        #expect(wall.shop.path == "app > home > cart")
    }

    @Test func theRequestIsNoLongerPendingOnceResumeIsCalled() async throws {
        let wall = try Wall()
        let log = wall.log
        _ = await wall.shop.router.result(of: Self.orders)
        wall.isOpen = true

        let ticket = wall.shop.router.enqueue(.resumePending, completion: log.completion("resumed"))

        #expect(!ticket.cancel(), "the queue is idle: the request started at once")
        #expect(wall.shop.router.pendingRequest == nil)
        await yieldUntil("the resumed request ends") { log.completed == ["resumed"] }
        // The cart is a modal: it covers the tab bar, so the switch to the profile leaves it first.
        #expect(log.result("resumed").map(InterceptionLog.outcome) == "leave(cart), switchTo(profile), enter(orders)")
        #expect(wall.shop.path == "app > profile > orders")
    }

    @Test func droppingForgetsThePendingRequestAndReturnsIt() async throws {
        let wall = try Wall()
        _ = await wall.shop.router.result(of: Self.orders)

        #expect(wall.shop.router.dropPending() == Self.orders)
        #expect(wall.shop.router.pendingRequest == nil)
        #expect(wall.shop.router.dropPending() == nil)
        var results: [NavigationResult<Screen>] = []
        wall.shop.router.enqueue(.resumePending) { results.append($0) }
        for _ in 0..<10 { await Task.yield() }
        #expect(results == [.success(NavigationReport())], "nothing pending: a request that does nothing, and succeeds")
        #expect(wall.shop.path == "app > home > cart")
    }

    @Test func aRedirectThatDoesNotKeepTheOriginalLeavesNothingPending() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor("wall", log: log, decide: ScriptedInterceptor.redirecting(.orders, to: [.cart]))
        ]

        let report = try await shop.router.result(of: Self.orders).get()

        #expect(report.redirectedBy == ["wall"] && report.pendingRequest == nil)
        #expect(shop.router.pendingRequest == nil)
    }

    @Test func aNewRedirectThatKeepsItsOriginalReplacesThePendingOne() async throws {
        let wall = try Wall()
        let order = NavigationRequest<Screen>([.navigate(to: [.profile, .orders, .order(7)])], source: "deeplink")
        _ = await wall.shop.router.result(of: Self.orders)

        _ = await wall.shop.router.result(of: order)

        #expect(wall.shop.router.pendingRequest == order)
    }

    @Test func requestsThatAreNotRedirectedLeaveThePendingOneAlone() async throws {
        let wall = try Wall()
        _ = await wall.shop.router.result(of: Self.orders)

        _ = await wall.shop.router.result(of: [.navigate(to: [.catalog, .product(42)])])
        _ = await wall.shop.router.result(of: [.navigate(to: [.home])])

        #expect(wall.shop.router.pendingRequest == Self.orders)
    }

    @Test func inAChainTheFirstRequestKeptStaysPending() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor(
                "keeper", log: log, decide: ScriptedInterceptor.redirecting(.orders, to: [.cart], keepingOriginal: true)
            ),
            ScriptedInterceptor(
                "also-keeper", log: log,
                decide: ScriptedInterceptor.redirecting(.cart, to: [.catalog], keepingOriginal: true)),
        ]

        let report = try await shop.router.result(of: Self.orders).get()

        #expect(report.redirectedBy == ["keeper", "also-keeper"])
        #expect(report.pendingRequest == Self.orders)
        #expect(shop.router.pendingRequest == Self.orders)
        #expect(shop.path == "app > catalog")
    }

    @Test func aResumedRequestWaitsBehindTheOnesQueuedBeforeIt() async throws {
        let wall = try Wall()
        let log = wall.log
        _ = await wall.shop.router.result(of: Self.orders)
        let gate = InterceptorGate()
        wall.shop.router.interceptors.append(ScriptedInterceptor("remote", log: log, gate: gate))
        wall.isOpen = true

        wall.shop.router.enqueue(.close(.cart), completion: log.completion("close"))
        await yieldUntil("close waits at the gate") { gate.waitingCount == 1 }
        wall.shop.router.enqueue(.resumePending, completion: log.completion("resumed"))
        // The pending request is taken when the resuming request starts, not when it is queued.
        #expect(wall.shop.router.pendingRequest == Self.orders && wall.shop.router.pendingCount == 1)

        gate.release()
        await yieldUntil("the resumed request waits at the gate") {
            gate.waitingCount == 1 && log.asked.last == "remote: navigate(profile, orders) from push"
        }
        #expect(wall.shop.router.pendingRequest == nil)
        #expect(log.completed == ["close"] && wall.shop.path == "app > home")
        gate.release()
        await yieldUntil("both requests end") { log.completions.count == 2 }

        #expect(log.completed == ["close", "resumed"])
        #expect(wall.shop.path == "app > profile > orders")
    }

    @Test func aRedirectThatFailsPutsBackWhatWasPendingBefore() async throws {
        let wall = try Wall()
        let order = NavigationRequest<Screen>([.navigate(to: [.profile, .orders, .order(7)])], source: "deeplink")
        _ = await wall.shop.router.result(of: Self.orders)
        _ = try await wall.shop.router.result(of: [.close(.cart)]).get()
        wall.shop.refusedByFactory = [.cart]

        let result = await wall.shop.router.result(of: order)

        #expect(result.mapError(\.cause) == .failure(.noElement(.cart)))
        #expect(wall.shop.router.pendingRequest == Self.orders)
        #expect(wall.shop.path == "app > home")
    }
}
