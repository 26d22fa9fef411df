import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// What a headless element does when the tree refuses what it tells: it undoes its own change,
/// so that the element — and what shows it — is as it was.
@MainActor
@Suite struct HeadlessTreeRefusalTests {
    /// An element of the app's own whose entry the tree refuses: its managed entries name an
    /// active entry that is not among them.
    final class Malformed: NavigationElement {
        let context = Context(.help)

        var entry: RoutingEntry {
            let missing = RoutingEntry(identifier: "missing")
            return RoutingEntry(
                context: context, routable: self, managedEntries: .init(entries: [], activeEntry: missing))
        }
    }

    /// Tabs the tree refuses to enter: one of them is malformed.
    private func refusedTabs() -> (HeadlessTabs<Screen>, Malformed) {
        let tab = Malformed()
        return (HeadlessTabs(Context(.account), tabs: [tab]), tab)
    }

    @Test(arguments: [NavigationPresentation.modal, .push])
    func anElementTheTreeRefusesIsNotShown(_ presentation: NavigationPresentation) async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let product = try #require(shop.element(.product(1)))
        let (tabs, _) = refusedTabs()
        let before = shop.tree.description
        var calls: [Bool] = []

        product.present(tabs, as: presentation, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(product.modal == nil)
        #expect(shop.catalog.pushed.map(\.context) == [.product(1)])
        #expect(tabs.isShown == false)
        #expect(shop.tree.description == before)
        #expect(shop.shown == "app > catalog > product(1)")
        #expect(shop.violations == [])
        // The presenter is as it was: it shows the next element.
        product.present(HeadlessScreen<Screen>(.cart), as: presentation, animated: false) { calls.append($0) }
        #expect(calls == [false, true])
        #expect(shop.shown == "app > catalog > product(1) > cart")
    }

    @Test func aRootTheTreeRefusesIsNotShown() throws {
        let tree = RoutingTree()
        let window = HeadlessWindow<Screen>(tree: tree)
        let (tabs, tab) = refusedTabs()

        #expect(throws: NavigationError.invalidTabs(tab.context)) { try window.show(tabs) }

        #expect(window.root == nil)
        #expect(tabs.isShown == false)
        #expect(tree.activePath.map(\.identifier) == ["window"])
        #expect(tree.consistencyViolations == [])
    }

    @Test func aSwitchTheTreeRefusesLeavesTheSelection() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home]])
        // The profile tab shows another context than the tree knows: the tree finds no such tab.
        shop.profile.update(with: .orders)
        var calls: [Bool] = []

        shop.tabs.switchToNode(with: shop.profile.entry, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(shop.tabs.selectedIndex == 0)
        #expect(shop.shown == "app > home")
        #expect(shop.path == "app > home")
    }

    @Test func aLeaveTheTreeRefusesLeavesTheElementShown() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let product = try #require(shop.element(.product(1)))
        // The tree has left the product behind the element's back: it does not know it any more.
        try shop.tree.didLeaveNode(with: product.entry)
        var calls: [Bool] = []

        product.leaveNode(with: product.entry, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(product.isShown)
        #expect(shop.catalog.pushed.map(\.context) == [.product(1)])
        #expect(shop.shown == "app > catalog > product(1)")
    }
}
