import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Requests say what they do: navigate, select a tab, go back, go back to, close, open.
@MainActor
@Suite struct RequestVocabularyTests {
    /// A shop whose catalog tab shows a stack and whose home tab is selected.
    private func shopAwayFromItsCatalog() async throws -> TestShop {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        return shop
    }

    @Test func selectingATabKeepsItsStackAsATabTapDoes() async throws {
        let shop = try await shopAwayFromItsCatalog()
        let report = try await shop.router.perform(.selectTab(.catalog))
        #expect(report.instructions == [.switchTo(.catalog)])
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.violations == [])
    }

    @Test func navigatingToATabShowsItsRootScreen() async throws {
        let shop = try await shopAwayFromItsCatalog()
        let report = try await shop.router.perform(.navigate(to: .catalog))
        #expect(report.instructions == [.switchTo(.catalog), .leave(.product(42)), .leave(.category("shoes"))])
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }

    @Test func selectingWhatIsNotATabFails() async throws {
        let shop = try await shopAwayFromItsCatalog()
        await #expect(throws: NavigationFailure<Screen>(.notATab(.category("shoes")))) {
            try await shop.router.perform(.selectTab(.category("shoes")))
        }
        await #expect(throws: NavigationFailure<Screen>(.notATab(.orders))) {
            try await shop.router.perform(.selectTab(.orders))
        }
        #expect(shop.path == "app > home")
    }

    @Test func goingBackLeavesTheTopElement() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42), .cart]])
        #expect(try await shop.router.perform(.goBack).instructions == [.leave(.cart)])
        #expect(try await shop.router.perform(.goBack).instructions == [.leave(.product(42))])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(try await shop.router.perform(.goBack).instructions == [.leave(.category("shoes"))])
        await #expect(throws: NavigationFailure<Screen>(.nothingToGoBackTo(.catalog))) {
            try await shop.router.perform(.goBack)
        }
        #expect(shop.path == "app > catalog")
    }

    @Test func goingBackToAContextLeavesWhatIsAboveIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42), .cart]])
        let report = try await shop.router.perform(.goBack(to: .category("shoes")))
        #expect(report.instructions == [.leave(.cart), .leave(.product(42))])
        #expect(shop.path == "app > catalog > category(shoes)")
        await #expect(throws: NavigationFailure<Screen>(.notShown(.product(42)))) {
            try await shop.router.perform(.goBack(to: .product(42)))
        }
    }

    @Test func closingTakesTheElementAwayWithWhatIsAboveIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42), .cart]])
        let report = try await shop.router.perform(.close(.product(42)))
        #expect(report.instructions == [.leave(.cart), .leave(.product(42))])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    @Test func aContextExtensionNamedLikeAScreenIsNotAmbiguous() async throws {
        let shop = try TestShop()
        // `.search` is both a case of `Screen` and a static member of `NavigationContext`; with no
        // overload that takes a bare type, the call has one meaning.
        shop.registry.register(.search) { HeadlessScreen($0) }
        shop.router.factory = shop.registry
        try await shop.router.perform(.navigate(to: .search))
        #expect(shop.path == "app > home > search")
    }

    @Test func sourcesAreTypedAndAppsAddTheirOwn() async throws {
        let shop = try TestShop()
        var sources: [NavigationSource] = []
        shop.router.addObserver { event in
            if case .requestStarted(_, let request) = event { sources.append(request.source) }
        }
        try await shop.router.perform(.navigate(to: [.catalog]))
        try await shop.router.perform(.navigate(to: [.cart]), source: .widget)
        try await shop.router.perform(.close(.cart), source: .user)
        #expect(sources == [.app, .widget, .user])
        #expect(sources.map(\.description) == ["app", "widget", "user"])
        #expect(NavigationSource.interceptor("sign-in").rawValue == "interceptor:sign-in")
    }

    @Test func aRemovedObserverHearsNothingMore() async throws {
        let shop = try TestShop()
        var heard: [String] = []
        let observer = shop.router.addObserver { heard.append(Recorder.describe($0)) }
        try await shop.router.perform(.navigate(to: [.catalog]))
        shop.router.removeObserver(observer)
        try await shop.router.perform(.navigate(to: [.cart]))
        #expect(heard == ["started(1)", "executed(1, switchTo(catalog))", "ended(1, success)"])
    }

    @Test func stepsAreCountedFromZeroInMessagesAsInTheIndex() async throws {
        let shop = try TestShop()
        let request = NavigationRequest<Screen>([.navigate(to: [.catalog]), .close(.cart)])
        let failure = try #require(await shop.router.result(of: request).failure)
        #expect(failure.stepIndex == 1)
        #expect(request.steps[failure.stepIndex] == .close(.cart))
        #expect(failure.description.hasPrefix("step 1 failed: cart is not on the active path"))
    }

    /// Each verb is a step, spelt once: the router performs, queues and plans the same steps, a
    /// request is an array of them, and the source is the opened entry's unless given.
    @Test func theRouterPerformsQueuesAndPlansTheSameSteps() async throws {
        let url = try #require(URL(string: "shop://cart"))
        let sources: [(NavigationRequest<Screen>, NavigationSource)] = [
            ([.navigate(to: [.catalog])], .app),
            ([.open(url)], .deeplink),
            ([.open("shop://cart")], .deeplink),
            ([.open(.notification("orderShipped", payload: ["order": "7"]))], .notification),
            ([.navigate(to: .cart), .open(url)], .app),
            (NavigationRequest([.open(url)], source: "widget"), "widget"),
        ]
        for (request, source) in sources { #expect(request.source == source, "\(request)") }
        #expect(NavigationRequest<Screen>([.open(url)]) == [.open("shop://cart")])

        let shop = try await shopAwayFromItsCatalog()
        let plan = try shop.router.plan(.navigate(to: .cart), .goBack)
        #expect(!plan.instructions.isEmpty)
        #expect(plan.instructions == (try shop.router.plan([.navigate(to: .cart), .goBack])).instructions)
        var events: [String] = []
        let observation = shop.router.addObserver { event in
            if case .requestStarted(_, let request) = event { events.append("\(request.source.rawValue): \(request)") }
        }
        var queued: NavigationResult<Screen>?
        shop.router.enqueue(.selectTab(.catalog), source: .notification) { queued = $0 }
        try await shop.router.perform(.goBack(to: .catalog), .navigate(to: .cart), source: "widget")
        #expect(queued?.failure == nil)
        #expect(shop.path == "app > catalog > cart")
        #expect(events == ["notification: selectTab(catalog)", "widget: goBack(to: catalog); navigate(cart)"])
        _ = observation
        #expect(shop.violations == [])
    }
}

extension NavigationSource {
    /// An app's own source, as the docs show.
    static let widget: NavigationSource = "widget"
}

extension NavigationContext where ContextType == Screen {
    /// Named like the `search` case of `Screen`.
    static var search: Self { Self(.search) }
}
