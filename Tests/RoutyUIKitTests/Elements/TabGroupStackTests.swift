import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A tab group whose tabs share one stack (issue 35): the `UITabGroup`'s
/// `managingNavigationController`, rooted in the selected tab's screen; pushes from any of its
/// tabs go on it, and selecting another tab replaces the root and drops what was pushed.
@MainActor
@Suite struct TabGroupStackTests {
    /// The app of `TabGroupTests`, its group `library` (catalog, profile) sharing one stack.
    static func app() throws -> TestApp {
        try TestApp(tabsAPI: true) { factory, _ in
            factory.registerTabs(.library, tabs: [.catalog, .profile], sharesOneStack: true)
        }
    }

    /// The group's navigation controller, which the tab bar has as its managing one.
    static func stack(_ app: TestApp) throws -> FakeNavigationController {
        let group = try #require(app.groups.first)
        let navigation = try #require(group.navigationController)
        #expect(app.tabBarController?.tab("library")?.managingNavigationController === navigation)
        return navigation
    }

    /// The labels of what the shared navigation controller holds, bottom first.
    static func held(_ app: TestApp) throws -> [String] {
        try stack(app).viewControllers.map(\.label)
    }

    @Test func aLinkIntoATabOfTheGroupThenAPushGoOnTheOneStack() throws {
        let app = try Self.app()

        let result = app.run([.navigate(to: [.profile, .order(1)])])

        #expect(result?.summary == "switchTo(library), switchTo(profile), enter(order(1))")
        #expect(app.shown == "app > library > profile > order(1)")
        #expect(try Self.held(app) == ["profile", "order(1)"])
        #expect(app.violations == [])
    }

    @Test func aLinkToAnotherTabOfTheGroupReplacesTheRootAndDropsWhatWasPushed() throws {
        let app = try Self.app()
        try app.setUp([[.catalog, .product(1), .product(2)]])

        let result = app.run([.navigate(to: [.profile, .order(3)])])

        #expect(result?.failure == nil)
        #expect(app.shown == "app > library > profile > order(3)")
        #expect(try Self.held(app) == ["profile", "order(3)"])
        #expect(app.violations == [])
        // Back to catalog: its pushes went when it was left.
        #expect(app.run([.navigate(to: [.catalog])])?.failure == nil)
        #expect(app.shown == "app > library > catalog")
        #expect(try Self.held(app) == ["catalog"])
        #expect(app.violations == [])
    }

    /// Apple leaves open whether UIKit rebuilds the managed stack before or after `didSelectTab`.
    @Test(arguments: [false, true])
    func theUsersSelectionInTheSidebarReplacesTheRoot(reversed: Bool) throws {
        let app = try Self.app()
        app.ui.order = reversed ? .reversed : .listed
        let bar = try #require(app.tabBarController)
        try app.setUp([[.catalog, .product(1)]])
        app.clearEvents()

        #expect(bar.tapTab("profile"))
        app.ui.finishAll()

        #expect(app.shown == "app > library > profile")
        #expect(try Self.held(app) == ["profile"])
        #expect(Set(app.userEvents) == ["user(leave(product(1)))", "user(switchTo(profile))"])
        #expect(app.violations == [])
        // Back in catalog: UIKit proposes what it had, pushes included; the tree's answer is its root.
        #expect(bar.tapTab("catalog"))
        app.ui.finishAll()
        #expect(app.shown == "app > library > catalog")
        #expect(try Self.held(app) == ["catalog"])
        #expect(app.violations == [])
    }

    @Test func theBackGestureOnTheOneStackReachesTheTree() throws {
        let app = try Self.app()
        try app.setUp([[.profile, .order(1), .product(2)]])

        #expect(try Self.stack(app).swipeBack())
        app.ui.finishAll()

        #expect(app.shown == "app > library > profile > order(1)")
        #expect(app.path == "app > library > profile > order(1)")
        #expect(app.violations == [])
    }

    @Test func aGuardedScreenOnTheOneStackBlocksAnotherTabOfTheGroup() throws {
        let app = try Self.app()
        let bar = try #require(app.tabBarController)
        try app.setUp([[.catalog, .product(1)]])
        app.controller(.product(1))?.refusesLeave = true

        #expect(bar.tapTab("profile") == false)
        let result = app.run([.navigate(to: [.profile])])

        #expect(result?.failure != nil)
        #expect(app.shown == "app > library > catalog > product(1)")
        #expect(bar.selectedTab?.identifier == "catalog")
        #expect(app.violations == [])
        // A tab outside the group is fine: the stack stays.
        #expect(bar.tapTab("home"))
        #expect(bar.tapTab("catalog"))
        #expect(app.shown == "app > library > catalog > product(1)")
        #expect(app.violations == [])
    }
}
