import Foundation
import Portus
import Routy
import RoutyHeadless
import Testing

/// One call opens a link through the router: link errors are navigation failures, and events say
/// the request came from a deeplink.
@MainActor
@Suite struct DeeplinkRoutingTests {
    private func shopWithLinks() throws -> TestShop {
        let shop = try TestShop()
        shop.router.deeplinks.register("shop://catalog/:category/:product") { link in
            [.catalog, .category(try link.value("category", as: String.self)), .product(try link.value("product"))]
        }
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

        let report = try await shop.router.open("shop://catalog/shoes/42")
        #expect(report.instructions == [.switchTo(.catalog), .enter(.category("shoes")), .enter(.product(42))])
        #expect(
            try await shop.router.open(#require(URL(string: "shop://catalog/shoes/43"))).instructions == [
                .update(from: .product(42), to: .product(43))
            ])
        #expect(sources == [.deeplink, .deeplink])
        #expect(shop.path == "app > catalog > category(shoes) > product(43)")
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
        await #expect(throws: NavigationFailure<Screen>(.deeplink(error))) { try await shop.router.open(link) }
        #expect(recorder.events == ["started(1)", "ended(1, \(NavigationError<Screen>.deeplink(error)))"])
        #expect(shop.path == "app > home")
    }

    @Test func aLinkInAMultiStepRequestFailsAtItsStep() async throws {
        let shop = try shopWithLinks()
        let request = NavigationRequest<Screen>([.navigate(to: [.profile]), .open("shop://nowhere")])
        let failure = try #require(await shop.router.result(of: request).failure)
        #expect(failure.stepIndex == 1)
        #expect(failure.error == .deeplink(.noMatch("shop://nowhere")))
        #expect(shop.path == "app > home", "links are read before the request runs any step")
    }

    @Test func anInterceptorSeesTheContextsALinkStandsFor() async throws {
        let shop = try shopWithLinks()
        let log = InterceptionLog()
        shop.router.interceptors = [ScriptedInterceptor("spy", log: log)]
        try await shop.router.open("shop://catalog/shoes/42")
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
        let failure = try #require(await shop.router.result(of: .open("shop://catalog/shoes/42")).failure)
        guard case .rejected(let name, let contexts, let underlying) = failure.error else {
            Issue.record("not a rejection: \(failure.error)")
            return
        }
        #expect(name == "stock")
        #expect(contexts == [.catalog, .category("shoes"), .product(42)])
        #expect(underlying.error as? OutOfStock == OutOfStock(product: 42))
    }
}
