import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// An app's element writes only its context: its entry is derived from it.
@MainActor
@Suite struct ElementEntryTests {
    /// A screen of the app's own: a context and an update, no entry, no headless kit.
    final class AppScreen: NavigationElement {
        private(set) var context: NavigationContext<Screen>

        init(_ context: NavigationContext<Screen>) {
            self.context = context
        }

        func canUpdate(with context: NavigationContext<Screen>) -> Bool { context.type == self.context.type }
        func update(with context: NavigationContext<Screen>) { self.context = context }
    }

    @Test func theEntryIsTheContextPrinted() {
        let screen = AppScreen(.product(42))
        #expect(screen.entry.identifier == "product(42)")
        #expect(screen.entry.routable === screen)
        #expect(screen.entry == RoutingEntry(context: NavigationContext<Screen>.product(42)))
    }

    @Test func anAppElementInAHeadlessTabIsSelectedAndUpdated() async throws {
        let tree = RoutingTree()
        let window = HeadlessWindow<Screen>(tree: tree)
        let catalog = AppScreen(.catalog)
        let tabs = HeadlessTabs<Screen>(.app, tabs: [HeadlessStack(.home), catalog])
        try window.show(tabs)
        let router = NavigationRouter(tree: tree, factory: NavigationElementRegistry<Screen>())

        #expect(try await router.perform(.selectTab(.catalog)).instructions == [.switchTo(.catalog)])
        #expect(tabs.selectedTab === catalog)
        let sale = NavigationContext<Screen>(.catalog, payload: "sale")
        #expect(try await router.perform(.navigate(to: sale)).instructions == [.update(from: .catalog, to: sale)])
        #expect(catalog.context == sale)
        #expect(tree.activePath.map(\.identifier) == ["window", "app", "catalog(sale)"])
        #expect(window.shownPath == [.app, sale])
        #expect(window.treePath == window.shownPath)
    }
}

/// Contexts are hashable: sets, dictionary keys, a SwiftUI `NavigationPath`.
@Suite struct HashableContextTests {
    @Test func equalContextsHashAlike() {
        let contexts: Set<NavigationContext<Screen>> = [.product(42), .product(42), .product(43), .catalog, .catalog]
        #expect(contexts.count == 3)
        let titles: [NavigationContext<Screen>: String] = [.product(42): "Shoes", .catalog: "Catalog"]
        #expect(titles[.product(42)] == "Shoes")
        #expect(titles[NavigationContext(.product, payload: 42)] == "Shoes")
        #expect(titles[.product(43)] == nil)
    }

    @Test func payloadsOfAnotherTypeDiffer() {
        #expect(NavigationContext<Screen>(.product, payload: 42) != NavigationContext(.product, payload: "42"))
        #expect(NavigationContext<Screen>(.product, payload: 42) != NavigationContext(.product))
        let set: Set<NavigationContext<Screen>> = [
            NavigationContext(.product, payload: 42), NavigationContext(.product, payload: "42"),
            NavigationContext(.product),
        ]
        #expect(set.count == 3)
    }
}

/// Tests find the headless element that shows a context, to make it fail or refuse.
@MainActor
@Suite struct HeadlessLookupTests {
    @Test func theElementShowingAContextIsFoundOnScreenOrInAnotherTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")], [.home, .article(7)]])
        #expect(shop.window.element(showing: .article(7))?.context == .article(7))
        #expect(shop.window.element(showing: .category("shoes")) === shop.element(.category("shoes")))
        #expect(shop.window.element(showing: .catalog) === shop.catalog)
        #expect(shop.window.element(showing: .cart) == nil)

        let category = try #require(shop.window.element(showing: .category("shoes")))
        category.refusesLeave = true
        await #expect(throws: NavigationFailure<Screen>(.leaveRefused(category.context))) {
            try await shop.router.perform(.navigate(to: .catalog))
        }
    }
}
