import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A context sequence is matched as a whole: each context after the first is looked for among
/// the children of the element matched before it, and nothing that can be reused is recreated.
@MainActor
@Suite struct SequenceMatchingTests {
    @Test func showingAPrefixOfAStackLeavesOnlyWhatIsAboveIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])
        let category = try #require(shop.element(.category("shoes")))
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])

        #expect(result.summary == "leave(product(42))")
        #expect(result.report?.reused == [.catalog, .category("shoes")])
        #expect(shop.madeCount == made)
        #expect(shop.element(.category("shoes")) === category)
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    @Test func aSequenceInAnotherTabIsReachedBySwitchingThenLeaving() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])

        #expect(result.summary == "switchTo(catalog), leave(product(42))")
        #expect(shop.madeCount == made)
        #expect(shop.path == "app > catalog > category(shoes)")
    }

    @Test func theLastContextCanUpdateTheElementBelowTheMatchedOnes() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.cart]])
        let product = try #require(shop.element(.product(42)))

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(43)])])

        #expect(result.summary == "leave(cart), update(product(42) -> product(43))")
        #expect(result.report?.reused == [.catalog, .category("shoes"), .product(42)])
        #expect(shop.element(.product(43)) === product)
        #expect(shop.path == "app > catalog > category(shoes) > product(43)")
    }

    @Test func aMiddleContextCanUpdateItsElementAndKeepTheOnesBelowMatching() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("boots"), .product(42)])])

        #expect(result.summary == "update(category(shoes) -> category(boots))")
        #expect(shop.path == "app > catalog > category(boots) > product(42)")
    }

    @Test func theFirstContextIsMatchedAnywhereAndTheRestBelowIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])

        let result = await shop.router.result(of: [.navigate(to: [.category("shoes"), .product(43)])])

        #expect(result.summary == "switchTo(catalog), update(product(42) -> product(43))")
        #expect(shop.path == "app > catalog > category(shoes) > product(43)")
    }

    @Test func contextsAfterTheLastMatchGetNewElementsPresentedInOrder() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let made = shop.madeCount

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42), .cart])])

        #expect(result.summary == "enter(product(42)), enter(cart)")
        #expect(result.report?.reused == [.catalog, .category("shoes")])
        #expect(result.report?.created == [.product(42), .cart])
        #expect(shop.madeCount == made + 2)
        #expect(shop.path == "app > catalog > category(shoes) > product(42) > cart")
    }

    /// Each next context is looked for among the children of the previous match only, so the
    /// sequence ends up shown exactly: a grandchild is not skipped to.
    @Test func aContextThatIsNotAChildOfThePreviousMatchGetsANewElement() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(42)])])

        #expect(result.summary == "leave(product(42)), leave(category(shoes)), enter(product(42))")
        #expect(shop.path == "app > catalog > product(42)")
        #expect(shop.violations == [])
    }

    /// The tab container always shows its selected tab, so showing the container shows that
    /// tab's root; new elements go onto that tab.
    @Test func aMatchedContainerShowsItsSelectedTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])

        let app = await shop.router.result(of: [.navigate(to: [.app])])
        #expect(app.summary == "leave(cart), leave(category(shoes))")
        #expect(shop.path == "app > catalog")

        let product = await shop.router.result(of: [.navigate(to: [.app, .product(1)])])
        #expect(product.summary == "enter(product(1))")
        #expect(shop.path == "app > catalog > product(1)")

        let tab = await shop.router.result(of: [.navigate(to: [.app, .home])])
        #expect(tab.summary == "switchTo(home)")
        #expect(shop.violations == [])
    }

    @Test func aModalAboveTheMatchedElementsIsMatchedToo() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .cart])])

        #expect(result.report?.instructions == [])
        #expect(result.report?.reused == [.catalog, .category("shoes"), .cart])
    }

    @Test func showingTheSameSequenceTwiceDoesNothingTheSecondTime() async throws {
        let shop = try TestShop()
        let contexts: [Context] = [.profile, .orders, .order(3)]

        let first = await shop.router.result(of: [.navigate(to: contexts)])
        let made = shop.madeCount
        let second = await shop.router.result(of: [.navigate(to: contexts)])

        #expect(first.summary == "switchTo(profile), enter(orders), enter(order(3))")
        #expect(second.summary == "(nothing to do)")
        #expect(second.report?.reused == contexts)
        #expect(shop.madeCount == made)
    }
}
