import Foundation
import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import SeededRandom
import Testing

/// A soak of iOS 18's tab bar (issue 35): seeded runs interleave requests (to tabs inside the
/// group, to the search tab with a query, under either hidden-tab policy) with the user's taps in
/// the sidebar, hides and shows, reorders of the group and the sidebar collapsing to a bar, some
/// while a request's transition runs, with UIKit's callbacks in orders from the seed. Whenever
/// nothing runs, the tree equals what the fake tab bar shows — the selected tab, the hidden tabs,
/// the group's order — and at the end every request has ended exactly once.
///
/// `ROUTY_UIKIT_SOAK_STEPS` sets the steps of each run (300 by default), `ROUTY_UIKIT_SOAK_SEED`
/// replays one seed.
@MainActor
@Suite struct TabBarSoakTests {
    nonisolated static let seeds = SeededGenerator.seeds([20_261_128, 35], from: "ROUTY_UIKIT_SOAK_SEED")

    @Test(arguments: seeds)
    func theTabBarOfIOS18HoldsUnderTheUsersEdits(seed: UInt64) throws {
        let app = try TestApp(tabsAPI: true)
        var random = SeededGenerator(seed: seed)
        app.ui.order = .seeded(SeededGenerator(seed: seed &+ 1))
        let bar = try #require(app.tabBarController)
        let outcomes = Outcomes()
        let requests: [[Context]] = [
            [.home], [.catalog], [.profile], [.catalog, .product(1)], [.profile, .order(2)], [.search("jazz")],
            [.search("folk"), .product(3)], [.home, .product(4)],
        ]
        let ids = ["home", "library", "catalog", "profile"]
        var edits = 0
        var checks = 0
        for step in 0..<UIKitSoakTests.steps {
            switch random.next() % 8 {
            case 0, 1:
                app.router.hiddenTabPolicy = random.chance(50) ? .showAgain : .fail
                outcomes.enqueue([.navigate(to: random.pick(requests))], on: app)
            case 2: app.ui.finishNext()
            case 3: bar.tapTab(random.pick(ids + ["search"]))
            case 4: edits += bar.userSetsHidden(random.chance(60), [random.pick(ids)]) ? 1 : 0
            case 5:
                edits += bar.userReorders(group: "library", ["profile", "catalog"].shuffled(using: &random)) ? 1 : 0
            case 6: random.chance(50) ? bar.collapseSidebar() : bar.expandSidebar()
            default: app.ui.finishAll()
            }
            let running = outcomes.results.contains { $0.isEmpty }
            guard !running, !app.ui.isAnimating else { continue }
            checks += 1
            let problems = app.violations + Self.differences(app, bar)
            #expect(problems == [], "seed \(seed), step \(step)")
            if !problems.isEmpty { return }
        }
        app.ui.finishAll()
        #expect(outcomes.results.allSatisfy { $0.count == 1 }, "seed \(seed): a request did not end exactly once")
        #expect(app.violations == [], "seed \(seed)")
        #expect(edits > 0 && checks > 0, "seed \(seed): the user never edited the bar, or nothing was checked")
        print(
            "TabBarSoakTests: seed \(seed): \(outcomes.results.count) requests ended once, \(edits) edits, "
                + "\(checks) moments checked")
    }

    /// Where the tree's tabs (their order, the hidden ones) differ from the fake tab bar's, for
    /// the root tabs and the group's, each named by its `UITab` identifier.
    static func differences(_ app: TestApp, _ bar: FakeTabBarController) -> [String] {
        guard let tabs = app.tabs else { return ["no tab bar"] }
        var found: [String] = []
        for (container, group) in [(app.tabs as AppElement?, String?.none), (app.groups.first, "library")] {
            guard let container, let node = app.tree.node(for: container.entry) else { continue }
            let inTree = node.children.map { child in
                ((child.entry.routable as? AppElement).flatMap(tabs.tabIdentifier) ?? "?")
                    + (child.isHidden ? " (hidden)" : "")
            }
            let shown = TabGroupTests.shownTabs(bar, group: group)
            if inTree != shown { found.append("\(group ?? "root"): the tree has \(inTree), the bar shows \(shown)") }
        }
        return found
    }
}
