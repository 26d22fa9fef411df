import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A context type's custom transition in SwiftUI: the screen carries it from the factory; the
/// stack gives it to the view of the pushed context, the modal to the view of the presented one.
@MainActor
@Suite struct TransitionModelTests {
    /// The shop, with the factory `register` fills.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func makeShop(register: (inout NavigationElementRegistry<Screen>) -> Void) throws -> SwiftUIShop {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        register(&registry)
        shop.router.factory = registry
        return shop
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPushedScreenCarriesTheTransitionItsTypeRegistered() async throws {
        let shop = try makeShop { registry in
            registry.register(.product) { SwiftUIScreen($0, transition: .zoom(sourceID: $0.description)) }
            registry.register(.article) { SwiftUIScreen($0) }
        }

        try await shop.setUp([[.home, .article(1), .product(2)]])

        #expect(shop.home.transition(for: .product(2)) == .zoom(sourceID: "product(2)"))
        #expect(shop.home.transition(for: .product(2)).zoomSourceID == "product(2)")
        #expect(shop.home.transition(for: .article(1)) == .automatic)
        #expect(shop.home.transition(for: .home) == .automatic)
        #expect(shop.home.transition(for: .product(3)) == .automatic)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        (NavigationPresentation.modal(.sheet), SwiftUIModalStyle.sheet, SwiftUITransition.zoom(sourceID: "cart")),
        (.modal(.fullScreen), .fullScreenCover, .zoom(sourceID: "cart")),
        (.modal(.popover), .popover, .automatic),
    ])
    func aPresentedScreenCarriesTheTransitionItsTypeRegistered(
        presentation: NavigationPresentation, style: SwiftUIModalStyle, transition: SwiftUITransition
    ) async throws {
        let shop = try makeShop { registry in
            registry.register(.cart, presentation: presentation) {
                SwiftUIScreen($0, transition: .zoom(sourceID: "cart"))
            }
        }
        #expect(shop.tabs.modal.transition == .automatic)

        try await shop.router.perform(.navigate(to: [.catalog, .cart]))

        #expect(shop.tabs.modal.style == style)
        #expect(shop.tabs.modal.transition == transition)
        shop.tabs.modal.presented = nil  // the user pulls the sheet down
        #expect(shop.tabs.modal.transition == .automatic)
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aModalWithoutATransitionAndAFlowKeepSwiftUIsOwn() async throws {
        let shop = try makeShop { registry in
            registry.register(.cart, presentation: .modal) { SwiftUIScreen($0) }
            registry.register(.login, presentation: .modal) { SwiftUIStack($0) }
        }

        try await shop.router.perform(.navigate(to: [.catalog, .cart]))
        #expect(shop.tabs.modal.transition == .automatic)
        shop.tabs.modal.presented = nil
        try await shop.router.perform(.navigate(to: [.catalog, .login]))
        #expect(shop.tabs.modal.presented == .login)
        #expect(shop.tabs.modal.transition == .automatic)
    }

    @Test func aTransitionPrintsWhatItIs() {
        #expect(SwiftUITransition.automatic.description == "automatic")
        #expect(SwiftUITransition.zoom(sourceID: "hero").description == "zoom(hero)")
        #expect(SwiftUITransition.automatic.zoomSourceID == nil)
    }
}
