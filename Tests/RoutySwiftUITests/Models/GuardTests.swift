import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// Leave guards: the router respects them, a sheet cannot be pulled down past them, and a
/// gesture the platform cannot block is followed and reported as the guard bypassed.
@MainActor
@Suite struct GuardTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theRouterDoesNotPopAScreenThatRefuses() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .editor]])
        try #require(shop.catalog.screens.last).refusesLeave = true

        let failure = await #expect(throws: NavigationFailure<Screen>.self) { try await shop.router.perform(.goBack) }

        guard case .leaveRefused = failure?.cause else {
            Issue.record("expected a refused leave, got \(String(describing: failure))")
            return
        }
        #expect(shop.catalog.path == [.editor])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSwipeBackPastAGuardIsFollowedAndReportedAsBypassed() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .editor]])
        try #require(shop.catalog.screens.last).refusesLeave = true
        let recorder = Recorder()
        recorder.observe(shop.router)

        shop.catalog.path = []  // the back button: NavigationStack cannot be stopped

        #expect(recorder.events == ["user(leave(editor))", "bypassed(editor)"])
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSheetWhoseGuardRefusesCannotBePulledDown() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart]])
        let cart = try #require(shop.tabs.modal.element as? SwiftUIScreen<Screen>)
        let disabled = ChangeCounter { _ = shop.tabs.modal.isDismissDisabled }
        #expect(shop.tabs.modal.isDismissDisabled == false)

        cart.refusesLeave = true

        #expect(shop.tabs.modal.isDismissDisabled)  // interactiveDismissDisabled(true)
        #expect(disabled.count == 1)
        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.close(.cart))
        }
        #expect(failure?.cause == .leaveRefused(cart.context))
        #expect(shop.tabs.modal.presented == .cart)
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSheetDismissedByCodePastItsGuardIsFollowedAndReportedAsBypassed() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart]])
        try #require(shop.tabs.modal.element as? SwiftUIScreen<Screen>).refusesLeave = true
        let recorder = Recorder()
        recorder.observe(shop.router)

        shop.tabs.modal.sheet = nil  // the sheet's own `dismiss()`, which the guard cannot stop

        #expect(recorder.events == ["user(leave(cart))", "bypassed(cart)"])
        #expect(shop.tabs.modal.element == nil)
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aModalWhoseGuardRefusesKeepsTheRouterFromSwitchingTabs() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .checkout]])
        let checkout = try #require(shop.tabs.modal.element as? SwiftUIStack<Screen>)
        checkout.refusesLeave = true

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.selectTab(.home))
        }

        #expect(failure?.cause == .leaveRefused(checkout.context))
        #expect(shop.tabs.selection == .catalog)
        #expect(shop.path == "app > catalog > checkout")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func containersThatAreTabsOrTheRootAreNeverLeft() async throws {
        let shop = try SwiftUIShop()
        #expect(shop.tabs.canLeaveNode(with: shop.tabs.entry) == false)
        #expect(shop.catalog.canLeaveNode(with: shop.catalog.entry) == false)
        #expect(shop.profile.canLeaveNode(with: shop.profile.entry) == false)
        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.close(.home))
        }
        #expect(failure?.cause == .cannotClose(.home))
    }
}
