import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The user tapping the selected tab again (`HeadlessTabs.reselect()`): its stack pops to the
/// root, as on a tab bar, and the router reports the user's leave.
@MainActor
@Suite struct HeadlessReselectTests {
    @Test func reselectingPopsTheStackToItsRootAndTheRouterReportsTheUser() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .product(2)]])
        let recorder = Recorder()
        recorder.observe(shop.router)

        #expect(shop.tabs.reselect())

        #expect(shop.shown == "app > catalog")
        #expect(shop.path == "app > catalog")
        #expect(recorder.events == ["user(leave(product(1)))"])
        #expect(shop.catalog.pushed.isEmpty)
        #expect(shop.violations == [])
        // The stack pushes again from its root.
        try await shop.setUp([[.catalog, .product(3)]])
        #expect(shop.shown == "app > catalog > product(3)")
    }

    @Test func theAppCanTurnItOff() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        shop.tabs.popsToRootOnReselect = false
        let recorder = Recorder()
        recorder.observe(shop.router)

        #expect(shop.tabs.reselect() == false)

        #expect(shop.shown == "app > catalog > product(1)")
        #expect(recorder.events == [])
        #expect(shop.violations == [])
    }

    @Test func aScreenThatRefusesToBeLeftBlocksIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1), .product(2)]])
        try #require(shop.element(.product(2))).refusesLeave = true

        #expect(shop.tabs.reselect() == false)

        #expect(shop.shown == "app > catalog > product(1) > product(2)")
        #expect(shop.violations == [])
    }

    @Test(arguments: [[Context.catalog, .product(1), .cart], [.catalog, .cart]])
    func aModalOverTheTabBarBlocksIt(_ contexts: [Context]) async throws {
        let shop = try TestShop()
        try await shop.setUp([contexts])
        let before = shop.shown

        #expect(shop.tabs.reselect() == false)

        #expect(shop.shown == before)
        #expect(shop.violations == [])
    }

    @Test func aTabAtItsRootHasNothingToPop() throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)

        #expect(shop.tabs.reselect() == false)

        #expect(shop.shown == "app > home")
        #expect(recorder.events == [])
    }
}
