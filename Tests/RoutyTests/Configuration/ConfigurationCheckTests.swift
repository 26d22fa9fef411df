import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `router.checkConfiguration(serverRoutes:)` finds what is wrong with how an app set up its
/// navigation, before a user runs into it.
@MainActor
@Suite struct ConfigurationCheckTests {
    /// The test shop with deeplinks that each have an example and build their links back, a
    /// sign-in wall, and server routes: nothing to find.
    static func cleanShop() throws -> TestShop {
        let shop = try TestShop()
        shop.router.deeplinks = cleanLinks
        shop.router.interceptors = [
            SignInInterceptor(requiresSignIn: { $0.type == .orders }, isSignedIn: { false }, login: { _ in .login })
        ]
        return shop
    }

    /// Deeplinks that each have an example and build their links back.
    static var cleanLinks: DeeplinkTable<Screen> {
        var links = DeeplinkTable<Screen>()
        links.register("shop://catalog/:category", example: "shop://catalog/shoes") { link in
            [.catalog, .category(try link.value("category"))]
        } link: { contexts in
            guard contexts.map(\.type) == [.catalog, .category], let slug = contexts[1].payload(as: String.self)
            else { return nil }
            return ["category": slug]
        }
        links.register("shop://orders/:id", example: "shop://orders/7") { link in
            [.profile, .orders, .order(try link.value("id"))]
        }
        links.register("shop://cart", example: "shop://cart") { _ in [.cart] }
        return links
    }

    static var routes: ServerRouteRegistry<Screen> {
        var routes = ServerRouteRegistry<Screen>()
        routes.register("product", as: .product, payload: Int.self)
        routes.register("cart", as: .cart)
        return routes
    }

    @Test func aCleanConfigurationHasNoFinding() throws {
        let shop = try Self.cleanShop()
        #expect(shop.router.checkConfiguration(serverRoutes: Self.routes) == [])
    }

    /// A resolver of the app's own, which the check cannot look into.
    struct NoLinks: DeeplinkResolver {
        func contexts(for link: String) throws(DeeplinkError) -> [Context] { throw .noMatch(link) }
    }

