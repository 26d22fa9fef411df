import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// `NavigationRestoration.target` is what `snapshot()` gives once the restore ran, for random
/// snapshots restored over random states of the shop, with either strategy.
///
/// Each run uses fixed seeds and one fresh one; a failure names its seed. Replay it with
/// `ROUTY_SEED=<seed> swift test --filter RestorePropertyTests`.
@MainActor
@Suite struct RestorePropertyTests {
    typealias Element = NavigationSnapshot<Screen>.Element

    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3, 4], from: "ROUTY_SEED")

    nonisolated static let restoresPerRun = 60

    @Test(arguments: seeds)
    func theTargetIsWhatTheAppShowsAfterTheRestore(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        for number in 1...Self.restoresPerRun {
            let shop = try Self.shop()
            let strategy: RoutingStrategy = random.chance(25) ? .tearDown : .keepBranches
            let router = NavigationRouter(tree: shop.tree, factory: shop.registry, strategy: strategy)
            var setUp = (0..<Int.random(in: 0...3, using: &random)).map { _ in RandomSnapshot.contexts(&random) }
            if random.chance(15) { setUp += RandomSnapshot.accountRequests(&random) }
            for contexts in setUp {
                _ = await router.result(of: [.navigate(to: contexts)])
            }
            let snapshot = NavigationSnapshot(root: RandomSnapshot.root(&random))
            let at = "seed \(seed), restore \(number) (\(strategy)) of\n\(snapshot)\nover\n\(router.snapshot())"

            let restoration = try router.restoration(for: snapshot)
            let result = await router.result(of: restoration.request)

            guard case .success = result else {
                Issue.record("\(at): the restore failed: \(result)")
                return
            }
            #expect(router.snapshot() == restoration.target, "\(at)\ntarget\n\(restoration.target)")
            #expect(shop.violations == [], "\(at)")
            // Restoring the target again changes nothing.
            let again = try router.restoration(for: restoration.target)
            #expect(again.skipped == [] && again.target == restoration.target, "\(at)")
        }
    }

    /// The test shop, where `account` is a modal with two tabs of its own, `help` and `search`,
    /// which are only tabs: no screen of the same context stands in their way.
    static func shop() throws -> TestShop {
        let shop = try TestShop(unregistered: [.help, .search])
        shop.registry.register(Context(.account).type, presentation: .modal) { context in
            HeadlessTabs(context, tabs: [HeadlessStack(Context(.help)), HeadlessStack(Context(.search))])
        }
        return shop
    }

    /// The modal container shown now is left by the step that restores another tab first: its
    /// tabs' steps must not take it as shown, or their screens are made with no container.
    @Test func aModalContainerShownNowIsMadeAgainAfterATabSwitch() async throws {
        let shop = try Self.shop()
        shop.router.factory = shop.registry
        try await shop.setUp([[Context(.account)], [Context(.account), Context(.help), .article(1)]])
        let account = Element(
            Context(.account), presentation: .modal,
            tabs: [
                Element(Context(.help), presentation: .tab),
                Element(Context(.search), presentation: .tab, stack: [Element(.article(2), presentation: .push)]),
            ],
            selectedTab: 1)
        let snapshot = NavigationSnapshot(
            root: Element(
                .app, presentation: .root,
                tabs: [
                    Element(.home, presentation: .tab, stack: [account]),
                    Element(.catalog, presentation: .tab, stack: [Element(.product(2), presentation: .push)]),
                ]))

        let restoration = try shop.router.restoration(for: snapshot)
        try await shop.router.restore(snapshot)

        #expect(shop.router.snapshot() == restoration.target)
        #expect(shop.path == "app > home > account > search > article(2)")
    }

    /// The snapshot's root shows no tabs, the app's root shows three: they stay, and what the
    /// snapshot shows on the root is shown by the selected tab.
    @Test func aRootWithoutTabsOverARootWithTabs() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(3)], [.catalog, .product(1)]])
        let snapshot = NavigationSnapshot(
            root: Element(.app, presentation: .root, stack: [Element(.article(1), presentation: .push)]))

        let restoration = try shop.router.restoration(for: snapshot)
        try await shop.router.restore(snapshot)

        #expect(restoration.target.description == "app\n  home > article(3)\n  catalog * > article(1)\n  profile")
        #expect(shop.router.snapshot() == restoration.target)
    }

    /// A tab the snapshot lacks keeps what it shows, but what the switch away from it leaves is
    /// gone: its modal, or, when the router tears branches down, its whole stack.
    @Test(arguments: [RoutingStrategy.keepBranches, .tearDown])
    func aTabTheSnapshotLacksLosesWhatTheSwitchAwayLeaves(_ strategy: RoutingStrategy) async throws {
        let shop = try TestShop()
        let router = NavigationRouter(tree: shop.tree, factory: shop.registry, strategy: strategy)
        _ = try await router.perform(.navigate(to: [.profile, .article(1), .cart]))
        let snapshot = NavigationSnapshot(
            root: Element(.app, presentation: .root, tabs: [Element(.home, presentation: .tab)]))

        let restoration = try router.restoration(for: snapshot)
        try await router.restore(snapshot)

        let profile = strategy == .keepBranches ? "profile > article(1)" : "profile"
        #expect(restoration.target.description == "app\n  home *\n  catalog\n  \(profile)")
        #expect(router.snapshot() == restoration.target)
    }
}

