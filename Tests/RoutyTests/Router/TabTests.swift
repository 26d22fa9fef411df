import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Switching tabs keeps each tab's stack, as tab bars do.
@MainActor
@Suite struct TabTests {
    @Test func switchingAwayAndBackKeepsEachTabsStack() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home, .article(7)]])
        let made = shop.madeCount
        let catalogStack = shop.catalog
        let homeStack = shop.home

        #expect(shop.path == "app > home > article(7)")
        #expect(catalogStack.pushed.map(\.context) == [.category("shoes"), .product(42)])

        let toCatalog = await shop.router.result(of: [.navigate(to: [.product(42)])])
        #expect(toCatalog.summary == "switchTo(catalog)")
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(homeStack.pushed.map(\.context) == [.article(7)])

        let toHome = await shop.router.result(of: [.navigate(to: [.home, .article(7)])])
        #expect(toHome.summary == "switchTo(home)")
        #expect(shop.path == "app > home > article(7)")
        #expect(catalogStack.pushed.map(\.context) == [.category("shoes"), .product(42)])

        #expect(shop.madeCount == made)
        #expect(shop.tabs.selectedTab === shop.home)
        #expect(shop.violations == [])
    }

    /// A modal covers the tab bar, as in UIKit and SwiftUI: switching tabs leaves it first, and the
    /// tab it came from keeps only its stack.
    @Test func switchingTabsLeavesTheModalFirst() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.profile, .orders, .login]])

        let toCatalog = await shop.router.result(of: [.navigate(to: [.catalog])])
        #expect(toCatalog.summary == "leave(login), switchTo(catalog)")
        #expect(shop.path == "app > catalog")
        #expect(shop.profile.pushed.map(\.context) == [.orders] && shop.profile.pushed[0].modal == nil)
        let back = await shop.router.result(of: [.selectTab(.profile)])
        #expect(back.summary == "switchTo(profile)")
        #expect(shop.path == "app > profile > orders")
        #expect(shop.violations == [])
    }

    @Test func aModalThatRefusesToBeLeftKeepsTheTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.profile, .orders, .login]])
        let login = try #require(shop.window.element(showing: .login))
        login.refusesLeave = true

        let failure = try #require(await shop.router.result(of: [.selectTab(.catalog)]).failure)
        #expect(failure.cause == .leaveRefused(login.context))
        #expect(shop.path == "app > profile > orders > login")
        #expect(shop.violations == [])
    }

    @Test func aModalOverAModalIsLeftWithIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart, .login]])
        let report = try await shop.router.perform(.navigate(to: .home))
        #expect(report.instructions == [.leave(.cart), .switchTo(.home)])
        #expect(shop.path == "app > home")
        #expect(shop.catalog.pushed.map(\.context) == [.category("shoes")])
        #expect(shop.violations == [])
    }

    @Test func aModalWithinTheTabStaysWhenNothingIsSwitched() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])
        #expect(try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .cart])).instructions == [])
        #expect(
            try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")])).instructions == [.leave(.cart)]
        )
        #expect(shop.path == "app > catalog > category(shoes)")
    }

    /// Showing a tab's own context shows the tab's root: what the tab had pushed is left, as
    /// the request asks for exactly `[home]` at the end of the active path.
    @Test func showingATabsContextShowsItsRoot() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog]])

        let result = await shop.router.result(of: [.navigate(to: [.home])])

        #expect(result.summary == "switchTo(home), leave(article(7))")
        #expect(shop.path == "app > home")
    }

    /// Selecting a tab, as a tab tap does, keeps what the tab shows.
    @Test func selectingATabKeepsWhatItShows() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog]])

        let result = await shop.router.result(of: [.selectTab(.home)])

        #expect(result.summary == "switchTo(home)")
        #expect(result.report?.reused == [.home])
        #expect(shop.path == "app > home > article(7)")
        #expect(shop.violations == [])
    }

    @Test func theSingleContextConvenienceSwitchesTabs() async throws {
        let shop = try TestShop()
        let recorder = Recorder()

        shop.router.enqueue(.navigate(to: .profile), completion: recorder.completion("profile"))

        #expect(recorder.result("profile")?.summary == "switchTo(profile)")
        #expect(shop.tabs.selectedTab === shop.profile)
        #expect(shop.path == "app > profile")
    }

    @Test func theTreeKeepsInactiveTabStacksAndMarksTheActivePath() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")], [.home, .article(7)]])

        #expect(
            shop.tree.description == """
                window *
                └─ app *
                   ├─ home *
                   │  └─ article(7) *
                   ├─ catalog
                   │  └─ category(shoes)
                   └─ profile
                """
        )
    }
}
