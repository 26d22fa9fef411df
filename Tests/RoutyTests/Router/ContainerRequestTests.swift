import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A request that ends at a container shows the container with the tab it has.
@MainActor
@Suite struct ContainerRequestTests {
    @Test func showingTheTabContainerKeepsTheTabAndLeavesWhatIsAboveItsRoot() async throws {
        let shop = try TestShop()
        _ = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42)])])

        let result = await shop.router.result(of: [.navigate(to: [.app])])

        #expect(try result.get().instructions.map(\.description) == ["leave(product(42))", "leave(category(shoes))"])
        #expect(shop.path == "app > catalog")
        #expect(shop.shown == shop.path)
    }

    @Test func showingTheContainerWhereItsTabRootIsShownDoesNothing() async throws {
        let shop = try TestShop()

        let result = await shop.router.result(of: [.navigate(to: [.app])])

        #expect(try result.get().instructions.isEmpty)
        #expect(shop.path == "app > home")
    }
}
