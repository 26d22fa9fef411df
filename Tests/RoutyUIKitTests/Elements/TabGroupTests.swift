import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// iOS 18's tab bar (issue 35): `tabs` with a `UITabGroup` (library: catalog, profile) and a search
/// tab, selected with `selectedTab`; the user's selection, hides and reorders reach the tree.
@MainActor
@Suite struct TabGroupTests {
    /// The tab bar controller's tab API, and a tab's identifier.
    static func bar(_ app: TestApp) throws -> FakeTabBarController {
        let bar = try #require(app.tabBarController)
        #expect(bar.hasTabsAPI)
        return bar
    }

    /// The contexts of the managed children of `element`'s node in the tree, in order, each
    /// hidden one marked `(hidden)`.
    static func treeTabs(_ app: TestApp, of element: AppElement?) -> [String] {
        guard let element, let node = app.tree.node(for: element.entry) else { return [] }
        return node.children.compactMap { child in
            (child.entry.routable as? AppElement).map { $0.context.description + (child.isHidden ? " (hidden)" : "") }
        }
    }

    /// The fake's tabs of a group (or the root tabs), in display order, each hidden one marked.
    static func shownTabs(_ bar: FakeTabBarController, group: String?) -> [String] {
        let tabs: [FakeTab]
        if let group, let groupTab = bar.tab(group) {
            tabs = groupTab.displayOrder
        } else {
            tabs = bar.rootTabs
        }
        return tabs.map { $0.identifier + ($0.isHidden ? " (hidden)" : "") }
    }

