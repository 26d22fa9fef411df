import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Close leaves the deepest shown element with the context, and everything above it.
@MainActor
@Suite struct CloseTests {
    @Test func closeLeavesTheElementAndWhatIsAboveIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.cart]])

        let result = await shop.router.result(of: [.close(.category("shoes"))])

        #expect(result.summary == "leave(cart), leave(product(42)), leave(category(shoes))")
        #expect(result.report?.left == [.cart, .product(42), .category("shoes")])
        #expect(shop.path == "app > catalog")
        #expect(shop.catalog.pushed.isEmpty)
        #expect(shop.violations == [])
    }

    @Test func closingTheTopModalLeavesOnlyIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart, .login]])

        let login = await shop.router.result(of: [.close(.login)])
        #expect(login.summary == "leave(login)")
        let cart = await shop.router.result(of: [.close(.cart)])
        #expect(cart.summary == "leave(cart)")
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    @Test func theDeepestElementWithTheContextIsClosed() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .category("x"), .product(1), .cart]])

        let result = await shop.router.result(of: [.close(.product(1))])

        #expect(result.summary == "leave(cart), leave(product(1))")
        #expect(shop.path == "app > catalog > product(1) > category(x)")
    }

    @Test func closingWhatIsNotShownFailsAndChangesNothing() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let before = shop.tree.description

        let result = await shop.router.result(of: [.close(.product(1))])

        #expect(result.failure == NavigationFailure(.notShown(.product(1)), stepIndex: 0, report: .init()))
        #expect(
            result.failure?.description
                == "step 0 failed: product(1) is not on the active path, nor in another tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) first. "
                + "(nothing had been executed)"
        )
        #expect(shop.tree.description == before)
        #expect(shop.violations == [])
    }

    /// Only the active path counts as shown: an element kept in another tab is not closed.
    @Test func anElementInAnotherTabIsNotShown() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog]])

        let result = await shop.router.result(of: [.close(.article(7))])

        #expect(result.failure?.cause == .inUnselectedTab(.article(7), tab: .home))
        #expect(shop.element(.article(7)) != nil)
        #expect(shop.path == "app > catalog")
    }

    @Test func anElementWithAnotherPayloadIsNotShown() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(42)]])

        let result = await shop.router.result(of: [.close(.product(43))])

        #expect(result.failure?.cause == .notShown(.product(43)))
        #expect(shop.path == "app > catalog > product(42)")
    }

    @Test(arguments: [Context.home, .catalog])
    func aTabCannotBeClosed(tab: Context) async throws {
        let shop = try TestShop()
        try await shop.setUp([[tab, .article(1)]])
        let before = shop.tree.description

        let result = await shop.router.result(of: [.close(tab)])

        #expect(result.failure == NavigationFailure(.cannotClose(tab), stepIndex: 0, report: .init()))
        #expect(shop.tree.description == before)
        #expect(shop.violations == [])
    }

    /// The root element of the window cannot be closed, as a window's root view controller
    /// cannot: that would leave nothing that new elements could be pushed or presented on.
    @Test func theRootElementCannotBeClosed() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let before = shop.tree.description

        let result = await shop.router.result(of: [.close(.app)])

        #expect(result.failure?.cause == .cannotClose(.app))
        #expect(shop.tree.description == before)
        #expect(shop.window.root === shop.tabs)
    }

    @Test func aClosedSequenceCanBeShownAgain() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])

        _ = await shop.router.result(of: [.close(.category("shoes"))])
        let again = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42)])])

        #expect(again.summary == "enter(category(shoes)), enter(product(42))")
        #expect(shop.violations == [])
    }
}
