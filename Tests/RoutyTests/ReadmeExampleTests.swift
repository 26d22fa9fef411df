import Portus
import Routy
import RoutyHeadless
import Testing

/// The README's first example, kept honest: the same code, and the output it shows.
@MainActor
@Suite struct ReadmeExampleTests {
    enum Screen: String, Hashable, Sendable {
        case app, home, catalog, category, product
    }

    @Test func theReadmeExamplePrintsWhatTheReadmeShows() async throws {
        var output: [String] = []
        func print(_ item: Any) { output.append("\(item)") }

        // --- README example: begin ---
        // The app's screens: tabs of stacks, here kept in memory by RoutyHeadless.
        let tree = RoutingTree()
        let window = HeadlessWindow<Screen>(tree: tree)
        try window.show(
            HeadlessTabs(
                NavigationContext(.app),
                tabs: [HeadlessStack(NavigationContext(.home)), HeadlessStack(NavigationContext(.catalog))]
            ))

        // New screens come from a factory; category and product pages can take a new payload in place.
        var factory = NavigationElementRegistry<Screen>()
        factory.register([.category, .product]) { HeadlessScreen($0, isUpdatable: true) }
        let router = NavigationRouter(tree: tree, factory: factory)

        // Deeplinks become context sequences.
        var links = DeeplinkTable<Screen>()
        links.register("shop://catalog/:category/:product") { link in
            [
                NavigationContext(.catalog),
                NavigationContext(.category, payload: try link.value("category", as: String.self)),
                NavigationContext(.product, payload: try link.value("product", as: Int.self)),
            ]
        }

        print(try await router.navigate(to: try links.contexts(for: "shop://catalog/shoes/42")))
        print(try await router.navigate(to: try links.contexts(for: "shop://catalog/shoes/43")))
        print(tree)
        // --- README example: end ---

        #expect(
            output == [
                "switchTo(catalog), enter(category(shoes)), enter(product(42))",
                "update(product(42) -> product(43))",
                """
                window *
                └─ app *
                   ├─ home
                   └─ catalog *
                      └─ category(shoes) *
                         └─ product(43) *
                """,
            ])
    }
}
