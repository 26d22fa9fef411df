import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// One call opens a link through the router: link errors are navigation failures, and events say
/// the request came from a deeplink.
@MainActor
@Suite struct DeeplinkRoutingTests {
    private func shopWithLinks() throws -> TestShop {
        let shop = try TestShop()
        var links = DeeplinkTable<Screen>()
        links.register("shop://catalog/:category/:product") { link in
            [.catalog, .category(try link.value("category", as: String.self)), .product(try link.value("product"))]
        }
        shop.router.deeplinks = links
        return shop
    }

    @Test func openingALinkRoutesToItsContexts() async throws {
        let shop = try shopWithLinks()
        let recorder = Recorder()
        var sources: [NavigationSource] = []
        shop.router.addObserver { event in
            if case .requestStarted(_, let request) = event { sources.append(request.source) }
        }
        recorder.observe(shop.router)

        let report = try await shop.router.perform(.open("shop://catalog/shoes/42"))
        #expect(report.instructions == [.switchTo(.catalog), .enter(.category("shoes")), .enter(.product(42))])
        #expect(
            try await shop.router.perform(.open(#require(URL(string: "shop://catalog/shoes/43")))).instructions == [
                .update(from: .product(42), to: .product(43))
            ])
        #expect(sources == [.deeplink, .deeplink])
        #expect(shop.path == "app > catalog > category(shoes) > product(43)")
    }

    /// Synchronous code opens a URL as async code does: `enqueue(.open(url))` beside
    /// `await open(url)`, one spelling.
    @Test func aURLIsEnqueuedAsItIsAwaited() async throws {
        let shop = try shopWithLinks()
        let url = try #require(URL(string: "shop://catalog/shoes/42"))
        #expect(NavigationRequest<Screen>([.open(url)]) == [.open("shop://catalog/shoes/42")])
        #expect(NavigationRequest<Screen>([.open(url)]).source == .deeplink)
        let result = await withCheckedContinuation { continuation in
            shop.router.enqueue(.open(url)) { continuation.resume(returning: $0) }
        }
        let report = try result.get()
        #expect(report.instructions == [.switchTo(.catalog), .enter(.category("shoes")), .enter(.product(42))])
    }

    @Test(
        "a link that cannot be read or matched fails as a navigation failure and changes nothing",
        arguments: [
            (
                "shop://catalog/shoes/forty-two",
                DeeplinkError.badParameter(
                    "product", value: "forty-two", expected: "Int", url: "shop://catalog/shoes/forty-two")
            ),
            ("shop://nowhere", .noMatch("shop://nowhere")),
            (
                "shop://cat alog",
                .malformedURL("shop://cat alog", reason: "it contains a space or control character (U+20)")
            ),
        ])
    func badLinks(link: String, error: DeeplinkError) async throws {
        let shop = try shopWithLinks()
        let recorder = Recorder()
        recorder.observe(shop.router)
        let failure = try #require(await shop.router.result(of: [.open(link)]).failure)
        #expect(failure == NavigationFailure(.input(UnderlyingError(error))))
        #expect(failure.cause.deeplinkError == error)
        #expect(failure.cause.inputError(as: NavigationSnapshotError.self) == nil)
        // The message is the deeplink error's own, as it was when the router named deeplinks.
        #expect(failure.cause.description == error.description)
        #expect(recorder.events == ["started(1)", "ended(1, \(error))"])
        #expect(shop.path == "app > home")
    }

    @Test func aLinkInAMultiStepRequestFailsAtItsStep() async throws {
        let shop = try shopWithLinks()
        let request = NavigationRequest<Screen>([.navigate(to: [.profile]), .open("shop://nowhere")])
        let failure = try #require(await shop.router.result(of: request).failure)
        #expect(failure.stepIndex == 1)
        #expect(failure.cause.deeplinkError == .noMatch("shop://nowhere"))
        #expect(
            failure.description
                == "step 1 failed: No deeplink pattern matches `shop://nowhere`. Register a pattern for it, or "
                + "check the link's scheme, host and path. (nothing had been executed)")
        #expect(shop.path == "app > home", "links are read before the request runs any step")
    }

    /// A resolver that is not a table: a few links, each for fixed contexts.
    struct FixedLinks: DeeplinkResolver {
        var links: [String: [Context]]

        func contexts(for link: String) throws(DeeplinkError) -> [Context] {
            guard let contexts = links[link] else { throw .noMatch(link) }
            return contexts
        }
    }

    @Test func aResolverOfTheAppsOwnOpensLinksAsATableDoes() async throws {
        let shop = try TestShop()
        shop.router.deeplinks = FixedLinks(links: ["promo:spring": [.catalog, .product(7)]])

        let report = try await shop.router.perform(.open("promo:spring"))
        let failure = try #require(await shop.router.result(of: [.open("promo:autumn")]).failure)

        #expect(report.instructions == [.switchTo(.catalog), .enter(.product(7))])
        #expect(failure.cause.deeplinkError == .noMatch("promo:autumn"))
        #expect(shop.path == "app > catalog > product(7)")
    }

    @Test func aRouterWithoutResolverMatchesNoLink() async throws {
        let shop = try TestShop()
        let failure = try #require(await shop.router.result(of: [.open("shop://cart")]).failure)
        #expect(failure.cause.deeplinkError == .noMatch("shop://cart"))
        #expect(shop.path == "app > home")
    }

    @Test func anInterceptorSeesTheContextsALinkStandsFor() async throws {
        let shop = try shopWithLinks()
        let log = InterceptionLog()
        shop.router.interceptors = [ScriptedInterceptor("spy", log: log)]
        try await shop.router.perform(.open("shop://catalog/shoes/42"))
        #expect(log.asked == ["spy: navigate(catalog, category(shoes), product(42)) from deeplink"])
    }

    @Test func aRejectionCarriesTheContextsAndTheInterceptorsError() async throws {
        struct OutOfStock: Error, Equatable { var product: Int }
        let shop = try shopWithLinks()
        shop.router.interceptors = [
            ScriptedInterceptor("stock", log: InterceptionLog()) { request in
                request.destinationContexts.contains(.product(42)) ? .reject(OutOfStock(product: 42)) : .proceed
            }
        ]
        let failure = try #require(await shop.router.result(of: [.open("shop://catalog/shoes/42")]).failure)
        guard case .rejected(let name, let contexts, let underlying) = failure.cause else {
            Issue.record("not a rejection: \(failure.cause)")
            return
        }
        #expect(name == "stock")
        #expect(contexts == [.catalog, .category("shoes"), .product(42)])
        #expect(underlying.error as? OutOfStock == OutOfStock(product: 42))
    }
}
