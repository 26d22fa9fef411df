import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The router's modal style decides which binding of the modal model shows the element: a style
/// registered with the type wins over the element's own; a type registered per width class is
/// pushed or presented as the window's width says.
@MainActor
@Suite struct ModalStyleModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func shop(cart presentation: NavigationPresentation) throws -> SwiftUIShop {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.cart, presentation: presentation) { SwiftUIScreen($0, modalStyle: .sheet) }
        shop.router.factory = registry
        return shop
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        (NavigationPresentation.modal, SwiftUIModalStyle.sheet),
        (.modal(.sheet), .sheet),
        (.modal(.formSheet), .sheet),
        (.modal(.fullScreen), .fullScreenCover),
        (.modal(.popover), .popover),
    ])
    func theStyleChoosesTheBinding(presentation: NavigationPresentation, style: SwiftUIModalStyle) async throws {
        let shop = try Self.shop(cart: presentation)
        try await shop.router.perform(.navigate(to: [.catalog, .cart]))

        let modal = shop.tabs.modal
        #expect(modal.style == style)
        #expect(modal.presented == .cart)
        #expect(modal.sheet == (style == .sheet ? .cart : nil))
        #expect(modal.fullScreenCover == (style == .fullScreenCover ? .cart : nil))
        #expect(modal.popover == (style == .popover ? .cart : nil))
        #expect(shop.path == "app > catalog > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPopoverTheUserDismissesLeavesTheTree() async throws {
        let shop = try Self.shop(cart: .modal(.popover))
        try await shop.router.perform(.navigate(to: [.catalog, .cart]))

        shop.tabs.modal.sheet = nil  // another binding: not the one showing the cart
        #expect(shop.path == "app > catalog > cart")
        shop.tabs.modal.popover = nil  // the user taps outside the popover
        #expect(shop.tabs.modal.style == nil)
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        (NavigationWidthClass.compact, [Context.cart], nil as SwiftUIModalStyle?),
        (.regular, [], .popover),
    ])
    func aTypeRegisteredPerWidthClassIsPushedOrAPopover(
        width: NavigationWidthClass, pushed: [Context], style: SwiftUIModalStyle?
    ) async throws {
        let shop = try Self.shop(cart: .adaptive(compact: .push, regular: .modal(.popover)))
        shop.router.windowWidthClass = width
        try await shop.router.perform(.navigate(to: [.catalog, .cart]))

        #expect(shop.catalog.path == pushed)
        #expect(shop.tabs.modal.style == style)
        #expect(shop.path == "app > catalog > cart")
        #expect(shop.violations == [])
    }
}