    @Test func theTabBarGetsTabsAGroupAndASearchTab() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        #expect(bar.rootTabs.map(\.identifier) == ["home", "library", "search"])
        #expect(bar.tab("library")?.children?.map(\.identifier) == ["catalog", "profile"])
        #expect(bar.rootTabs.map(\.isSearch) == [false, false, true])
        #expect(bar.viewControllers == nil)
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func aLinkToATabInsideAGroupSelectsTheGroupAndTheTab() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)

        let result = app.run([.navigate(to: [.profile, .order(1)])])

        #expect(result?.summary == "switchTo(library), switchTo(profile), enter(order(1))")
        #expect(bar.selectedTab?.identifier == "profile")
        #expect(bar.tab("library")?.selectedChild?.identifier == "profile")
        #expect(app.shown == "app > library > profile > order(1)")
        #expect(app.violations == [])
        // Each tab of the group keeps its stack.
        #expect(app.run([.navigate(to: [.catalog])])?.summary == "switchTo(catalog)")
        #expect(app.run([.selectTab(.profile)])?.summary == "switchTo(profile)")
        #expect(app.shown == "app > library > profile > order(1)")
        #expect(app.violations == [])
    }

    @Test func theUsersSelectionInTheSidebarReachesTheTree() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        try app.setUp([[.catalog, .product(1)], [.home]])
        app.clearEvents()

        #expect(bar.tapTab("profile"))
        #expect(app.shown == "app > library > profile")
        #expect(app.userEvents == ["user(switchTo(library))", "user(switchTo(profile))"])
        #expect(bar.tapTab("catalog"))
        #expect(app.shown == "app > library > catalog > product(1)")
        // A re-tap pops the stack, as on the tab bar of iOS 17.
        #expect(bar.tapTab("catalog"))
        #expect(app.shown == "app > library > catalog")
        #expect(app.violations == [])
    }

    /// Apple leaves open whether `visibilityDidChangeFor` or `didSelectTab` comes first.
    @Test(arguments: [false, true])
    func hidingTheSelectedTabKeepsTheTreeAsTheBarShows(reversed: Bool) throws {
        let app = try TestApp(tabsAPI: true)
        app.ui.order = reversed ? .reversed : .listed
        let bar = try Self.bar(app)
        try app.setUp([[.profile, .order(2)]])
        app.clearEvents()

        #expect(bar.userSetsHidden(true, ["library"]))
        app.ui.finishAll()

        #expect(bar.selectedTab?.identifier == "home")
        #expect(app.shown == "app > home")
        #expect(Self.treeTabs(app, of: app.tabs) == ["home", "library (hidden)", "search()"])
        #expect(app.tabs?.hiddenTabs.map(\.context) == [.library])
        #expect(app.userEvents == ["user(switchTo(home))"])
        #expect(app.violations == [])
        // The user shows it again: it keeps its stack.
        #expect(bar.userSetsHidden(false, ["library"]))
        #expect(bar.tapTab("profile"))
        #expect(app.shown == "app > library > profile > order(2)")
        #expect(app.violations == [])
    }

    @Test func theUsersOrderOfAGroupIsTheTrees() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        let group = try #require(app.groups.first)

        #expect(bar.userReorders(group: "library", ["profile", "catalog"]))
        #expect(group.tabs.map(\.context) == [.profile, .catalog])
        #expect(Self.treeTabs(app, of: group) == ["profile", "catalog"])
        #expect(bar.userSetsHidden(true, ["catalog"]))
        app.ui.finishAll()
        #expect(Self.treeTabs(app, of: group) == ["profile", "catalog (hidden)"])
        #expect(Self.shownTabs(bar, group: "library") == ["profile", "catalog (hidden)"])
        #expect(app.violations == [])
    }

    @Test func aHideAndAReorderDuringARequestReachTheTree() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.catalog, .product(3)])], on: app)
        // The push of product(3) runs: the user edits the sidebar meanwhile.
        #expect(app.ui.isAnimating)
        #expect(bar.userReorders(group: "library", ["profile", "catalog"]))
        #expect(bar.userSetsHidden(true, ["home", "profile"]))
        app.ui.finishAll()

        #expect(outcomes.results == [["switchTo(library), enter(product(3))"]])
        #expect(app.shown == "app > library > catalog > product(3)")
        #expect(Self.treeTabs(app, of: app.tabs) == ["home (hidden)", "library", "search()"])
        #expect(Self.treeTabs(app, of: app.groups.first) == ["profile (hidden)", "catalog"])
        #expect(Self.shownTabs(bar, group: nil) == ["home (hidden)", "library", "search"])
        #expect(Self.shownTabs(bar, group: "library") == ["profile (hidden)", "catalog"])
        #expect(app.violations == [])
    }

    @Test func aRequestToAHiddenTabFailsUnderTheFailPolicy() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        app.router.hiddenTabPolicy = .fail
        #expect(bar.userSetsHidden(true, ["profile"]))
        app.ui.finishAll()

        do {
            _ = try app.router.plan(.navigate(to: [.profile]))
            Issue.record("the dry run planned a way through a hidden tab")
        } catch {
            #expect(error.cause == .hiddenTab(.profile))
        }
        let result = app.run([.navigate(to: [.profile, .order(1)])])

        #expect(result?.failure?.cause == .hiddenTab(.profile))
        #expect(bar.tab("profile")?.isHidden == true)
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func aRequestToAHiddenTabShowsItAgainUnderTheShowAgainPolicy() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)
        #expect(bar.userSetsHidden(true, ["library"]))
        app.ui.finishAll()

        #expect(try app.router.plan(.navigate(to: [.profile])).tabsShownAgain == [.library])
        let result = app.run([.navigate(to: [.profile])])

        #expect(result?.summary == "switchTo(library), switchTo(profile)")
        #expect(bar.tab("library")?.isHidden == false)
        #expect(bar.selectedTab?.identifier == "profile")
        #expect(Self.treeTabs(app, of: app.tabs) == ["home", "library", "search()"])
        #expect(app.shown == "app > library > profile")
        #expect(app.violations == [])
    }

    @Test func theSidebarCollapsingToABarKeepsTheTabAndItsStack() throws {
        let collapsed = try TestApp(tabsAPI: true)
        let expanded = try TestApp(tabsAPI: true)
        for app in [collapsed, expanded] { try app.setUp([[.profile, .order(1)]]) }

        try Self.bar(collapsed).collapseSidebar()

        #expect(try Self.bar(collapsed).isSidebarHidden)
        #expect(collapsed.shown == "app > library > profile > order(1)")
        #expect(collapsed.violations == [])
        // A link behaves the same in either form.
        for app in [collapsed, expanded] {
            #expect(
                app.run([.navigate(to: [.catalog, .product(2)])])?.summary
                    == "switchTo(catalog), enter(product(2))")
            #expect(app.shown == "app > library > catalog > product(2)")
            #expect(app.violations == [])
        }
        try Self.bar(collapsed).expandSidebar()
        #expect(collapsed.shown == expanded.shown)
    }

    @Test func aLinkWithAQueryReachesTheSearchTab() throws {
        let app = try TestApp(tabsAPI: true)
        let bar = try Self.bar(app)

        let result = app.run([.navigate(to: [.search("jazz")])])

        #expect(result?.summary == "switchTo(search()), update(search() -> search(jazz))")
        #expect(bar.selectedTab?.isSearch == true)
        #expect(app.shown == "app > search(jazz)")
        #expect(app.violations == [])
    }

    @Test func aRestoredSnapshotGivesTheSameBar() async throws {
        let saved = try TestApp(tabsAPI: true)
        let savedBar = try Self.bar(saved)
        #expect(savedBar.userReorders(group: "library", ["profile", "catalog"]))
        #expect(savedBar.userSetsHidden(true, ["home"]))
        saved.ui.finishAll()
        try saved.setUp([[.profile, .order(1)]])
        let snapshot = saved.router.snapshot()

        let restored = try TestApp(tabsAPI: true)
        let restoring = Task { try await restored.router.restore(snapshot) }
        for _ in 0..<50 {
            restored.ui.finishAll()
            await Task.yield()
        }
        let report = try await restoring.value

        let bar = try Self.bar(restored)
        #expect(report.isComplete)
        #expect(Self.shownTabs(bar, group: nil) == ["home (hidden)", "library", "search"])
        #expect(Self.shownTabs(bar, group: "library") == ["profile", "catalog"])
        #expect(Self.treeTabs(restored, of: restored.groups.first) == ["profile", "catalog"])
        #expect(restored.shown == "app > library > profile > order(1)")
        #expect(restored.violations == [])
    }

    @Test func onIOS17AGroupIsOneTabOfTheBar() throws {
        let app = try TestApp { factory, _ in
            factory.registerTabs(.library, tabs: [.catalog, .profile])
            factory.registerTabs(.app, tabs: [.home, .library])
        }
        let bar = try #require(app.tabBarController)

        let result = app.run([.navigate(to: [.profile, .order(1)])])

        #expect(!bar.hasTabsAPI)
        #expect(bar.viewControllers?.count == 2)
        #expect(result?.summary == "switchTo(library), switchTo(profile), enter(order(1))")
        #expect(app.shown == "app > library > profile > order(1)")
        #expect(app.tabs?.arrangeTabs([.library, .home], hidden: [.home]) == false)
        #expect(app.violations == [])
    }
}
