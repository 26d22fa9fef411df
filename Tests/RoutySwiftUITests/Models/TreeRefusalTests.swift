import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// What a model does when the tree refuses what it tells: it undoes its own change, so that the
/// model — what SwiftUI shows — is as it was.
@MainActor
@Suite struct TreeRefusalTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSwitchTheTreeRefusesLeavesTheSelection() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        // The profile tab shows another context than the tree knows: the tree finds no such tab.
        shop.profile.update(with: .editor)
        var calls: [Bool] = []

        shop.tabs.switchToNode(with: shop.profile.entry, animated: false) { calls.append($0) }
        shop.tabs.selection = .editor  // what TabView sets when the user taps the profile tab

        #expect(calls == [false])
        #expect(shop.tabs.selectedIndex == 1)
        #expect(shop.tabs.selection == .catalog)
        #expect(shop.path == "app > catalog > product(1)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPopTheTreeRefusesLeavesTheScreenOnTheStack() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let product = try #require(shop.catalog.screens.last)
        // The tree has left the product behind the stack's back: it does not know it any more.
        try shop.tree.didLeaveNode(with: product.entry)
        var calls: [Bool] = []

        product.leaveNode(with: product.entry, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(shop.catalog.path == [.product(1)])
        #expect(product.canLeaveNode(with: product.entry), "still pushed on its stack")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aDismissalTheTreeRefusesLeavesTheModalShown() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog], [.cart]])
        let cart = try #require(shop.catalog.modal.element ?? shop.tabs.modal.element)
        try shop.tree.didLeaveNode(with: cart.entry)
        var calls: [Bool] = []

        cart.leaveNode(with: cart.entry, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(shop.tabs.modal.presented == .cart)
        #expect(cart.canLeaveNode(with: cart.entry), "still presented")
    }
}
