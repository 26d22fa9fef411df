import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// An app's own matching rules: a reuse policy names nodes, the router reads what they show and
/// updates them in place.
@MainActor
@Suite struct ReusePolicyTests {
    /// Reuses the element on top of the active path for a request's first context, as one that
    /// must take it in place; the default rules decide what a close is about.
    struct TopTakesTheFirstContext: NavigationReusePolicy {
        func reuse(_ contexts: [Context], in tree: RoutingTree) -> [NavigationMatch<Screen>] {
            guard let leaf = tree.activeLeaf, let match = NavigationMatch<Screen>(node: leaf, needsUpdate: true)
            else { return [] }
            return [match]
        }

        func dismissal(of context: Context, in tree: RoutingTree) -> RoutingTree.Node? {
            DefaultNavigationReusePolicy<Screen>().dismissal(of: context, in: tree)
        }
    }

    @Test func aMatchFromAnAppsProviderIsUpdatedInPlace() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])
        let product = try #require(shop.element(.product(42)))
        shop.router.reusePolicy = TopTakesTheFirstContext()

        let result = await shop.router.result(of: [.navigate(to: [.product(7), .cart])])

        #expect(result.summary == "update(product(42) -> product(7)), enter(cart)")
        #expect(result.report?.reused == [.product(42)])
        #expect(product.context == .product(7))
        #expect(shop.path == "app > catalog > category(shoes) > product(7) > cart")
        #expect(shop.violations == [])
    }

    @Test func aMatchNeedsANodeThatIsAnElementOfTheContextType() throws {
        let shop = try TestShop()
        // The tree's root is the window: a presenter, not an element.
        let root = try #require(shop.tree.root)
        #expect(NavigationMatch<Screen>(node: root, needsUpdate: false) == nil)
        let tabs = try #require(shop.tree.node(for: shop.tabs.entry))
        #expect(NavigationMatch<Screen>(node: tabs, needsUpdate: false)?.context == .app)
    }
}
