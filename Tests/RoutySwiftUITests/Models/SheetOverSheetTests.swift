import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A sheet over a sheet: the upper one is presented through the lower one's own modal (bound with
/// `.routySheet(element.modal)` inside the lower one's content), and dismissing the lower one
/// takes the upper one with it.
@MainActor
@Suite struct SheetOverSheetTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSheetPresentsASheetThroughItsOwnModal() async throws {
        let shop = try SwiftUIShop()

        let report = try await shop.router.perform(.navigate(to: [.cart, .checkout]))

        #expect(report.instructions == [.enter(.cart), .enter(.checkout)])
        let cart = try #require(shop.tabs.modal.element)
        #expect(shop.tabs.modal.sheet == .cart)
        #expect(cart.modal.sheet == .checkout)
        #expect(shop.path == "app > home > cart > checkout")
        #expect(shop.violations == [])
    }

    /// The sheet shown now does not stop a route that leaves it before it presents another from
    /// lower down: a presenter offers a modal whatever its level shows, as a headless one does.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRouteReplacesASheetWithOnePresentedLowerDown() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .cart]])

        let report = try await shop.router.perform(.navigate(to: [.catalog, .login]))

        #expect(report.instructions == [.leave(.cart), .leave(.product(1)), .enter(.login)])
        #expect(shop.tabs.modal.fullScreenCover == .login)
        #expect(shop.path == "app > catalog > login")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUpperSheetPulledDownLeavesTheLowerOne() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.cart, .checkout]])
        let cart = try #require(shop.tabs.modal.element)
        let recorder = Recorder()
        recorder.observe(shop.router)

        cart.modal.sheet = nil  // what SwiftUI sets when the user pulls the upper sheet down

        #expect(recorder.events == ["user(leave(checkout))"])
        #expect(shop.tabs.modal.sheet == .cart)
        #expect(shop.path == "app > home > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theLowerSheetDismissedTakesTheUpperWithIt() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.cart, .checkout]])
        let cart = try #require(shop.tabs.modal.element)
        let checkout = try #require(cart.modal.element)
        let recorder = Recorder()
        recorder.observe(shop.router)

        shop.tabs.modal.sheet = nil  // the lower sheet dismissed, by its own code or SwiftUI

        #expect(recorder.events == ["user(leave(cart))"])
        #expect(shop.tabs.modal.sheet == nil)
        #expect(cart.modal.sheet == nil)
        #expect(shop.tree.node(for: checkout.entry) == nil)
        #expect(checkout.canPresent(.modal) == false)
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func closingTheLowerSheetLeavesBoth() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.cart, .checkout]])

        let report = try await shop.router.perform(.close(.cart))

        #expect(report.instructions == [.leave(.checkout), .leave(.cart)])
        #expect(shop.tabs.modal.sheet == nil)
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
    }
}