    @Test func theDeeplinkTableIsCheckedWhenGivenOrWhenItIsTheRoutersResolver() throws {
        let shop = try TestShop(unregistered: [.search])
        let broken = Self.brokenLinks()

        shop.router.deeplinks = NoLinks()
        let withoutTable = shop.router.checkConfiguration()
        let given = shop.router.checkConfiguration(deeplinks: broken)
        shop.router.deeplinks = broken
        let fromTheRouter = shop.router.checkConfiguration()

        #expect(withoutTable == [])
        #expect(given.count == 10)
        #expect(given.contains(.deeplinkWithoutExample("shop://bare")))
        #expect(given.contains(.noMaker(.search, reachedFrom: [.deeplink("shop://search/:text")])))
        #expect(
            given.contains(
                .exampleDoesNotRoundTrip(
                    "shop://search/:text", example: "shop://search/red",
                    contexts: [Context(.search, payload: "red")],
                    .linkFailed(.missingParameter("text", url: "shop://search/:text", available: ["query"])))))
        #expect(fromTheRouter == given)
    }

    @Test func eachProblemOfABrokenConfigurationIsAFinding() throws {
        let shop = try TestShop(unregistered: [.help, .search, .account])
        let links = Self.brokenLinks()
        shop.router.deeplinks = links
        var routes = Self.routes
        routes.register("help", as: .help)
        routes.register("cart", as: .cart)
        shop.router.interceptors = [
            // account and help redirect to each other: a cycle.
            ScriptedInterceptor(
                "ping", log: InterceptionLog(), decide: ScriptedInterceptor.redirecting(.account, to: [Context(.help)])),
            ScriptedInterceptor(
                "pong", log: InterceptionLog(), decide: ScriptedInterceptor.redirecting(.help, to: [Context(.account)])),
            // each article leads to the next one, never twice the same.
            ScriptedInterceptor("next", log: InterceptionLog()) { request in
                guard let id = request.destinationContexts.first?.payload(as: Int.self),
                    request.destinationContexts.first?.type == .article
                else { return .proceed }
                return .redirect([.navigate(to: .article(id + 1))], keepingOriginal: false)
            },
        ]

        let findings = shop.router.checkConfiguration(serverRoutes: routes)

        #expect(
            findings.map(\.description) == [
                "`shop://dup/:a` and `shop://dup/:b` match the same links, so `shop://dup/:b` never matches; remove "
                    + "one, or make them differ by a constant segment.",
                "The deeplink pattern `shop://bare` has no example link, so it cannot be checked; register it with "
                    + "`example:`, a link it matches.",
                "The example `shop://nowhere` of the deeplink pattern `shop://wrong` does not open: No deeplink "
                    + "pattern matches `shop://nowhere`. Register a pattern for it, or check the link's scheme, host "
                    + "and path.",
                "The example `shop://product/seven` of the deeplink pattern `shop://product/:id` does not open: The "
                    + "parameter `id` of `shop://product/seven` is `seven`, which is not a valid Int. Fix the link, or "
                    + "ask for a type that accepts this value.",
                "The example `shop://articles/7` of the deeplink pattern `shop://articles/:id` matches "
                    + "`shop://articles/7` instead; fix the example, or make the patterns differ.",
                "The example `shop://orders/7` of the deeplink pattern `shop://orders/:id` opens [order(7)], but no "
                    + "`link` closure builds a link for them, although the pattern has one. Fix the `link` closure so "
                    + "that the link it builds opens the same contexts.",
                "The example `shop://category/shoes` of the deeplink pattern `shop://category/:slug` opens "
                    + "[category(shoes)], but the link built for them, `shop://category/boots`, opens "
                    + "[category(boots)]. Fix the `link` closure so that the link it builds opens the same contexts.",
                "The example `shop://search/red` of the deeplink pattern `shop://search/:text` opens [search(red)], "
                    + "but building their link fails: `shop://search/:text` has no parameter `text` (it has `query`). "
                    + "Check the parameter names of the pattern and its closures. Fix the `link` closure so that the "
                    + "link it builds opens the same contexts.",
                "The example `shop://order/3` of the deeplink pattern `shop://order/:id` opens [order(3)], but the "
                    + "link built for them, `shop://order/three`, does not open: The parameter `id` of "
                    + "`shop://order/three` is `three`, which is not a valid Int. Fix the link, or ask for a type that "
                    + "accepts this value. Fix the `link` closure so that the link it builds opens the same contexts.",
                "The server route names `cart` are registered more than once; the first registration of each is "
                    + "used. Remove the others.",
                "Interceptors redirect in a cycle: [help] -> (pong) [account] -> (ping) [help]; such a request "
                    + "fails with tooManyRedirects. Make one of them proceed for the request it redirects to.",
                "Interceptors redirect 9 times without stopping: [article(7)] -> (next) [article(8)] -> (next) "
                    + "[article(9)] -> (next) [article(10)] -> (next) [article(11)] -> (next) [article(12)] -> (next) "
                    + "[article(13)] -> (next) [article(14)] -> (next) [article(15)] -> (next) [article(16)]; make one "
                    + "of them proceed for the request it redirects to.",
                "No element factory can make 'search', which the deeplink `shop://search/:text` leads to; register a "
                    + "maker for it.",
                "No element factory can make 'help', which the server route `help` and the ping interceptor's "
                    + "redirect lead to; register a maker for it.",
                "No element factory can make 'account', which the pong interceptor's redirect leads to; register a "
                    + "maker for it.",
            ])
        #expect(findings.contains(.deeplinkWithoutExample("shop://bare")))
        #expect(
            findings.contains(.noMaker(.help, reachedFrom: [.serverRoute("help"), .redirect(interceptor: "ping")])))
        #expect(
            findings.contains(
                .redirectCycle(
                    from: [Context(.help)],
                    through: [
                        .init(interceptor: "pong", contexts: [Context(.account)]),
                        .init(interceptor: "ping", contexts: [Context(.help)]),
                    ])))
    }

    /// One pattern for each problem a deeplink can have.
    static func brokenLinks() -> DeeplinkTable<Screen> {
        var links = DeeplinkTable<Screen>()
        // Ambiguous: the second never matches.
        links.register("shop://dup/:a", example: "shop://dup/1") { _ in [.cart] }
        links.register("shop://dup/:b", example: "shop://dup/2") { _ in [.cart] }
        // No example.
        links.register("shop://bare") { _ in [.cart] }
        // An example that no pattern matches, and one the closure rejects.
        links.register("shop://wrong", example: "shop://nowhere") { _ in [.cart] }
        links.register("shop://product/:id", example: "shop://product/seven") { link in [.product(try link.value("id"))]
        }
        // An example that a more specific pattern takes.
        links.register("shop://articles/7", example: "shop://articles/7") { _ in [.article(7)] }
        links.register("shop://articles/:id", example: "shop://articles/7") { link in [.article(try link.value("id"))] }
        // A link closure that builds no link for its own example.
        links.register("shop://orders/:id", example: "shop://orders/7") { link in
            [.order(try link.value("id"))]
        } link: { _ in
            nil
        }
        // A link closure that builds another link.
        links.register("shop://category/:slug", example: "shop://category/shoes") { link in
            [.category(try link.value("slug"))]
        } link: { contexts in
            contexts.first?.type == .category ? ["slug": "boots"] : nil
        }
        // A link closure that names a parameter the pattern does not have; search has no maker.
        links.register("shop://search/:text", example: "shop://search/red") { link in
            [Context(.search, payload: try link.value("text", as: String.self))]
        } link: { contexts in
            contexts.first?.type == .search ? ["query": "red"] : nil
        }
        // A link closure whose link does not open: the value is no number.
        links.register("shop://order/:id", example: "shop://order/3") { link in
            [.order(try link.value("id"))]
        } link: { contexts in
            contexts == [.order(3)] ? ["id": "three"] : nil
        }
        return links
    }

    @Test func aSuspendingInterceptorCountsAsProceeding() throws {
        let shop = try Self.cleanShop()
        shop.router.interceptors.append(
            ScriptedInterceptor("remote", log: InterceptionLog(), gate: InterceptorGate()))
        #expect(shop.router.checkConfiguration() == [])
    }

    @Test func tabsAndTheRootNeedNoMaker() throws {
        // The test shop shows app, home, catalog and profile itself; the deeplink leads there.
        let shop = try TestShop(unregistered: [.app, .home, .catalog, .profile])
        var links = DeeplinkTable<Screen>()
        links.register("shop://home", example: "shop://home") { _ in [.app, .home] }
        #expect(shop.router.checkConfiguration(deeplinks: links) == [])
    }

    @Test func aKnownTypeOfAContextTypeThatIsNotCaseIterableIsAskedAbout() throws {
        let tree = RoutingTree()
        let window = HeadlessWindow<String>(tree: tree)
        try window.show(HeadlessStack(NavigationContext("home")))
        let router = NavigationRouter(tree: tree, factory: NavigationElementRegistry<String>())
        router.interceptors = [
            FeatureFlagInterceptor(isEnabled: { $0 != "beta" }, fallback: { _ in [NavigationContext("legacy")] })
        ]
        #expect(router.checkConfiguration() == [])
        #expect(
            router.checkConfiguration(knownTypes: ["beta"]).map(\.description) == [
                "No element factory can make 'legacy', which the feature-flags interceptor's redirect leads to; "
                    + "register a maker for it."
            ])
        _ = window
    }
}
