import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// How new elements are shown: pushed onto the nearest stack, presented modally over the active
/// leaf, or set as the root of the window.
@MainActor
@Suite struct PresentationTests {
    @Test func aPushedElementGoesOntoTheStackOfTheActiveTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let stack = shop.catalog

        let result = await shop.router.result(of: [.navigate(to: [.product(42)])])

        #expect(result.summary == "enter(product(42))")
        #expect(stack.pushed.map(\.context) == [.category("shoes"), .product(42)])
    }

    @Test func aModalIsPresentedOverTheActiveLeaf() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let category = try #require(shop.element(.category("shoes")))

        let result = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(result.summary == "enter(cart)")
        #expect(category.modal?.context == .cart)
        #expect(shop.path == "app > catalog > category(shoes) > cart")
    }

    @Test func aModalCanBePresentedOverAModal() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.cart]])

        let result = await shop.router.result(of: [.navigate(to: [.login])])

        #expect(result.summary == "enter(login)")
        #expect(shop.path == "app > home > cart > login")
        #expect(shop.violations == [])
    }

    /// A screen to push cannot go on a modal with no stack: the modal is left so that the
    /// screen goes onto the stack below it.
    @Test func pushingLeavesTheModalsAboveTheNearestStack() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart, .login]])

        let result = await shop.router.result(of: [.navigate(to: [.product(1)])])

        #expect(result.summary == "leave(login), leave(cart), enter(product(1))")
        #expect(shop.path == "app > catalog > category(shoes) > product(1)")
        #expect(shop.violations == [])
    }

    /// A container the factory makes shows its selected tab once entered: the router sees it on
    /// top, and the next new element goes onto that tab.
    @Test func aContainerTheFactoryMakesIsShownWithItsSelectedTab() async throws {
        let shop = try TestShop()
        shop.registry.register(.account, presentation: .modal) { context in
            HeadlessTabs(context, tabs: [HeadlessStack(Context(.help)), HeadlessStack(Context(.search))])
        }
        shop.router.factory = shop.registry

        let result = await shop.router.result(of: [.navigate(to: [Context(.account), .article(1)])])

        #expect(result.summary == "enter(account), enter(article(1))")
        #expect(shop.path == "app > home > account > help > article(1)")
        #expect(shop.violations == [])
    }

    @Test func aRootElementReplacesEverythingShown() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])
        shop.registry.register(.login, presentation: .root) { HeadlessScreen($0) }
        shop.router.factory = shop.registry

        let result = await shop.router.result(of: [.navigate(to: [.login])])

        #expect(result.summary == "leave(cart), leave(category(shoes)), leave(app), enter(login)")
        #expect(shop.path == "login")
        #expect(shop.window.root?.context == .login)
        #expect(shop.violations == [])
    }

    /// The registration of a type says how its new elements are shown.
    @Test func theRegistrationDecidesHowAnElementIsShown() async throws {
        let shop = try TestShop()
        shop.registry.register(.product, presentation: .modal) { HeadlessScreen($0) }
        shop.router.factory = shop.registry

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(1), .product(2)])])

        #expect(result.summary == "switchTo(catalog), enter(product(1)), enter(product(2))")
        #expect(shop.shown == "app > catalog > product(1) > product(2)")
        #expect(shop.catalog.modal?.context == .product(1))
        #expect(shop.violations == [])
    }

    /// A factory of the app's own can override how elements are shown, for instance to present
    /// every screen of a type modally.
    @Test func aFactoryCanOverrideThePresentation() async throws {
        let shop = try TestShop()
        shop.router.factory = ModalOrders(base: shop.registry)

        let result = await shop.router.result(of: [.navigate(to: [.profile, .orders])])

        #expect(result.summary == "switchTo(profile), enter(orders)")
        #expect(shop.profile.modal?.context == .orders)
    }
}

/// The registry's elements, but `orders` is always presented modally.
@MainActor
private struct ModalOrders: NavigationElementFactory {
    let base: NavigationElementRegistry<Screen>

    func presentation(for context: Context) throws(NavigationError<Screen>) -> NavigationPresentation {
        context.type == .orders ? .modal : try base.presentation(for: context)
    }

    func makeElement(for context: Context) throws(NavigationError<Screen>) -> any NavigationElement<Screen> {
        try base.makeElement(for: context)
    }
}
