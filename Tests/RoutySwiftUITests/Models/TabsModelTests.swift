import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The tab container model: what the router does through it, and what SwiftUI sets on its
/// selection.
@MainActor
@Suite struct TabsModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theRouterSwitchesThroughTheSelectionAndTabsKeepTheirStacks() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.home, .article(1)], [.catalog, .product(2)]])
        #expect(shop.tabs.selection == .catalog)
        #expect(shop.tabs.selectedIndex == 1)

        let report = try await shop.router.perform(.selectTab(.home))
        #expect(report.instructions == [.switchTo(.home)])
        #expect(shop.tabs.selection == .home)
        #expect(shop.path == "app > home > article(1)")
        #expect(shop.catalog.path == [.product(2)])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTabTappedTellsTheTreeAndTheRouterReportsTheUser() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(2)]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .profile  // what TabView sets when the user taps the profile tab

        #expect(changes.changes == ["switched(profile)"])
        #expect(recorder.events == ["user(switchTo(profile))"])
        #expect(shop.path == "app > profile")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tappingTheSelectedTabChangesNothing() async throws {
        let shop = try SwiftUIShop()
        let counter = ChangeCounter { _ = shop.tabs.selection }
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .home

        #expect(counter.count == 0)
        #expect(changes.changes == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [Context.product(1), .app, .cart])
    func aSelectionThatIsNoTabIsRejectedAndPublishedAgain(_ selection: Context) async throws {
        let shop = try SwiftUIShop()
        let counter = ChangeCounter { _ = shop.tabs.selection }
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = selection

        #expect(shop.tabs.selection == .home)
        #expect(counter.count == 1)
        #expect(changes.changes == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSelectionUnderAModalIsRejected() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart]])
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .home  // the app's code: the cart covers the tab bar

        #expect(shop.tabs.selection == .catalog)
        #expect(changes.changes == [])
        #expect(shop.path == "app > catalog > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func selectingATabUnderAModalLeavesTheModalFirst() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .cart]])

        let report = try await shop.router.perform(.selectTab(.home))

        #expect(report.instructions == [.leave(.cart), .switchTo(.home)])
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aScreenTabPresentsThroughTheRootsModal() async throws {
        let shop = try SwiftUIShop()
        try await shop.router.perform(.navigate(to: [.profile, .login]))
        #expect(shop.tabs.modal.presented == .login)
        #expect(shop.path == "app > profile > login")
        // A screen that is a tab has no stack to push on.
        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: [.profile, .editor]))
        }
        #expect(failure?.cause == .cannotPresent(.editor, .push))
        #expect(shop.path == "app > profile > login")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aContainerWithoutTabsSelectsItself() throws {
        let tree = RoutingTree()
        let tabs = SwiftUITabs<Screen>(.app, tabs: [])
        try tabs.showAsRoot(in: tree)
        #expect(tabs.selectedTab == nil)
        #expect(tabs.selection == .app)
        tabs.selection = .home
        #expect(tabs.selection == .app)
        #expect(tree.description == "app *")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theFirstTabCanBeChosenBeforeTheContainerIsShown() throws {
        let tree = RoutingTree()
        let tabs = SwiftUITabs<Screen>(.app, tabs: [SwiftUIStack(.home), SwiftUIStack(.catalog)], selectedIndex: 7)
        #expect(tabs.selection == .home)
        tabs.selection = .catalog
        try tabs.showAsRoot(in: tree)
        #expect(tree.description == "app *\n├─ home\n└─ catalog *")
    }
}
