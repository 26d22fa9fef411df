import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The modal model: what the router presents and dismisses through it, and what SwiftUI sets on
/// its bindings when the user pulls a sheet down.
@MainActor
@Suite struct ModalModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theFactorysMakerSaysSheetOrFullScreenCover() async throws {
        let shop = try SwiftUIShop()
        try await shop.router.perform(.navigate(to: [.catalog, .cart]))
        #expect(shop.tabs.modal.presented == .cart)
        #expect(shop.tabs.modal.sheet == .cart)
        #expect(shop.tabs.modal.fullScreenCover == nil)

        try await shop.router.perform(.navigate(to: .login))
        let cart = try #require(shop.tabs.modal.element)
        #expect(cart.modal.presented == .login)
        #expect(cart.modal.sheet == nil)
        #expect(cart.modal.fullScreenCover == .login)
        #expect(shop.path == "app > catalog > cart > login")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aModalHangsUnderThePresenterAndCoversTheTabBar() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1), .cart]])
        #expect(
            shop.tree.description == """
                app *
                ├─ home
                ├─ catalog *
                │  └─ category(shoes) *
                │     └─ product(1) *
                │        └─ cart *
                └─ profile
                """)
        try await shop.router.perform(.navigate(to: [.home]))
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.path == "app > home")
        #expect(shop.catalog.path == [.category("shoes"), .product(1)])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSheetPulledDownTellsTheTreeAndTheRouterReportsTheUser() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .cart, .login]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)

        shop.tabs.modal.sheet = nil  // the cart pulled down, with the login above it

        #expect(changes.changes == ["left(cart)"])
        #expect(recorder.events == ["user(leave(cart))"])
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theModalInFrontIsTheOnlyOneThatGoes() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart, .login]])
        let cart = try #require(shop.tabs.modal.element)

        cart.modal.fullScreenCover = nil  // the login dismissed by its own close button

        #expect(cart.modal.element == nil)
        #expect(shop.tabs.modal.presented == .cart)
        #expect(shop.path == "app > catalog > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theOtherStylesBindingIsIgnored() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .login]])
        let changes = TreeChanges(shop.tree)

        shop.tabs.modal.sheet = nil  // the sheet binding of a full-screen cover: always nil

        #expect(changes.changes == [])
        #expect(shop.tabs.modal.presented == .login)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [Context.login, .cart, .product(1)])
    func aContextSetByTheAppIsRejectedAndPublishedAgain(_ context: Context) async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        let counter = ChangeCounter { _ = shop.tabs.modal.presented }
        let changes = TreeChanges(shop.tree)

        shop.tabs.modal.presented = context

        #expect(shop.tabs.modal.presented == nil)
        #expect(counter.count == 1)
        #expect(changes.changes == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anotherContextOverAShownModalIsRejected() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart]])
        let changes = TreeChanges(shop.tree)

        shop.tabs.modal.presented = .login
        shop.tabs.modal.presented = .cart  // SwiftUI writing back what it read

        #expect(shop.tabs.modal.presented == .cart)
        #expect(changes.changes == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aModalThatIsAStackPushesInsideItself() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .checkout]])
        let checkout = try #require(shop.tabs.modal.element as? SwiftUIStack<Screen>)

        try await shop.router.perform(.navigate(to: .address))
        #expect(checkout.path == [.address])
        try await shop.router.perform(.navigate(to: .login))
        #expect(checkout.modal.presented == .login)
        #expect(shop.path == "app > catalog > product(1) > checkout > address > login")
        #expect(shop.violations == [])

        shop.tabs.modal.sheet = nil  // the checkout pulled down, with all it shows
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func poppingThePresenterDismissesItsModal() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1), .cart]])
        let counter = ChangeCounter { _ = shop.tabs.modal.presented }

        try await shop.router.perform(.goBack(to: .catalog))

        #expect(shop.tabs.modal.element == nil)
        #expect(counter.count == 1)
        #expect(shop.catalog.path == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPresentedElementThatIsShownElsewhereIsRefused() async throws {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.cart, presentation: .modal) { [shop] _ in shop.profile }  // already a tab
        shop.router.factory = registry

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: .cart))
        }
        #expect(failure?.cause == .presentFailed(.profile))
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.violations == [])
    }
}
