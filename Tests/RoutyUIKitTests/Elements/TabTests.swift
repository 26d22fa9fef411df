import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// Tab bars: the router selects at once, the user's taps reach the tree, and re-tapping a tab
/// pops its stack unless a screen that would go refuses.
@MainActor
@Suite struct TabTests {
    @Test func selectTabKeepsWhatTheTabShows() throws {
        let app = try TestApp()
        try app.setUp([[.catalog, .product(1)], [.home]])
        #expect(app.path == "app > home")
        #expect(app.run([.selectTab(.catalog)])?.summary == "switchTo(catalog)")
        #expect(app.tabBarController?.selectedIndex == 1)
        #expect(app.shown == "app > catalog > product(1)")
        #expect(app.violations == [])
    }

    @Test func aTabTappedIsTheUsersSwitch() throws {
        let app = try TestApp()
        try app.setUp([[.profile, .order(1)]])
        app.clearEvents()
        #expect(try #require(app.tabBarController).tap(0))
        #expect(app.path == "app > home")
        #expect(app.userEvents == ["user(switchTo(home))"])
        #expect(app.violations == [])
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRoot() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1), .product(2)]])
        app.clearEvents()
        #expect(try #require(app.tabBarController).tap(0))
        #expect(app.path == "app > home")
        #expect(app.userEvents == ["user(leave(product(1)))"])
        #expect(app.violations == [])
    }

    @Test func aGuardedScreenBlocksTheReTap() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1), .product(2)]])
        app.controller(.product(1))?.refusesLeave = true
        #expect(try #require(app.tabBarController).tap(0) == false)
        #expect(app.path == "app > home > product(1) > product(2)")
        // Another tab is fine: switching keeps the stack.
        #expect(try #require(app.tabBarController).tap(2))
        #expect(app.path == "app > profile")
        #expect(app.violations == [])
    }

    @Test func navigatingToAnotherTabDismissesTheModalFirst() throws {
        let app = try TestApp()
        try app.setUp([[.home, .cart, .checkout]])
        let result = app.run([.navigate(to: [.catalog, .product(3)])])
        #expect(result?.summary == "leave(cart), switchTo(catalog), enter(product(3))")
        #expect(app.shown == "app > catalog > product(3)")
        #expect(app.violations == [])
    }

    @Test func theTabsCannotBeTappedUnderAModal() throws {
        let app = try TestApp()
        try app.setUp([[.help]])
        #expect(try #require(app.tabBarController).tap(1) == false)
        #expect(app.path == "app > home > help")
    }

    @Test func aSwitchTheTabBarIgnoresFails() throws {
        let app = try TestApp()
        let tabs = try #require(app.tabs)
        var calls: [Bool] = []
        tabs.switchToNode(with: RoutingEntry(context: Context.order(9)), animated: true) { calls.append($0) }
        #expect(calls == [false])
        #expect(app.violations == [])
    }

    @Test func theAppCanTurnThePopToRootOff() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        try #require(app.tabs).popsToRootOnReselect = false
        app.clearEvents()

        #expect(try #require(app.tabBarController).tap(0) == false)

        #expect(app.shown == "app > home > product(1)")
        #expect(app.userEvents == [])
        // Another tab is still a tap.
        #expect(try #require(app.tabBarController).tap(1))
        #expect(app.path == "app > catalog")
        #expect(app.violations == [])
    }
}
