import Routy
import RoutyTestSupport
import Testing

/// Redirect chains are bounded: a loop ends with a typed error naming the chain, not a hang.
@MainActor
@Suite struct InterceptorRedirectLoopTests {
    /// The number of redirects one request may go through.
    nonisolated static let limit = 8

    @Test func theBoundIsEightRedirects() {
        #expect(NavigationRouter<Screen>.redirectLimit == Self.limit)
    }

    /// An interceptor that sends `article(n)` on to `article(n + 1)` until `n` reaches `hops`.
    static func hopper(hops: Int, log: InterceptionLog) -> ScriptedInterceptor {
        ScriptedInterceptor("hop", log: log) { request in
            guard let hop = request.destinationContexts.first?.payload(as: Int.self), hop < hops else {
                return .proceed
            }
            return .redirect(
                NavigationRequest([.navigate(to: [.article(hop + 1)])], source: "hop"), keepingOriginal: true)
        }
    }

    @Test(arguments: [1, 7, limit])
    func chainsUpToTheLimitRun(hops: Int) async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [Self.hopper(hops: hops, log: log)]

        let report = try await shop.router.result(of: [.navigate(to: .article(0))]).get()

        #expect(report.redirectedBy == Array(repeating: "hop", count: hops))
        #expect(report.instructions == [.enter(.article(hops))])
        #expect(report.pendingRequest == [.navigate(to: [.article(0)])])
        #expect(log.asked.count == hops + 1)
        #expect(shop.path == "app > home > article(\(hops))")
    }

    @Test(arguments: [limit + 1, 100])
    func longerChainsFailAfterTheLimit(hops: Int) async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [Self.hopper(hops: hops, log: log)]

        let result = await shop.router.result(of: [.navigate(to: .article(0))])

        // The error names the whole chain; the report, the redirects that were followed.
        let chain = Array(repeating: "hop", count: Self.limit + 1)
        var followed = NavigationReport<Screen>()
        followed.redirectedBy = Array(chain.dropLast())
        #expect(result == .failure(NavigationFailure(.tooManyRedirects(chain), stepIndex: 0, report: followed)))
        #expect(log.asked.count == Self.limit + 1)
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > home")
    }

    @Test func anInterceptorThatRedirectsToItselfStops() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        shop.router.interceptors = [
            ScriptedInterceptor("ping", log: log) { _ in
                .redirect(NavigationRequest([.navigate(to: [.cart])], source: "ping"), keepingOriginal: true)
            }
        ]

        shop.router.enqueue(.navigate(to: [.cart]), completion: log.completion("ping"))

        await yieldUntil("the request ends") { log.completed == ["ping"] }
        let error = NavigationError<Screen>.tooManyRedirects(Array(repeating: "ping", count: Self.limit + 1))
        #expect(log.result("ping")?.mapError(\.cause) == .failure(error))
        #expect(
            error.description
                == "The request was redirected 9 times (ping -> ping -> ping -> ping -> ping -> ping -> ping -> ping -> ping); "
                + "an interceptor keeps redirecting to a request it redirects again.")
        #expect(log.entries(startingWith: "executed") == [])
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > home")
    }

    @Test func twoInterceptorsThatRedirectToEachOtherAreNamedInTurn() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor("ping", log: log, decide: ScriptedInterceptor.redirecting(.cart, to: [.catalog])),
            ScriptedInterceptor("pong", log: log, decide: ScriptedInterceptor.redirecting(.catalog, to: [.cart])),
        ]

        let result = await shop.router.result(of: [.navigate(to: [.cart])])

        let chain = ["ping", "pong", "ping", "pong", "ping", "pong", "ping", "pong", "ping"]
        #expect(result.mapError(\.cause) == .failure(.tooManyRedirects(chain)))
        #expect(shop.path == "app > home")
    }

    @Test func aLoginScreenThatNeedsSignInIsALoop() async throws {
        let shop = try TestShop()
        shop.router.interceptors = [
            SignInInterceptor(requiresSignIn: { _ in true }, isSignedIn: { false }, login: { _ in .login })
        ]

        let result = await shop.router.result(of: [.navigate(to: [.orders])])

        #expect(
            result.mapError(\.cause) == .failure(.tooManyRedirects(Array(repeating: "sign-in", count: Self.limit + 1))))
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > home")
    }

    @Test func aFallbackThatIsTurnedOffToo() async throws {
        let shop = try TestShop()
        let off: Set<Screen> = [.cart, .catalog]
        shop.router.interceptors = [
            FeatureFlagInterceptor(
                isEnabled: { !off.contains($0) }, fallback: { $0 == .cart ? [.catalog] : [.cart] })
        ]

        let result = await shop.router.result(of: [.navigate(to: [.cart])])

        let chain = Array(repeating: "feature-flags", count: Self.limit + 1)
        #expect(result.mapError(\.cause) == .failure(.tooManyRedirects(chain)))
        #expect(shop.path == "app > home")
    }

    @Test func theQueueGoesOnAfterALoop() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor("ping", log: log) { request in
                request.source == "loop"
                    ? .redirect(NavigationRequest([.navigate(to: [.cart])], source: "loop"), keepingOriginal: false)
                    : .proceed
            }
        ]

        shop.router.enqueue(.navigate(to: [.cart]), source: "loop", completion: log.completion("loop"))
        shop.router.enqueue(.navigate(to: [.catalog, .product(42)]), completion: log.completion("next"))

        await yieldUntil("both requests end") { log.completions.count == 2 }
        #expect(log.completed == ["loop", "next"])
        let loop = NavigationError<Screen>.tooManyRedirects(Array(repeating: "ping", count: Self.limit + 1))
        #expect(log.result("loop")?.mapError(\.cause) == .failure(loop))
        #expect(log.result("next").map(InterceptionLog.outcome) == "switchTo(catalog), enter(product(42))")
        #expect(shop.path == "app > catalog > product(42)")
    }
}
