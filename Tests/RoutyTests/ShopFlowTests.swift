import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// One worked flow of the shop: a start state, a request, what it executes and where it ends.
struct ShopFlow: Sendable, CustomTestStringConvertible {
    var name: String
    /// Requests that build the start state from the home tab.
    var start: [[Context]]
    var request: NavigationRequest<Screen>
    var instructions: [String]
    var path: String

    var testDescription: String { name }
}

extension ShopFlow {
    static let all: [ShopFlow] = [
        ShopFlow(
            name: "a deeplink from home into the catalog",
            start: [],
            request: [.navigate(to: [.catalog, .category("shoes"), .product(42)])],
            instructions: ["switchTo(catalog)", "enter(category(shoes))", "enter(product(42))"],
            path: "app > catalog > category(shoes) > product(42)"
        ),
        ShopFlow(
            name: "back to the category",
            start: [[.catalog, .category("shoes"), .product(42)]],
            request: [.navigate(to: [.catalog, .category("shoes")])],
            instructions: ["leave(product(42))"],
            path: "app > catalog > category(shoes)"
        ),
        ShopFlow(
            name: "another product in place",
            start: [[.catalog, .category("shoes"), .product(42)]],
            request: [.navigate(to: [.product(43)])],
            instructions: ["update(product(42) -> product(43))"],
            path: "app > catalog > category(shoes) > product(43)"
        ),
        ShopFlow(
            name: "the same product from another tab",
            start: [[.catalog, .category("shoes"), .product(42)], [.home]],
            request: [.navigate(to: [.product(42)])],
            instructions: ["switchTo(catalog)"],
            path: "app > catalog > category(shoes) > product(42)"
        ),
        ShopFlow(
            name: "another product from another tab",
            start: [[.catalog, .category("shoes"), .product(42)], [.home]],
            request: [.navigate(to: [.product(44)])],
            instructions: ["switchTo(catalog)", "update(product(42) -> product(44))"],
            path: "app > catalog > category(shoes) > product(44)"
        ),
        ShopFlow(
            name: "the cart over a product",
            start: [[.catalog, .category("shoes"), .product(42)]],
            request: [.navigate(to: [.cart])],
            instructions: ["enter(cart)"],
            path: "app > catalog > category(shoes) > product(42) > cart"
        ),
        ShopFlow(
            name: "sign in over the cart",
            start: [[.cart]],
            request: [.navigate(to: [.login])],
            instructions: ["enter(login)"],
            path: "app > home > cart > login"
        ),
        ShopFlow(
            name: "the catalog tab's root from under a modal",
            start: [[.catalog, .category("shoes"), .product(42), .cart]],
            request: [.navigate(to: [.catalog])],
            instructions: ["leave(cart)", "leave(product(42))", "leave(category(shoes))"],
            path: "app > catalog"
        ),
        ShopFlow(
            name: "close the cart",
            start: [[.catalog, .category("shoes"), .cart]],
            request: [.close(.cart)],
            instructions: ["leave(cart)"],
            path: "app > catalog > category(shoes)"
        ),
        ShopFlow(
            name: "an order from a push notification",
            start: [[.catalog, .category("shoes")]],
            request: NavigationRequest([.navigate(to: [.profile, .orders, .order(7)])], source: "push"),
            instructions: ["switchTo(profile)", "enter(orders)", "enter(order(7))"],
            path: "app > profile > orders > order(7)"
        ),
        ShopFlow(
            name: "another order in place from another tab",
            start: [[.profile, .orders, .order(7)], [.home]],
            request: [.navigate(to: [.profile, .orders, .order(8)])],
            instructions: ["switchTo(profile)", "update(order(7) -> order(8))"],
            path: "app > profile > orders > order(8)"
        ),
        ShopFlow(
            name: "an article on the home tab",
            start: [[.catalog, .category("shoes")]],
            request: [.navigate(to: [.home, .article(7)])],
            instructions: ["switchTo(home)", "enter(article(7))"],
            path: "app > home > article(7)"
        ),
        ShopFlow(
            name: "a product pushed over an article",
            start: [[.home, .article(7)]],
            request: [.navigate(to: [.product(1)])],
            instructions: ["enter(product(1))"],
            path: "app > home > article(7) > product(1)"
        ),
        ShopFlow(
            name: "checkout: close the cart, then the orders",
            start: [[.catalog, .category("shoes"), .product(42), .cart]],
            request: NavigationRequest([.close(.cart), .navigate(to: [.profile, .orders])]),
            instructions: ["leave(cart)", "switchTo(profile)", "enter(orders)"],
            path: "app > profile > orders"
        ),
        ShopFlow(
            name: "the app itself: its selected tab's root",
            start: [[.catalog, .category("shoes"), .cart]],
            request: [.navigate(to: [.app])],
            instructions: ["leave(cart)", "leave(category(shoes))"],
            path: "app > catalog"
        ),
        ShopFlow(
            name: "what is shown already",
            start: [[.catalog, .category("shoes")]],
            request: [.navigate(to: [.catalog, .category("shoes")])],
            instructions: [],
            path: "app > catalog > category(shoes)"
        ),
        ShopFlow(
            name: "another category keeps the product below it",
            start: [[.catalog, .category("shoes"), .product(42)]],
            request: [.navigate(to: [.catalog, .category("boots"), .product(42)])],
            instructions: ["update(category(shoes) -> category(boots))"],
            path: "app > catalog > category(boots) > product(42)"
        ),
    ]
}

/// The worked flows of the shop, each from its start state.
@MainActor
@Suite struct ShopFlowTests {
    @Test(arguments: ShopFlow.all)
    func flow(_ flow: ShopFlow) async throws {
        let shop = try TestShop()
        try await shop.setUp(flow.start)
        let before = shop.tree.description

        if flow.request.steps.count == 1 {
            let plan = try shop.router.plan(flow.request)
            #expect(plan.instructions.map(\.description) == flow.instructions, "the dry run")
            #expect(shop.tree.description == before, "the dry run changed the tree")
        }
        let recorder = Recorder()
        shop.router.enqueue(flow.request, completion: recorder.completion("request"))

        let report = try #require(try recorder.result("request")?.get())
        #expect(report.instructions.map(\.description) == flow.instructions)
        #expect(shop.path == flow.path)
        #expect(shop.violations == [])
    }
}
