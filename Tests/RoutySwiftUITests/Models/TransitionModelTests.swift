import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A context type's custom transition in SwiftUI: the screen carries it from the factory, and the
/// stack gives it to the view of the pushed context.
@MainActor
@Suite struct TransitionModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPushedScreenCarriesTheTransitionItsTypeRegistered() async throws {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.product) { SwiftUIScreen($0, transition: .zoom(sourceID: $0.description)) }
        registry.register(.article) { SwiftUIScreen($0) }
        shop.router.factory = registry

        try await shop.setUp([[.home, .article(1), .product(2)]])

        #expect(shop.home.transition(for: .product(2)) == .zoom(sourceID: "product(2)"))
        #expect(shop.home.transition(for: .product(2)).zoomSourceID == "product(2)")
        #expect(shop.home.transition(for: .article(1)) == .automatic)
        #expect(shop.home.transition(for: .home) == .automatic)
        #expect(shop.home.transition(for: .product(3)) == .automatic)
    }

    @Test func aTransitionPrintsWhatItIs() {
        #expect(SwiftUITransition.automatic.description == "automatic")
        #expect(SwiftUITransition.zoom(sourceID: "hero").description == "zoom(hero)")
        #expect(SwiftUITransition.automatic.zoomSourceID == nil)
    }
}
