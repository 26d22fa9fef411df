import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Elements that are left, or never shown, are released: nothing in the router, the tree or the
/// headless kit keeps them alive.
@MainActor
@Suite struct ReleaseTests {
    @Test func leftElementsAreReleased() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.cart]])
        weak let category = shop.element(.category("shoes"))
        weak let product = shop.element(.product(42))
        weak let cart = shop.element(.cart)
        #expect(category != nil && product != nil && cart != nil)

        let result = await shop.router.result(of: [.navigate(to: [.catalog])])

        #expect(result.summary == "leave(cart), leave(product(42)), leave(category(shoes))")
        #expect(category == nil)
        #expect(product == nil)
        #expect(cart == nil)
        #expect(shop.alive.isEmpty)
    }

    @Test func closedElementsAreReleased() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.profile, .orders, .order(1), .login]])

        _ = await shop.router.result(of: [.close(.order(1))])

        #expect(shop.alive.map(\.context) == [.orders])
    }

    @Test func elementsInAnInactiveTabStayAlive() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")], [.home]])

        #expect(shop.alive.map(\.context) == [.category("shoes")])
    }

    @Test func anUpdatedElementIsKeptNotReplaced() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(42)]])

        _ = await shop.router.result(of: [.navigate(to: [.product(43)])])

        #expect(shop.made.count == 1)
        #expect(shop.alive.map(\.context) == [.product(43)])
    }

    @Test func elementsOfAFailedRequestThatWereNeverShownAreReleased() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog]])
        shop.catalog.failNextOperation()

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42)])])

        #expect(result.failure?.cause == .presentFailed(.category("shoes")))
        #expect(shop.made.count == 2)
        #expect(shop.alive.isEmpty)
    }

    @Test func aDryRunMakesNoElement() async throws {
        let shop = try TestShop()

        let plan = try shop.router.plan(.navigate(to: [.catalog, .category("shoes"), .product(42)]))

        #expect(plan.created == [.category("shoes"), .product(42)])
        #expect(shop.made.count == 0)
        #expect(shop.alive.isEmpty)
    }

    @Test func aReplacedRootIsReleased() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        weak let category = shop.element(.category("shoes"))
        shop.registry.register(.login, presentation: .root) { HeadlessScreen($0) }
        shop.router.factory = shop.registry

        let result = await shop.router.result(of: [.navigate(to: [.login])])

        #expect(result.summary == "leave(category(shoes)), leave(app), enter(login)")
        #expect(category == nil)
        #expect(shop.window.root?.context == .login)
        #expect(shop.tabs.isShown == false)
    }
}
