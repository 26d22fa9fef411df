import Foundation
import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The user's order and hidden tabs in SwiftUI (issue 35, point 2): the customization the tab
/// view binds (`TabViewCustomization`) is the container's; the tabs and the tree follow what
/// SwiftUI writes to it, the router's switch to a hidden tab shows it again in it, and a persisted
/// customization and a snapshot restore the same bar.
@MainActor
@Suite struct TabCustomizationTests {
    /// The user hides a tab in the sidebar while nothing runs: the tab leaves the bar and keeps
    /// what it shows; the tree hears the new hidden set, which is no navigation of the user's.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUserHidesATabWhileIdle() async throws {
        let shop = try SidebarShop()
        try await shop.router.perform(.open("shop://hats/2"))
        let recorder = Recorder()
        recorder.observe(shop.router)
        let changes = TreeChanges(shop.tree)

        shop.userSets(shop.profile, hidden: true)
        shop.userSets(shop.hats, hidden: true)

        #expect(shop.bar == "home catalog[category(shoes)* category(hats)-]* profile- search()")
        #expect(changes.changes == ["rearranged(app)", "switched(category(shoes))", "rearranged(catalog)"])
        #expect(recorder.events == ["user(switchTo(category(shoes)))"])
        #expect(shop.hats.path == [.product(2)])
        #expect(shop.tree.node(for: shop.profile.entry)?.isHidden == true)
        #expect(shop.violations == [])
    }

    /// The selected tab hidden: the first tab shown is selected, as the headless kit does; a
    /// customization that repeats what is shown changes nothing.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func hidingTheSelectedTabSelectsTheFirstTabShown() async throws {
        let shop = try SidebarShop()
        try await shop.router.perform(.navigate(to: [.app, .profile]))
        let changes = TreeChanges(shop.tree)

        shop.userSets(shop.profile, hidden: true)
        let again = shop.tabs.customization
        shop.tabs.customization = again

        #expect(shop.bar == "home* catalog[category(shoes)* category(hats)] profile- search()")
        #expect(changes.changes == ["switched(home)", "rearranged(app)"])
        #expect(shop.violations == [])
    }

    /// The tab view reads back what it wrote: a customization written again tells no one, and
    /// one the user changed, once; the router's show-again tells the tab view once, when its
    /// request ends.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theCustomizationChangesOncePerChangeOfWhatItSays() async throws {
        let shop = try SidebarShop()
        shop.userSets(shop.profile, hidden: true)
        let counter = ChangeCounter { [tabs = shop.tabs] in _ = tabs.customization }

        shop.tabs.customization = shop.tabs.customization
        #expect(counter.count == 0)
        shop.userSets(shop.search, hidden: true)
        #expect(counter.count == 1)
        try await shop.router.perform(.navigate(to: [.app, .profile]))
        #expect(counter.count == 2)
        #expect(shop.customization?.hidden == ["search()"])
    }

    /// The user drags the tabs of a section into another order: the section's tabs and the tree
    /// follow, the selection stays. SwiftUI offers no order outside a section: the bar keeps the
    /// app's order there.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUserReordersASection() async throws {
        let shop = try SidebarShop()
        try await shop.router.perform(.navigate(to: [.app, .catalog, .category("shoes"), .product(1)]))
        let changes = TreeChanges(shop.tree)

        shop.userOrdersCatalog([shop.hats, shop.shoes])

        #expect(shop.bar == "home catalog[category(hats) category(shoes)*]* profile search()")
        #expect(changes.changes == ["rearranged(catalog)"])
        #expect(
            shop.tree.node(for: shop.catalog.entry)?.children.map(\.entry.description) == [
                "category(hats)", "category(shoes)",
            ])
        #expect(shop.path == "app > catalog > category(shoes) > product(1)")
        #expect(shop.violations == [])

        // The app resets the order (`resetSectionOrder()`): the app's order again.
        var reset = try #require(shop.customization)
        reset.sectionOrders = [:]
        shop.tabs.customization = reset
        #expect(shop.bar == "home catalog[category(shoes)* category(hats)]* profile search()")
        #expect(shop.violations == [])
    }

    /// A request to a hidden tab, under each policy: `.showAgain` shows it again — in the
    /// customization too, so the tab view shows it — and the dry run says so; `.fail` runs
    /// nothing and names the tab.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: NavigationHiddenTabPolicy.allCases)
    func aRequestToAHiddenTab(policy: NavigationHiddenTabPolicy) async throws {
        let shop = try SidebarShop(policy: policy)
        shop.userSets(shop.hats, hidden: true)
        let request = NavigationRequest<Screen>([.navigate(to: [.app, .catalog, .category("hats"), .product(3)])])

        let plan = try? shop.router.plan(request)
        let result = await shop.router.result(of: request)

        switch policy {
        case .showAgain:
            #expect(plan?.tabsShownAgain == [.category("hats")])
            #expect(result.summary == "switchTo(catalog), switchTo(category(hats)), enter(product(3))")
            #expect(shop.customization?.hidden == [])
            #expect(shop.bar == "home catalog[category(shoes) category(hats)*]* profile search()")
        case .fail:
            #expect(plan == nil)
            #expect(result.failure?.cause == .hiddenTab(.category("hats")))
            #expect(shop.customization?.hidden == ["category(hats)"])
            #expect(shop.bar == "home* catalog[category(shoes)* category(hats)-] profile search()")
        }
        #expect(shop.violations == [])
    }

    /// The user hides the tab a request goes to while the request waits (at a sign-in wall, say),
    /// and while it runs: the request plans from what is shown, under each policy.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: NavigationHiddenTabPolicy.allCases)
    func theUserHidesTheTabARequestGoesToDuringTheRequest(policy: NavigationHiddenTabPolicy) async throws {
        let shop = try SidebarShop(policy: policy)
        let gate = InterceptorGate()
        gate.isClosed = true
        shop.router.interceptors = [GateInterceptor(gate: gate)]
        let task = Task { await shop.router.result(of: [.navigate(to: [.app, .profile])]) }
        await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }

        shop.userSets(shop.profile, hidden: true)
        gate.open()
        let result = await task.value

        switch policy {
        case .showAgain:
            #expect(result.summary == "switchTo(profile)")
            #expect(shop.bar == "home catalog[category(shoes)* category(hats)] profile* search()")
            #expect(shop.customization?.hidden == [])
        case .fail:
            #expect(result.failure?.cause == .hiddenTab(.profile))
            #expect(shop.bar == "home* catalog[category(shoes)* category(hats)] profile- search()")
        }
        #expect(shop.violations == [])
    }

    /// The user hides a tab between two instructions of a request, as during an animation: the
    /// request ends where it goes, and the tree keeps what the customization says.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUserHidesAnotherTabWhileARequestRuns() async throws {
        let shop = try SidebarShop()
        var hidden = false
        shop.router.addObserver { [shop] event in
            guard !hidden, case .instructionExecuted = event else { return }
            hidden = true
            shop.userSets(shop.profile, hidden: true)
        }

        let report = try await shop.router.perform(.navigate(to: [.app, .catalog, .category("hats"), .product(1)]))

        #expect(report.description == "switchTo(catalog), switchTo(category(hats)), enter(product(1))")
        #expect(shop.bar == "home catalog[category(shoes) category(hats)*]* profile- search()")
        #expect(shop.violations == [])
    }

    /// The search tab takes a link's query as its context's payload, in place; hidden, a query
    /// link shows it again under `.showAgain`, in the customization too.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theSearchTabsQueryLinkLands() async throws {
        let shop = try SidebarShop()

        let report = try await shop.router.perform(.open("shop://search?q=jazz"))
        #expect(report.description == "switchTo(search()), update(search() -> search(jazz))")
        #expect(shop.search.context == .search("jazz"))
        #expect(shop.tabs.customizationID(of: shop.search) == "search()")

        try await shop.router.perform(.navigate(to: [.app, .home]))
        shop.userSets(shop.search, hidden: true)
        let again = try await shop.router.perform(.open("shop://search?q=blues"))

        #expect(again.description == "switchTo(search(jazz)), update(search(jazz) -> search(blues))")
        #expect(shop.customization?.hidden == [])
        #expect(shop.path == "app > search(blues)")
        #expect(shop.violations == [])
    }

    /// A tab selected in the same transaction as the customization that shows it again, in
    /// either order SwiftUI could write the two: the tab is shown and selected.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTabShownAndSelectedInOneTransactionEndsSelectedInEitherOrder() async throws {
        var bars: Set<String> = []
        for order in WriteOrders.all([0, 1]) {
            let shop = try SidebarShop()
            shop.userSets(shop.profile, hidden: true)
            var shown = try #require(shop.customization)
            shown.hidden = []
            let writes: [@MainActor () -> Void] = [
                { [shop] in shop.tabs.customization = shown },
                { [shop] in shop.tabs.selection = .profile },
            ]
            for index in order { writes[index]() }
            #expect(shop.violations == [], "order \(order)")
            bars.insert(shop.bar)
        }
        #expect(bars == ["home catalog[category(shoes)* category(hats)] profile* search()"])
    }

    /// A customization that hides the selected tab while a sheet covers the tab bar waits until
    /// the sheet goes, as a tab selected then does.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func hidingTheSelectedTabUnderASheetWaitsForTheSheet() async throws {
        let shop = try SidebarShop()
        try await shop.router.perform(.navigate(to: [.app, .profile, .cart]))

        shop.userSets(shop.profile, hidden: true)
        #expect(shop.bar == "home catalog[category(shoes)* category(hats)] profile* search()")
        #expect(shop.path == "app > profile > cart")
        #expect(shop.violations == [])

        shop.tabs.modal.sheet = nil
        #expect(shop.bar == "home* catalog[category(shoes)* category(hats)] profile- search()")
        #expect(shop.violations == [])
    }

    /// An app persists the customization (it is `Codable`) and the router's snapshot; a new
    /// launch restores both, in either order, and shows the same bar: the hidden tabs, the
    /// section's order, the stacks. A snapshot alone brings the hidden tabs back into the
    /// customization, but not the section's order, which SwiftUI lets no app set.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["customization first", "snapshot first", "snapshot alone"])
    func aPersistedCustomizationAndASnapshotRestoreTheSameBar(order: String) async throws {
        let saved = try SidebarShop()
        try await saved.router.perform(.navigate(to: [.app, .catalog, .category("hats"), .product(2)]))
        try await saved.router.perform(.navigate(to: [.app, .home, .product(1)]))
        saved.userOrdersCatalog([saved.hats, saved.shoes])
        saved.userSets(saved.profile, hidden: true)
        let customization = try JSONEncoder().encode(try #require(saved.customization))
        let snapshot = saved.router.snapshot()

        let launched = try SidebarShop()
        let persisted = try JSONDecoder().decode(TestTabCustomization.self, from: customization)
        if order == "customization first" { launched.tabs.customization = persisted }
        try await launched.router.restore(snapshot)
        if order == "snapshot first" { launched.tabs.customization = persisted }

        if order == "snapshot alone" {
            #expect(launched.bar == "home* catalog[category(shoes) category(hats)*] profile- search()")
            #expect(launched.customization?.hidden == ["profile"])
        } else {
            #expect(launched.bar == saved.bar)
            #expect(launched.bar == "home* catalog[category(hats)* category(shoes)] profile- search()")
            #expect(launched.customization == persisted)
            #expect(launched.router.snapshot() == snapshot)
        }
        #expect(launched.hats.path == [.product(2)])
        #expect(launched.path == "app > home > product(1)")
        #expect(launched.violations == [])
    }
}
