import Portus
import Routy
import RoutyHeadless
import Testing

@MainActor
@Suite struct SmokeTests {
    @Test func deeplinkThenReuse() async throws {
        let shop = try TestShop()
        #expect(shop.path == "app > home")
        let first = await shop.router.present([.catalog, .category("shoes"), .product(42)])
        print(first)
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.path == shop.shown)
        let second = await shop.router.present([.catalog, .category("shoes")])
        print(second)
        #expect(shop.path == "app > catalog > category(shoes)")
        let third = await shop.router.present([.product(43)])
        print(third)
        print(shop.tree)
        let fourth = await shop.router.present([.home])
        print(fourth, shop.path)
        let fifth = await shop.router.present([.product(44)])
        print(fifth, shop.path)
        let sixth = await shop.router.present([.cart])
        print(sixth, shop.path)
        let seventh = await shop.router.present([.catalog])
        print(seventh, shop.path, shop.shown)
        print(shop.tree)
    }
}
