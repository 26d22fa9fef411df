import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The stack model: what the router does through it, and what SwiftUI sets on its path.
@MainActor
@Suite struct StackModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theRouterPushesAndPopsThroughThePath() async throws {
        let shop = try SwiftUIShop()
        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(1)]))
        #expect(shop.catalog.path == [.category("shoes"), .product(1)])
        #expect(shop.tabs.selection == .catalog)
        #expect(shop.path == "app > catalog > category(shoes) > product(1)")

        try await shop.router.perform(.goBack)
        #expect(shop.catalog.path == [.category("shoes")])
        try await shop.router.perform(.goBack(to: .catalog))
        #expect(shop.catalog.path == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aProductUpdatesInPlace() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let screen = try #require(shop.catalog.screens.last)
        let report = try await shop.router.perform(.navigate(to: .product(2)))
        #expect(report.instructions == [.update(from: .product(1), to: .product(2))])
        #expect(shop.catalog.screens.last === screen)
        #expect(shop.catalog.path == [.product(2)])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSwipeBackTellsTheTreeAndTheRouterReportsTheUser() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1)]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)

        shop.catalog.path.removeLast()  // what the back swipe makes SwiftUI set

        #expect(changes.changes == ["left(product(1))"])
        #expect(recorder.events == ["user(leave(product(1)))"])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func poppingToTheRootLeavesTheFirstScreenGoneWithEverythingAboveIt() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1), .article(3)]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)

        shop.catalog.path = []  // the back button's long-press menu, to the root

        #expect(changes.changes == ["left(category(shoes))"])
        #expect(recorder.events == ["user(leave(category(shoes)))"])
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aNavigationLinkPushIsFollowedAndToldToTheTree() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let recorder = Recorder()
        recorder.observe(shop.router)

        shop.catalog.path.append(.product(7))  // NavigationLink(value: Context.product(7))

        #expect(shop.catalog.path == [.category("shoes"), .product(7)])
        #expect(shop.path == "app > catalog > category(shoes) > product(7)")
        #expect(recorder.events == ["user(enter(product(7)))"])
        // The router reuses the screen the link pushed.
        let report = try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(7)]))
        #expect(report.instructions == [])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPathThatDiffersBelowTheTopIsAPopThenPushes() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1)]])
        let changes = TreeChanges(shop.tree)

        shop.catalog.path = [.category("shoes"), .article(2), .article(3)]

        #expect(changes.changes == ["left(product(1))", "entered(article(2))", "entered(article(3))"])
        #expect(shop.path == "app > catalog > category(shoes) > article(2) > article(3)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPushToAStackThatIsNotInFrontIsRejectedAndPublishedAgain() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.home, .article(1)], [.catalog]])
        let counter = ChangeCounter { _ = shop.home.path }

        shop.home.path.append(.article(2))  // the home tab is not shown

        #expect(shop.home.path == [.article(1)])
        #expect(counter.count == 1)  // published again, so that a binding reads it back
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPushUnderAModalIsRejected() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .cart]])

        shop.catalog.path.append(.product(1))

        #expect(shop.catalog.path == [.category("shoes")])
        #expect(shop.path == "app > catalog > category(shoes) > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anInactiveStackThatTheAppPopsTellsTheTree() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.home, .article(1), .article(2)], [.catalog]])

        shop.home.path = [.article(1)]  // the app's own code: the home tab is not shown

        #expect(shop.home.path == [.article(1)])
        #expect(shop.path == "app > catalog")
        try await shop.router.perform(.selectTab(.home))
        #expect(shop.path == "app > home > article(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func settingTheSamePathChangesNothing() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let counter = ChangeCounter { _ = shop.catalog.path }
        let changes = TreeChanges(shop.tree)

        shop.catalog.path = [.category("shoes")]  // SwiftUI writing back what it read

        #expect(counter.count == 0)
        #expect(changes.changes == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aStackPresentedModallyIsAFlowOfItsOwn() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        try await shop.router.perform(.navigate(to: [.checkout, .address]))
        let checkout = try #require(shop.tabs.modal.element as? SwiftUIStack<Screen>)
        #expect(checkout.path == [.address])
        #expect(shop.path == "app > catalog > product(1) > checkout > address")

        checkout.path = []  // a swipe back inside the sheet
        #expect(shop.path == "app > catalog > product(1) > checkout")
        try await shop.router.perform(.close(.checkout))
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPopByTheAppUnderAModalTakesTheModalAwayWithItsPresenter() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1), .cart]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let presented = ChangeCounter { _ = shop.tabs.modal.presented }

        shop.catalog.path = []  // the app's own code; the user cannot reach the stack under the cart

        #expect(recorder.events == ["user(leave(category(shoes)))"])
        #expect(shop.tabs.modal.element == nil)
        #expect(presented.count == 1)
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }
}