/// Random snapshots over the shop's contexts: mostly ones it can restore, some with tabs it does
/// not have, types it cannot make or presents another way, and modals in inactive tabs.
enum RandomSnapshot {
    typealias Element = NavigationSnapshot<Screen>.Element

    static let tabs: [Context] = [.home, .catalog, .profile, Context(.help)]
    static let pushed: [Context] =
        [1, 2].map(Context.article) + ["shoes"].map(Context.category) + [1, 2].map(Context.product) + [.orders]
        + [Context(.help)]
    static let modals: [Context] = [.cart, .login]

    /// A few contexts for a request that sets up a start state.
    static func contexts(_ random: inout SeededGenerator) -> [Context] {
        var contexts: [Context] = random.chance(60) ? [random.pick(Array(tabs.prefix(3)))] : []
        for _ in 0..<Int.random(in: (contexts.isEmpty ? 1 : 0)...3, using: &random) {
            contexts.append(random.pick(pushed + modals))
        }
        return contexts
    }

    /// Requests that show the `account` modal, then a screen in one of its tabs: in two, as a
    /// tab of a container made in the same request would be made anew, not switched to.
    static func accountRequests(_ random: inout SeededGenerator) -> [[Context]] {
        let tab = random.pick([Context(.help), Context(.search)])
        return [[Context(.account)], [Context(.account), tab, .article(Int.random(in: 1...2, using: &random))]]
    }

    static func root(_ random: inout SeededGenerator) -> Element {
        var tabElements: [Element] = []
        if !random.chance(20) {
            for tab in tabs where random.chance(70) {
                tabElements.append(Element(tab, presentation: .tab, stack: stack(&random)))
            }
            tabElements.shuffle(using: &random)
        }
        let selected = tabElements.isEmpty ? nil : Int.random(in: tabElements.indices, using: &random)
        // A container shows what is pushed or presented in its selected tab: only a root
        // without tabs has a stack of its own.
        return Element(
            .app, presentation: .root, tabs: tabElements, selectedTab: selected,
            stack: tabElements.isEmpty ? stack(&random) : [])
    }

    /// Pushed screens, then sometimes modals; now and then one presented another way than the
    /// factory presents it.
    static func stack(_ random: inout SeededGenerator) -> [Element] {
        var stack: [Element] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let asModal = random.chance(5)
            stack.append(Element(random.pick(pushed), presentation: asModal ? .modal : .push))
        }
        for _ in 0..<(random.chance(30) ? Int.random(in: 1...2, using: &random) : 0) {
            stack.append(Element(random.pick(modals), presentation: random.chance(5) ? .push : .modal))
        }
        if random.chance(15) { stack.append(account(&random)) }
        return stack
    }

    /// The `account` modal, with its tabs `help` and `search`, each showing a few pushed screens.
    ///
    /// Both tabs, in the factory's order: the planner cannot know the tabs of a container it
    /// has not made yet, and takes the snapshot's (`NavigationRestoration.target` says so).
    static func account(_ random: inout SeededGenerator) -> Element {
        let tabs = [Context(.help), Context(.search)].map { tab in
            let stack = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                Element(random.pick(Array(pushed.dropLast())), presentation: .push)
            }
            return Element(tab, presentation: .tab, stack: stack)
        }
        return Element(
            Context(.account), presentation: .modal, tabs: tabs, selectedTab: Int.random(in: 0...1, using: &random))
    }
}
