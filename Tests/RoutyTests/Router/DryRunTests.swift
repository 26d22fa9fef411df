import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A dry run builds no element and shows what the interceptors decide.
@MainActor
@Suite struct DryRunTests {
    @Test func aDryRunMakesNoElement() async throws {
        let shop = try TestShop()
        let plan = try shop.router.plan(.navigate(to: [.catalog, .category("shoes"), .product(42), .cart]))
        #expect(
            plan.instructions == [
                .switchTo(.catalog), .enter(.category("shoes")), .enter(.product(42)), .enter(.cart),
            ])
        #expect(plan.reused == [.catalog])
        #expect(shop.madeCount == 0)
        #expect(shop.path == "app > home")
    }

    @Test func aDryRunSaysHowTheFactoryPresents() async throws {
        let shop = try TestShop()
        shop.registry.register(.product, presentation: .root) { HeadlessScreen($0) }
        shop.router.factory = shop.registry
        // Nothing on the active path can set a new root but the window, and it has one.
        await #expect(throws: NavigationFailure<Screen>(.cannotPresent(.product(42), .root))) {
            try shop.router.plan(.navigate(to: [.catalog, .product(42)]))
        }
        #expect(shop.madeCount == 0)
    }

    @Test func aDryRunShowsTheSignInRedirect() async throws {
        let shop = try TestShop()
        var signedIn = false
        shop.router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { [.profile, .orders].contains($0.type) }, isSignedIn: { signedIn },
                login: { _ in .login })
        ]
        let signedOut = try shop.router.plan(.navigate(to: [.profile, .orders]))
        #expect(signedOut.instructions == [.enter(.login)])
        #expect(signedOut.redirectedBy == ["sign-in"])
        #expect(signedOut.pendingRequest == [.navigate(to: [.profile, .orders])])
        #expect(shop.router.pendingRequest == nil, "a dry run keeps nothing pending")

        signedIn = true
        let plan = try shop.router.plan(.navigate(to: [.profile, .orders]))
        #expect(plan.instructions == [.switchTo(.profile), .enter(.orders)])
        #expect(plan.redirectedBy == [])
        #expect(try await shop.router.perform(.navigate(to: [.profile, .orders])) == plan)
    }

    @Test func aDryRunShowsARejection() throws {
        let shop = try TestShop()
        shop.router.interceptors = [FeatureFlagInterceptor(isEnabled: { $0 != .cart })]
        let rejection = NavigationRejection(reason: "cart is turned off and has no fallback")
        #expect(
            throws: NavigationFailure<Screen>(
                .rejected(by: "feature-flags", contexts: [.cart], underlying: UnderlyingError(rejection)))
        ) { try shop.router.plan(.navigate(to: [.cart])) }
    }

    @Test func aSuspendingInterceptorPlansAsProceeding() throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: InterceptorGate())]
        #expect(try shop.router.plan(.navigate(to: [.cart])).instructions == [.enter(.cart)])
    }

    @Test func aDryRunReadsLinksAndThePendingRequestWithoutTakingIt() throws {
        let shop = try TestShop()
        var links = DeeplinkTable<Screen>()
        links.register("shop://catalog/:category") { link in
            [.catalog, .category(try link.value("category", as: String.self))]
        }
        shop.router.deeplinks = links
        let plan = try shop.router.plan(.open("shop://catalog/shoes"))
        #expect(plan.instructions == [.switchTo(.catalog), .enter(.category("shoes"))])
        #expect(try shop.router.plan(.resumePending).instructions == [])
    }
}
