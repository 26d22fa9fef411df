import Portus
import Routy
import RoutyHeadless
import Testing

/// The dry run lists exactly what the request then executes, and changes nothing.
@MainActor
@Suite struct PlanTests {
    @Test func theDryRunListsTheInstructionsAndChangesNothing() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home, .cart]])
        let before = shop.tree.description
        let shown = shop.shown

        let plan = shop.router.plan([.catalog, .category("shoes"), .product(43), .login])

        #expect(
            try plan.get().map(\.description) == [
                "switchTo(catalog)", "update(product(42) -> product(43))", "enter(login)",
            ]
        )
        #expect(shop.tree.description == before)
        #expect(shop.shown == shown)
        #expect(shop.element(.product(42)) != nil)
        #expect(shop.alive.map(\.context) == [.category("shoes"), .product(42), .cart])
    }

    @Test(arguments: [
        NavigationStep<Screen>.navigate(to: [.catalog, .category("shoes")]),
        .navigate(to: [.product(43)]),
        .navigate(to: [.home, .article(7), .cart]),
        .navigate(to: [.profile, .orders, .order(1)]),
        .dismiss(.category("shoes")),
        .dismiss(.cart),
    ])
    func theDryRunEqualsWhatThenRuns(step: NavigationStep<Screen>) async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42), .cart]])
        let before = shop.tree.description

        let plan = shop.router.plan(step)
        #expect(shop.tree.description == before)
        let result = await shop.router.result(of: NavigationRequest([step]))

        #expect(try plan.get() == result.get().instructions)
        #expect(shop.violations == [])
    }

    @Test func theDryRunOfAFailingRequestGivesTheSameError() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let product = try #require(shop.element(.product(42)))
        product.refusesLeave = true
        shop.refusedByFactory = [.order]
        let requests: [NavigationStep<Screen>] = [
            .navigate(to: [.catalog]), .navigate(to: [.profile, .order(1)]), .navigate(to: []), .dismiss(.cart), .dismiss(.home),
        ]

        for step in requests {
            let before = shop.tree.description
            let planned = shop.router.plan(step)
            #expect(shop.tree.description == before)
            let result = await shop.router.result(of: NavigationRequest([step]))
            #expect(planned.failure == result.failure?.error, "\(step)")
            #expect(result.failure?.report.instructions == [], "\(step)")
            #expect(shop.tree.description == before, "\(step)")
        }
    }

    @Test func theDryRunNamesTheErrors() async throws {
        let shop = try TestShop()

        #expect(shop.router.plan(.dismiss(.home)).failure == .cannotClose(.home))
        #expect(shop.router.plan(.dismiss(.product(1))).failure == .notShown(.product(1)))
        #expect(shop.router.plan([]).failure == .emptyRequest)
    }

    @Test func theDryRunOfWhatIsShownIsEmpty() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])

        #expect(try shop.router.plan([.catalog, .category("shoes")]).get() == [])
        #expect(try shop.router.plan([.app, .catalog, .category("shoes")]).get() == [])
    }

    @Test func theDryRunWorksWhileARequestRuns() async throws {
        let shop = try TestShop()
        var planned: [String] = []

        shop.router.enqueue(.navigate(to: [.catalog])) { _ in
            planned = (try? shop.router.plan([.category("shoes")]).get().map(\.description)) ?? []
        }

        #expect(planned == ["enter(category(shoes))"])
        #expect(shop.path == "app > catalog")
    }
}
