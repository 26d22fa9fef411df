import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The dry run lists exactly what the request then executes, and changes nothing.
@MainActor
@Suite struct PlanTests {
    @Test func theDryRunListsTheInstructionsAndChangesNothing() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home, .cart]])
        let before = shop.tree.description
        let shown = shop.shown

        let plan = shop.router.planResult([.navigate(to: [.catalog, .category("shoes"), .product(43), .login])])

        #expect(
            try plan.get().instructions.map(\.description) == [
                "leave(cart)", "switchTo(catalog)", "update(product(42) -> product(43))", "enter(login)",
            ]
        )
        #expect(shop.tree.description == before)
        #expect(shop.shown == shown)
        #expect(shop.element(.product(42)) != nil)
        #expect(shop.alive.map(\.context) == [.category("shoes"), .product(42), .cart])
        #expect(shop.madeCount == 3, "the dry run builds no element, not even the login it would show")
    }

    @Test(arguments: [
        NavigationStep<Screen>.navigate(to: [.catalog, .category("shoes")]),
        .navigate(to: [.product(43)]),
        .navigate(to: [.home, .article(7), .cart]),
        .navigate(to: [.profile, .orders, .order(1)]),
        .close(.category("shoes")),
        .close(.cart),
    ])
    func theDryRunEqualsWhatThenRuns(step: NavigationStep<Screen>) async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42), .cart]])
        let before = shop.tree.description

        let plan = shop.router.planResult(NavigationRequest([step]))
        #expect(shop.tree.description == before)
        let result = await shop.router.result(of: NavigationRequest([step]))

        #expect(try plan.get().instructions == result.get().instructions)
        #expect(try plan.get() == result.get())
        #expect(shop.violations == [])
    }

    @Test func theDryRunOfAFailingRequestGivesTheSameError() async throws {
        let shop = try TestShop(unregistered: [.orders])
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let product = try #require(shop.element(.product(42)))
        product.refusesLeave = true
        let requests: [NavigationStep<Screen>] = [
            .navigate(to: [.catalog]), .navigate(to: [.profile, .orders]), .navigate(to: []), .close(.cart),
            .close(.home),
        ]

        for step in requests {
            let before = shop.tree.description
            let planned = shop.router.planResult(NavigationRequest([step]))
            #expect(shop.tree.description == before)
            let result = await shop.router.result(of: NavigationRequest([step]))
            #expect(planned.failure?.cause == result.failure?.cause, "\(step)")
            #expect(planned.failure?.stepIndex == result.failure?.stepIndex, "\(step)")
            #expect(result.failure?.report.instructions == [], "\(step)")
            #expect(shop.tree.description == before, "\(step)")
        }
    }

    /// The dry run builds no element, so it cannot know that the factory will make none: it plans
    /// the new element the way the factory says it is shown, and the run then fails before it
    /// executes anything.
    @Test func theDryRunDoesNotAskTheFactoryForElements() async throws {
        let shop = try TestShop()
        shop.refusedByFactory = [.order]
        let before = shop.tree.description

        let planned = shop.router.planResult([.navigate(to: [.profile, .order(1)])])
        #expect(planned.summary == "switchTo(profile), enter(order(1))")
        #expect(shop.madeCount == 0)
        let result = await shop.router.result(of: [.navigate(to: [.profile, .order(1)])])

        #expect(result.failure == NavigationFailure(.noElement(.order(1)), stepIndex: 0, report: .init()))
        #expect(shop.tree.description == before)
    }

    @Test func theDryRunNamesTheErrors() async throws {
        let shop = try TestShop()

        #expect(shop.router.planResult([.close(.home)]).failure?.cause == .cannotClose(.home))
        #expect(shop.router.planResult([.close(.product(1))]).failure?.cause == .notShown(.product(1)))
        #expect(shop.router.planResult([.navigate(to: [])]).failure?.cause == .emptyRequest)
        #expect(shop.router.planResult(NavigationRequest([])).failure?.cause == .emptyRequest)
    }

    @Test func theDryRunOfWhatIsShownIsEmpty() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])

        #expect(try shop.router.plan(.navigate(to: [.catalog, .category("shoes")])).instructions == [])
        #expect(try shop.router.plan(.navigate(to: [.app, .catalog, .category("shoes")])).instructions == [])
    }

    @Test func theDryRunWorksWhileARequestRuns() async throws {
        let shop = try TestShop()
        var planned: [String] = []

        shop.router.enqueue(.navigate(to: [.catalog])) { _ in
            planned = (try? shop.router.plan(.navigate(to: [.category("shoes")])).instructions.map(\.description)) ?? []
        }

        #expect(planned == ["enter(category(shoes))"])
        #expect(shop.path == "app > catalog")
    }
}

extension NavigationRouter {
    /// The dry run of a request as a value, to compare with what the request then does.
    fileprivate func planResult(_ request: NavigationRequest<ContextType>) -> NavigationResult<ContextType> {
        do throws(NavigationFailure<ContextType>) {
            return .success(try plan(request))
        } catch {
            return .failure(error)
        }
    }
}
