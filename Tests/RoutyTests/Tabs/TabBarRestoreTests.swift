import Portus
import Routy
import RoutyHeadless
import Testing

/// Restoring a tab bar (issue 35): a snapshot of 2 000 tabs — some in groups, some hidden, some
/// with a stack, in an order the user chose — restores to the same bar. The restore looks each tab
/// up once (`RestorePlanner`); its speed is measured by the `restore` benchmark, not here. A tab
/// that differs only in being hidden needs no step: the bar's hidden set is put back around the
/// request.
@MainActor
@Suite struct TabBarRestoreTests {
    enum Shelf: String, Hashable, Sendable {
        case app, tab, group, item
    }

    /// A bar of `count` tabs `tab(i)`, where every 100th is a group `group(i)` of five tabs
    /// `tab(i * 10 + k)` (ids past `count`); each tab is a stack, `item(id)` is pushed.
    @MainActor
    final class Bar {
        let tree = RoutingTree()
        let window: HeadlessWindow<Shelf>
        let bar: HeadlessTabs<Shelf>
        let groups: [HeadlessTabs<Shelf>]
        let router: NavigationRouter<Shelf>

        init(count: Int) throws {
            window = HeadlessWindow(tree: tree)
            var tabs: [any NavigationElement<Shelf>] = []
            var groups: [HeadlessTabs<Shelf>] = []
            for index in 0..<count {
                if index % 100 == 50 {
                    let inner = (0..<5).map {
                        HeadlessStack(NavigationContext(Shelf.tab, payload: count + index * 10 + $0))
                    }
                    let group = HeadlessTabs(NavigationContext(.group, payload: index), tabs: inner)
                    groups.append(group)
                    tabs.append(group)
                } else {
                    tabs.append(HeadlessStack(NavigationContext(Shelf.tab, payload: index)))
                }
            }
            self.groups = groups
            bar = HeadlessTabs(NavigationContext(.app), tabs: tabs)
            try window.show(bar)
            var registry = NavigationElementRegistry<Shelf>()
            registry.register(.item) { HeadlessScreen($0) }
            router = NavigationRouter(tree: tree, factory: registry)
            // A restore counts every element of the snapshot as a request does.
            router.maximumContextsPerRequest = 10_000
        }

        /// The bar as `id` per tab, `-` after a hidden one, `*` after the selected one, a group's
        /// tabs in brackets.
        var description: String {
            func describe(_ tabs: HeadlessTabs<Shelf>) -> String {
                tabs.tabs.map { tab in
                    var text = tab.context.payload.map { "\($0)" } ?? "?"
                    if let group = tab as? HeadlessTabs<Shelf> { text += "[" + describe(group) + "]" }
                    if tabs.isHidden(tab) { text += "-" }
                    if tabs.selectedTab === tab { text += "*" }
                    return text
                }.joined(separator: " ")
            }
            return describe(bar)
        }
    }

    static let count = 2_000

    @Test func aSnapshotOfTwoThousandTabsRestoresTheSameBar() async throws {
        let saved = try Bar(count: Self.count)
        // Stacks on a few tabs, one in a group; the user moves tabs, hides every seventh, and
        // a tab of a group ends selected with its stack.
        for id in [3, 999, 1_998] {
            try await saved.router.perform(
                .navigate(to: [
                    NavigationContext(.tab, payload: id), NavigationContext(.item, payload: id),
                ]))
        }
        let groupTab = NavigationContext(Shelf.tab, payload: Self.count + 1_050 * 10 + 2)
        try await saved.router.perform(.navigate(to: [groupTab, NavigationContext(.item, payload: 7)]))
        #expect(saved.bar.move(saved.bar.tabs[Self.count - 1], to: 0))
        #expect(saved.bar.move(saved.bar.tabs[10], to: 1_500))
        #expect(saved.groups[3].move(saved.groups[3].tabs[4], to: 0))
        // Every seventh tab hidden at once, as an app puts back the user's customization.
        let order = saved.bar.tabs.map { $0.context }
        let hidden = Set(order.enumerated().filter { $0.offset % 7 == 3 }.map(\.element))
        #expect(saved.bar.arrangeTabs(order, hidden: hidden))
        #expect(saved.groups[10].hide(saved.groups[10].tabs[1]))
        let snapshot = saved.router.snapshot()
        #expect(snapshot.elementCount == 1 + Self.count + 20 * 5 + 4)
        #expect(snapshot.root?.tabs.filter(\.isHidden).count == 286)

        let fresh = try Bar(count: Self.count)
        let restored = try await fresh.router.restore(snapshot)

        #expect(restored.isComplete)
        #expect(fresh.description == saved.description)
        #expect(fresh.router.snapshot() == snapshot)
        #expect(
            fresh.router.snapshot().activePath == [
                .init(.app), .init(.group, payload: 1_050), groupTab, .init(.item, payload: 7),
            ])
        // One step per tab whose stack differs, then the active path.
        #expect(restored.report.instructions.filter { $0.description.hasPrefix("enter(") }.count == 4)
    }

    /// Hidden tabs without a stack of their own, in the bar and in a group: the request has
    /// nothing to do, and the bar comes back as saved.
    @Test func aTabThatDiffersOnlyInBeingHiddenNeedsNoStep() async throws {
        let saved = try MediaApp()
        #expect(saved.bar.hide(saved.search))
        #expect(saved.library.hide(saved.music))
        let fresh = try MediaApp()

        let restoration = try fresh.router.restoration(for: saved.router.snapshot())
        let restored = try await fresh.router.restore(saved.router.snapshot())

        #expect(restoration.request.description == "navigate(app, home)")
        #expect(restored.report.instructions == [])
        #expect(fresh.bars == "home* library[books* music-] search- profile")
        #expect(fresh.bars == saved.bars)
        #expect(fresh.violations == [])
    }
}
