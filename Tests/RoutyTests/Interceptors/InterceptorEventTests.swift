import Routy
import RoutyTestSupport
import Testing

/// What observers see of intercepted requests: the original request starts, the interceptors
/// decide, the request that runs instead executes, and the end says who redirected or rejected.
@MainActor
@Suite struct InterceptorEventTests {
    static let deeplink = NavigationRequest<Screen>(
        [.navigate(to: [.profile, .orders, .order(7)])], source: "deeplink")

    /// A shop behind a sign-in wall, logging the wall's calls and the router's events together.
    static func signInShop(isSignedIn: @escaping () -> Bool = { false }) throws -> (TestShop, InterceptionLog) {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        let wall = SignInInterceptor<Screen>(
            requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
            isSignedIn: isSignedIn,
            login: { _ in .login }
        )
        shop.router.interceptors = [
            ScriptedInterceptor("spy", log: log),
            ScriptedInterceptor("sign-in", log: log) { wall.intercept($0) },
        ]
        return (shop, log)
    }

    @Test func aRedirectedRequest() async throws {
        let (shop, log) = try Self.signInShop()

        _ = await shop.router.result(of: Self.deeplink)

        #expect(
            log.entries == [
                "started 1: navigate(profile, orders, order(7)) from deeplink",
                "spy asked: navigate(profile, orders, order(7)) from deeplink",
                "sign-in asked: navigate(profile, orders, order(7)) from deeplink",
                "spy asked: navigate(login) from interceptor:sign-in",
                "sign-in asked: navigate(login) from interceptor:sign-in",
                "executed 1: enter(login)",
                "ended 1: enter(login) (redirected by sign-in; pending: navigate(profile, orders, order(7)))",
            ])
    }

    @Test func theResumedRequestIsANewRequest() async throws {
        var isSignedIn = false
        let (shop, log) = try Self.signInShop(isSignedIn: { isSignedIn })
        _ = await shop.router.result(of: Self.deeplink)
        isSignedIn = true
        _ = await shop.router.result(of: [.close(.login)])

        _ = await shop.router.result(of: [.resumePending])

        #expect(
            Array(log.entries.dropFirst(7)) == [
                "started 2: close(login) from app",
                "spy asked: close(login) from app",
                "sign-in asked: close(login) from app",
                "executed 2: leave(login)",
                "ended 2: leave(login)",
                "started 3: resumePending from app",
                "spy asked: navigate(profile, orders, order(7)) from deeplink",
                "sign-in asked: navigate(profile, orders, order(7)) from deeplink",
                "executed 3: switchTo(profile)",
                "executed 3: enter(orders)",
                "executed 3: enter(order(7))",
                "ended 3: switchTo(profile), enter(orders), enter(order(7))",
            ])
    }

    @Test func aRejectedRequestStartsAndEndsWithNothingInBetween() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        shop.router.interceptors = [FeatureFlagInterceptor(isEnabled: { $0 != .cart })]

        _ = await shop.router.result(of: NavigationRequest([.navigate(to: [.cart])], source: "button"))

        #expect(
            log.entries == [
                "started 1: navigate(cart) from button",
                "ended 1: step 0 failed: The feature-flags interceptor rejected the request for [cart]: "
                    + "cart is turned off and has no fallback. (nothing had been executed)",
            ])
    }

    @Test func theEndedEventCarriesTheSameOutcomeAsTheCompletion() async throws {
        let (shop, _) = try Self.signInShop()
        var ended: [NavigationResult<Screen>] = []
        shop.router.addObserver { event in
            if case .requestEnded(_, let result) = event { ended.append(result) }
        }

        let result = await shop.router.result(of: Self.deeplink)

        #expect(ended == [result])
        let report = try result.get()
        #expect(report.redirectedBy == ["sign-in"] && report.pendingRequest == Self.deeplink)
    }

    @Test func aFallbackShowsWhoRedirected() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        shop.router.interceptors = [
            FeatureFlagInterceptor(name: "beta", isEnabled: { $0 != .cart }, fallback: { _ in [.catalog] })
        ]

        _ = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(
            log.entries == [
                "started 1: navigate(cart) from app",
                "executed 1: switchTo(catalog)",
                "ended 1: switchTo(catalog) (redirected by beta)",
            ])
    }
}
