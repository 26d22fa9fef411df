import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Every way a request can fail ends it with a typed error and the failing step, leaves the state
/// consistent, and keeps what the UI shows equal to what the tree says.
@MainActor
@Suite struct FailureTests {
    @Test func aFactoryThatMakesNothingFailsBeforeAnythingRuns() async throws {
        let shop = try TestShop()
        shop.refusedByFactory = [.product]
        let before = shop.tree.description

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(1)])])

        #expect(result.failure == NavigationFailure(.noElement(.product(1)), stepIndex: 0, report: .init()))
        #expect(result.failure?.cause.description == "The factory made no element for product(1).")
        #expect(shop.tree.description == before)
        #expect(shop.alive.isEmpty, "the category made before the product was refused is released")
        #expect(shop.violations == [])
    }

    @Test func anUnregisteredTypeFailsBeforeAnythingRuns() async throws {
        let shop = try TestShop(unregistered: [.orders])
        let before = shop.tree.description

        let result = await shop.router.result(of: [.navigate(to: [.profile, .orders])])

        #expect(result.failure == NavigationFailure(.unregisteredType(.orders), stepIndex: 0, report: .init()))
        #expect(
            result.failure?.cause.description
                == "No element factory is registered for 'orders'; register one for it."
        )
        #expect(shop.tree.description == before)
        #expect(shop.violations == [])
    }

    @Test func anUnregisteredTypeThatCanBeReusedNeedsNoFactory() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.profile, .orders]])
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.cart, presentation: .modal) { HeadlessScreen($0) }
        shop.router.factory = registry

        let result = await shop.router.result(of: [.navigate(to: [.orders, .cart])])

        #expect(result.summary == "enter(cart)")
        #expect(registry.registeredTypes == [.cart])
    }

    @Test func aRefusedLeaveFailsBeforeAnythingRuns() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let product = try #require(shop.element(.product(42)))
        product.refusesLeave = true
        let before = shop.tree.description

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])

        #expect(result.failure?.cause == .leaveRefused(product.context))
        #expect(result.failure?.stepIndex == 0)
        #expect(result.failure?.report == NavigationReport())
        #expect(shop.tree.description == before, "not even the switch to the catalog ran")
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
    }

    @Test func aRefusedLeaveStopsAClose() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])
        let product = try #require(shop.element(.product(42)))
        product.refusesLeave = true

        let result = await shop.router.result(of: [.close(.category("shoes"))])

        #expect(result.failure?.cause == .leaveRefused(product.context))
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")

        product.refusesLeave = false
        let retry = await shop.router.result(of: [.close(.category("shoes"))])
        #expect(retry.summary == "leave(product(42)), leave(category(shoes))")
    }

    @Test func aLeaveThatFailsMidwayStopsTheRequestAfterWhatRan() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.cart]])
        let product = try #require(shop.element(.product(42)))
        product.failNextOperation()

        let result = await shop.router.result(of: [.navigate(to: [.category("shoes")])])

        #expect(result.failure?.cause == .instructionFailed(.leave(product.context), executed: [.leave(.cart)]))
        #expect(result.failure?.stepIndex == 0)
        #expect(result.failure?.report.instructions == [.leave(.cart)])
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.violations == [])

        let retry = await shop.router.result(of: [.navigate(to: [.category("shoes")])])
        #expect(retry.summary == "leave(product(42))")
        #expect(shop.violations == [])
    }

    @Test func aSwitchThatFailsStopsTheRequestBeforeAnythingChanges() async throws {
        let shop = try TestShop()
        shop.tabs.failNextOperation()

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])

        #expect(result.failure?.cause == .instructionFailed(.switchTo(.catalog), executed: []))
        #expect(result.failure?.report.instructions == [])
        #expect(shop.path == "app > home")
        #expect(shop.alive.isEmpty)
        #expect(shop.violations == [])
    }

    @Test func aPresenterThatFailsStopsTheRequestAfterWhatRan() async throws {
        let shop = try TestShop()
        shop.catalog.failNextOperation()

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42)])])

        #expect(result.failure?.cause == .presentFailed(.category("shoes")))
        #expect(result.failure?.stepIndex == 0)
        #expect(result.failure?.report.instructions == [.switchTo(.catalog)])
        #expect(result.failure?.report.reused == [.catalog])
        #expect(shop.path == "app > catalog")
        #expect(shop.alive.isEmpty, "the elements that were never shown are released")
        #expect(shop.violations == [])
    }

    @Test func aNewElementThatFailsToPresentTheNextStopsAfterIt() async throws {
        let shop = try TestShop()
        shop.router.addObserver { event in
            if case .instructionExecuted(_, .enter(.category("shoes"))) = event {
                shop.element(.category("shoes"))?.failNextOperation()
            }
        }

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(42)])])

        #expect(result.failure?.cause == .presentFailed(.product(42)))
        #expect(result.failure?.report.instructions == [.switchTo(.catalog), .enter(.category("shoes"))])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.alive.map(\.context) == [.category("shoes")])
        #expect(shop.violations == [])
    }

    /// The plan cannot know that a new modal cannot push: the failure comes while presenting,
    /// after the modal is shown, and says which context could not be shown how.
    @Test func pushingOverANewModalFailsWithCannotPresent() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])

        let result = await shop.router.result(of: [.navigate(to: [.category("shoes"), .cart, .product(1)])])

        #expect(result.failure?.cause == .cannotPresent(.product(1), .push))
        #expect(result.failure?.report.instructions == [.enter(.cart)])
        #expect(shop.path == "app > catalog > category(shoes) > cart")
        #expect(shop.violations == [])
    }

    @Test func pushingOverAnExistingModalFailsBeforeAnythingRuns() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])
        let before = shop.tree.description

        let result = await shop.router.result(of: [.navigate(to: [.cart, .product(1)])])

        #expect(result.failure?.cause == .cannotPresent(.product(1), .push))
        #expect(result.failure?.report == NavigationReport())
        #expect(shop.tree.description == before)
    }

    @Test func anEmptyRequestFails() async throws {
        let shop = try TestShop()
        let empty = await shop.router.result(of: [.navigate(to: [])])
        let noSteps = await shop.router.result(of: NavigationRequest([]))

        #expect(empty.failure == NavigationFailure(.emptyRequest, stepIndex: 0, report: .init()))
        #expect(noSteps.failure == NavigationFailure(.emptyRequest, stepIndex: 0, report: .init()))
        #expect(shop.path == "app > home")
    }

    @Test func aFaultIsSpentByOneOperation() async throws {
        let shop = try TestShop()
        shop.tabs.failNextOperation()

        let first = await shop.router.result(of: [.navigate(to: [.catalog])])
        let second = await shop.router.result(of: [.navigate(to: [.catalog])])

        #expect(first.failure != nil)
        #expect(second.summary == "switchTo(catalog)")
        #expect(shop.violations == [])
    }
}
