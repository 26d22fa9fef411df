import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The user tapping the selected tab: `TabView` sets the selection to the selected tab's context
/// again, and the container pops that tab's stack to the root, as a tab bar controller does.
@MainActor
@Suite struct TabsReselectTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tappingTheSelectedTabPopsItsStackAndTheRouterReportsTheUser() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("tea"), .product(2)]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)
        let counter = ChangeCounter { _ = shop.catalog.path }

        shop.tabs.selection = .catalog  // what TabView sets when the user taps the selected tab

        #expect(shop.catalog.path == [])
        #expect(counter.count == 1)
        #expect(changes.changes == ["left(category(tea))"])
        #expect(recorder.events == ["user(leave(category(tea)))"])
        #expect(shop.path == "app > catalog")
        #expect(shop.tabs.selection == .catalog)
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theAppCanTurnItOff() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(2)]])
        shop.tabs.popsToRootOnReselect = false
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .catalog

        #expect(shop.catalog.path == [.product(2)])
        #expect(changes.changes == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aScreenThatRefusesToBeLeftKeepsTheStack() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("tea"), .editor]])
        try #require(shop.catalog.screens.last).refusesLeave = true
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .catalog

        #expect(shop.catalog.path == [.category("tea"), .editor])
        #expect(changes.changes == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aModalOverTheTabBarKeepsTheStack() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(2), .cart]])
        let changes = TreeChanges(shop.tree)

        shop.tabs.selection = .catalog

        #expect(shop.catalog.path == [.product(2)])
        #expect(changes.changes == [])
        #expect(shop.path == "app > catalog > product(2) > cart")
        #expect(shop.violations == [])
    }
}
