import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A request of several steps runs them in order, each planned from the state the one before
/// left; the first failure stops it and names its step.
@MainActor
@Suite struct MultiStepTests {
    @Test func stepsRunInOrderAndTheReportHoldsThemAll() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.cart]])

        let result = await shop.router.result(
            of: NavigationRequest([.close(.cart), .navigate(to: [.catalog, .category("shoes")])]))

        #expect(result.summary == "leave(cart), leave(product(42))")
        #expect(result.report?.reused == [.catalog, .category("shoes")])
        #expect(result.report?.left == [.cart, .product(42)])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    @Test func eachStepIsPlannedFromWhatTheOneBeforeLeft() async throws {
        let shop = try TestShop()

        let result = await shop.router.result(
            of: NavigationRequest([
                .navigate(to: [.catalog, .category("shoes")]), .navigate(to: [.product(1)]),
                .navigate(to: [.product(2)]),
            ]))

        #expect(
            result.summary
                == "switchTo(catalog), enter(category(shoes)), enter(product(1)), update(product(1) -> product(2))"
        )
        #expect(shop.path == "app > catalog > category(shoes) > product(2)")
    }

    @Test func aFailingStepStopsTheRequestAndNamesItsIndex() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)

        let result = await shop.router.result(
            of: NavigationRequest([
                .navigate(to: [.catalog, .category("shoes")]), .close(.cart), .navigate(to: [.home]),
            ]))

        let failure = try #require(result.failure)
        #expect(failure.cause == .notShown(.cart))
        #expect(failure.stepIndex == 1)
        #expect(failure.report.instructions == [.switchTo(.catalog), .enter(.category("shoes"))])
        #expect(
            failure.description
                == "step 1 failed: cart is not on the active path, nor in another tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) first. "
                + "(after switchTo(catalog), enter(category(shoes)))"
        )
        #expect(shop.path == "app > catalog > category(shoes)", "the third step did not run")
        #expect(
            recorder.events.last
                == "ended(1, cart is not on the active path, nor in another tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) first.)"
        )
        #expect(shop.violations == [])
    }

    @Test func aStepThatFailsMidwayNamesItsIndexAndKeepsWhatRan() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        try #require(shop.element(.product(42))).failNextOperation()

        let result = await shop.router.result(
            of: NavigationRequest([.navigate(to: [.cart]), .close(.cart), .navigate(to: [.category("shoes")])]))

        let failure = try #require(result.failure)
        #expect(failure.stepIndex == 2)
        #expect(failure.report.instructions == [.enter(.cart), .leave(.cart), .switchTo(.catalog)])
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.violations == [])
    }

    @Test func anEmptyLaterStepFailsAtItsIndex() async throws {
        let shop = try TestShop()

        let result = await shop.router.result(of: NavigationRequest([.navigate(to: [.profile]), .navigate(to: [])]))

        #expect(result.failure?.cause == .emptyRequest)
        #expect(result.failure?.stepIndex == 1)
        #expect(result.failure?.report.instructions == [.switchTo(.profile)])
    }
}
