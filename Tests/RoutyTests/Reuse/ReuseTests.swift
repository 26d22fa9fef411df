import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Which existing element a request reuses: reuse beats creation, an equal context beats an
/// updatable one, the element nearest the active leaf wins, inactive tabs come after the active path.
@MainActor
@Suite struct ReuseTests {
    @Test func anExistingElementIsReusedInsteadOfMakingANewOne() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let product = try #require(shop.element(.product(42)))
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.product(42)])])

        #expect(result.summary == "switchTo(catalog)")
        #expect(result.report?.reused == [.product(42)])
        #expect(result.report?.created == [])
        #expect(shop.madeCount == made)
        #expect(shop.element(.product(42)) === product)
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.violations == [])
    }

    @Test func anUpdatableElementIsUpdatedInsteadOfMakingANewOne() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])
        let product = try #require(shop.element(.product(42)))
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.product(43)])])

        #expect(result.summary == "update(product(42) -> product(43))")
        #expect(result.report?.reused == [.product(42)])
        #expect(result.report?.updated.map { "\($0.from) -> \($0.to)" } == ["product(42) -> product(43)"])
        #expect(shop.madeCount == made)
        #expect(product.context == .product(43))
        #expect(shop.element(.product(43)) === product)
        #expect(shop.path == "app > catalog > category(shoes) > product(43)")
        #expect(shop.violations == [])
    }

    @Test func theActiveLeafItselfIsReusedWithNothingToDo() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])

        let result = await shop.router.result(of: [.navigate(to: [.category("shoes")])])

        #expect(result.report?.instructions == [])
        #expect(result.report?.reused == [.category("shoes")])
        #expect(result.report?.description == "(nothing to do)")
    }

    @Test func anEqualContextBeatsANearerUpdatableOne() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .product(2)]])
        let first = try #require(shop.element(.product(1)))

        let result = await shop.router.result(of: [.navigate(to: [.product(1)])])

        #expect(result.summary == "leave(product(2))")
        #expect(result.report?.reused == [.product(1)])
        #expect(shop.element(.product(1)) === first)
        #expect(shop.path == "app > catalog > product(1)")
    }

    /// The matching rules ("Matching a context sequence", rule 1) rank an equal context above an updatable one before it looks at distance, so an
    /// equal screen in another tab wins over updating the screen on the active path.
    @Test func anEqualContextInAnotherTabBeatsAnUpdatableOneOnTheActivePath() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .product(1)], [.catalog, .product(2)]])

        let result = await shop.router.result(of: [.navigate(to: [.product(1)])])

        #expect(result.summary == "switchTo(home)")
        #expect(shop.path == "app > home > product(1)")
        #expect(shop.element(.product(2)) != nil)
        #expect(shop.violations == [])
    }

    @Test func theEqualElementNearestTheActiveLeafWins() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .category("x"), .product(1)], [.cart]])
        let deeper = try #require(shop.elements(.product(1)).last)

        let result = await shop.router.result(of: [.navigate(to: [.product(1)])])

        #expect(result.summary == "leave(cart)")
        #expect(shop.path == "app > catalog > product(1) > category(x) > product(1)")
        #expect(shop.tree.activeLeaf?.entry.routable === deeper)
    }

    @Test func theUpdatableElementNearestTheActiveLeafWins() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .category("x"), .product(2)]])

        let result = await shop.router.result(of: [.navigate(to: [.product(3)])])

        #expect(result.summary == "update(product(2) -> product(3))")
        #expect(shop.path == "app > catalog > product(1) > category(x) > product(3)")
    }

    @Test func anEqualElementOnTheActivePathBeatsOneInAnotherTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .product(5)], [.catalog, .product(5)], [.cart]])

        let result = await shop.router.result(of: [.navigate(to: [.product(5)])])

        #expect(result.summary == "leave(cart)")
        #expect(shop.path == "app > catalog > product(5)")
    }

    @Test func anUpdatableElementOnTheActivePathBeatsOneInAnotherTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .product(5)], [.catalog, .product(6)]])

        let result = await shop.router.result(of: [.navigate(to: [.product(7)])])

        #expect(result.summary == "update(product(6) -> product(7))")
        #expect(shop.path == "app > catalog > product(7)")
        #expect(shop.elements(.product(5)).count == 1)
    }

    @Test func otherTabsAreSearchedWhenTheActivePathHasNoMatch() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .product(5)], [.catalog]])

        let result = await shop.router.result(of: [.navigate(to: [.product(9)])])

        #expect(result.summary == "switchTo(home), update(product(5) -> product(9))")
        #expect(shop.path == "app > home > product(9)")
        #expect(shop.violations == [])
    }

    @Test func amongOtherTabsTheNearestElementWins() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(1), .product(5)], [.profile, .product(6)], [.catalog]])

        let result = await shop.router.result(of: [.navigate(to: [.product(7)])])

        #expect(result.summary == "switchTo(profile), update(product(6) -> product(7))")
        #expect(shop.path == "app > profile > product(7)")
        #expect(shop.elements(.product(5)).count == 1)
    }

    @Test func aNewElementIsMadeOnlyWhenNothingMatches() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.orders])])

        #expect(result.summary == "enter(orders)")
        #expect(result.report?.reused == [])
        #expect(result.report?.created == [.orders])
        #expect(shop.madeCount == made + 1)
        #expect(shop.path == "app > catalog > category(shoes) > orders")
    }
}
