import Routy
import RoutyTestSupport
import Testing

/// Screens behind feature flags: a fallback when there is one, a typed rejection when not.
@MainActor
@Suite struct InterceptorFeatureFlagTests {
    /// Flags, a request, and what the request does.
    struct Flags: Sendable, CustomTestStringConvertible {
        var name: String
        var disabled: Set<Screen>
        var fallbacks: [Screen: [Context]] = [:]
        var request: [Context]
        /// The printed report or failure.
        var outcome: String
        var path: String
        var testDescription: String { name }
    }

    nonisolated static let table: [Flags] = [
        Flags(
            name: "a disabled screen with a fallback shows the fallback",
            disabled: [.cart], fallbacks: [.cart: [.catalog]], request: [.cart],
            outcome: "switchTo(catalog) (redirected by feature-flags)", path: "app > catalog"
        ),
        Flags(
            name: "a fallback is a sequence, planned as a whole",
            disabled: [.product], fallbacks: [.product: [.catalog, .category("shoes")]],
            request: [.catalog, .category("bags"), .product(42)],
            outcome: "switchTo(catalog), enter(category(shoes)) (redirected by feature-flags)",
            path: "app > catalog > category(shoes)"
        ),
        Flags(
            name: "a disabled screen without a fallback is rejected",
            disabled: [.cart], request: [.cart],
            outcome: "step 0 failed: The feature-flags interceptor rejected the request for [cart]: "
                + "cart is turned off and has no fallback. (nothing had been executed)",
            path: "app > home"
        ),
        Flags(
            name: "an empty fallback counts as none",
            disabled: [.cart], fallbacks: [.cart: []], request: [.cart],
            outcome: "step 0 failed: The feature-flags interceptor rejected the request for [cart]: "
                + "cart is turned off and has no fallback. (nothing had been executed)",
            path: "app > home"
        ),
        Flags(
            name: "the first disabled context of the request decides",
            disabled: [.category, .product], fallbacks: [.product: [.cart]],
            request: [.catalog, .category("shoes"), .product(42)],
            outcome: "step 0 failed: The feature-flags interceptor rejected the request for "
                + "[catalog, category(shoes), product(42)]: category(shoes) is turned off and has no fallback. "
                + "(nothing had been executed)",
            path: "app > home"
        ),
        Flags(
            name: "requests for enabled screens proceed",
            disabled: [.cart], fallbacks: [.cart: [.home]], request: [.catalog, .product(42)],
            outcome: "switchTo(catalog), enter(product(42))", path: "app > catalog > product(42)"
        ),
    ]

    @Test(arguments: table)
    func flags(_ flags: Flags) async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        shop.router.interceptors = [
            FeatureFlagInterceptor(isEnabled: { !flags.disabled.contains($0) }, fallback: { flags.fallbacks[$0] })
        ]

        let result = await shop.router.result(of: NavigationRequest([.navigate(to: flags.request)], source: "deeplink"))

        #expect(InterceptionLog.outcome(result) == flags.outcome)
        #expect(shop.path == flags.path)
        #expect(shop.router.pendingRequest == nil)
        if case .success(let report) = result { #expect(report.pendingRequest == nil) }
    }

    @Test func aRejectionNamesTheInterceptorAndExecutesNothing() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        shop.router.interceptors = [FeatureFlagInterceptor(name: "beta-features", isEnabled: { $0 != .cart })]

        let result = await shop.router.result(of: [.navigate(to: [.cart])])

        let error = rejected(by: "beta-features", [.cart], reason: "cart is turned off and has no fallback")
        #expect(result == .failure(NavigationFailure(error, stepIndex: 0, report: .init())))
        #expect(
            error.description
                == "The beta-features interceptor rejected the request for [cart]: "
                + "cart is turned off and has no fallback.")
        #expect(log.entries(startingWith: "executed") == [])
        #expect(shop.made.isEmpty)
        #expect(shop.path == "app > home")
    }

    @Test func flagsAreReadForEachRequest() async throws {
        let shop = try TestShop()
        var cartIsEnabled = false
        shop.router.interceptors = [FeatureFlagInterceptor(isEnabled: { $0 != .cart || cartIsEnabled })]

        let before = await shop.router.result(of: [.navigate(to: [.cart])])
        cartIsEnabled = true
        let after = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(
            before.mapError(\.cause)
                == .failure(rejected(by: "feature-flags", [.cart], reason: "cart is turned off and has no fallback")))
        #expect(after.map(\.instructions) == .success([.enter(.cart)]))
    }

    @Test func aScreenTurnedOffWhileShownCanStillBeClosed() async throws {
        let shop = try TestShop()
        var cartIsEnabled = true
        shop.router.interceptors = [FeatureFlagInterceptor(isEnabled: { $0 != .cart || cartIsEnabled })]
        _ = try await shop.router.result(of: [.navigate(to: [.cart])]).get()
        cartIsEnabled = false

        let report = try await shop.router.result(of: [.close(.cart)]).get()

        #expect(report.instructions == [.leave(.cart)])
        #expect(shop.path == "app > home")
    }

    /// The order of a sign-in wall and a flag that turns orders off (no fallback).
    @Test(arguments: [false, true])
    func withASignInWall(flagsFirst: Bool) async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        var isSignedIn = false
        let signIn = SignInInterceptor<Screen>(
            requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
            isSignedIn: { isSignedIn },
            login: { _ in .login }
        )
        let flags = FeatureFlagInterceptor<Screen>(isEnabled: { $0 != .order })
        shop.router.interceptors = flagsFirst ? [flags, signIn] : [signIn, flags]
        let deeplink = NavigationRequest<Screen>([.navigate(to: [.profile, .orders, .order(7)])], source: "deeplink")
        let turnedOff = rejected(
            by: "feature-flags", [.profile, .orders, .order(7)], reason: "order(7) is turned off and has no fallback")

        let first = await shop.router.result(of: deeplink)

        if flagsFirst {
            // The flag decides first: no login for a screen that cannot be shown anyway.
            #expect(first.mapError(\.cause) == .failure(turnedOff))
            #expect(shop.router.pendingRequest == nil)
            #expect(shop.path == "app > home")
        } else {
            // The wall decides first; the flag is asked again when the request is resumed.
            #expect(first.map(\.redirectedBy) == .success(["sign-in"]))
            isSignedIn = true
            _ = try await shop.router.result(of: [.close(.login)]).get()
            let resumed = await shop.router.result(of: [.resumePending])
            #expect(resumed.mapError(\.cause) == .failure(turnedOff))
            #expect(shop.router.pendingRequest == nil)
            #expect(shop.path == "app > home")
        }
    }
}

/// The error of `name`'s rejection, for `reason`, of a request that navigates to `contexts`.
private func rejected(by name: String, _ contexts: [Context], reason: String) -> NavigationError<Screen> {
    .rejected(by: name, contexts: contexts, underlying: UnderlyingError(NavigationRejection(reason: reason)))
}
