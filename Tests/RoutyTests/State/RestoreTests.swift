import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `router.restore(_:)` shows a snapshot again, as one request through the router.
@MainActor
@Suite struct RestoreTests {
    typealias Element = NavigationSnapshot<Screen>.Element

    /// A shop that shows a little of everything: a stack in an inactive tab, a stack and a modal
    /// in the selected one.
    static func saved() async throws -> TestShop {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog, .category("shoes"), .product(42)], [.cart]])
        return shop
    }

    @Test func aFreshAppShowsTheSnapshotAfterOneRequest() async throws {
        let saved = try await Self.saved()
        let fresh = try TestShop()
        let recorder = Recorder()
        recorder.observe(fresh.router)
        var sources: [NavigationSource?] = []
        fresh.router.addObserver { if case .requestStarted = $0 { sources.append($0.source) } }

        let restored = try await fresh.router.restore(saved.router.snapshot())

        #expect(
            restored.report.description
                == "enter(article(7)), switchTo(catalog), enter(category(shoes)), enter(product(42)), enter(cart)")
        #expect(restored.isComplete && restored.skipped == [])
        #expect(
            recorder.events.filter { $0.hasPrefix("started") || $0.hasPrefix("ended") } == [
                "started(1)", "ended(1, success)",
            ])
        #expect(sources == [.restore])
        #expect(fresh.router.snapshot() == saved.router.snapshot())
        #expect(fresh.tree.description == saved.tree.description)
        #expect(fresh.violations == [])
    }

    @Test func theRequestHasAStepPerTabThatDiffersAndTheActivePathLast() async throws {
        let saved = try await Self.saved()
        let fresh = try TestShop()

        let restoration = try fresh.router.restoration(for: saved.router.snapshot())

        #expect(
            restoration.request.description
                == "navigate(app, home, article(7)); navigate(app, catalog, category(shoes), product(42), cart)")
        #expect(restoration.request.source == .restore)
        #expect(restoration.target == saved.router.snapshot())
        #expect(fresh.path == "app > home", "planning runs nothing")
    }

    @Test func restoringWhatIsShownDoesNothing() async throws {
        let shop = try await Self.saved()
        let snapshot = shop.router.snapshot()
        let made = shop.madeCount

        let restored = try await shop.router.restore(snapshot)

        #expect(restored.report.instructions == [])
        #expect(try shop.router.restoration(for: snapshot).request.steps.count == 1)
        #expect(shop.madeCount == made)
    }

    @Test func whatIsShownIsReusedOrUpdatedAndTheRestIsLeft() async throws {
        let saved = try await Self.saved()
        let shop = try TestShop()
        try await shop.setUp([
            [.home, .article(7), .article(8)], [.catalog, .category("shoes"), .product(1)], [.profile, .orders],
        ])

        let restored = try await shop.router.restore(saved.router.snapshot())

        #expect(
            restored.report.description
                == "switchTo(home), leave(article(8)), switchTo(profile), leave(orders), switchTo(catalog), "
                + "update(product(1) -> product(42)), enter(cart)")
        #expect(restored.report.reused.contains(.category("shoes")))
        #expect(shop.router.snapshot() == saved.router.snapshot())
        #expect(shop.tree.description == saved.tree.description)
    }

    @Test func aModalShownNowIsLeftWhenTheActiveTabChanges() async throws {
        let saved = try TestShop()
        try await saved.setUp([[.catalog, .category("shoes")]])
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(1)], [.login]])

        _ = try await shop.router.restore(saved.router.snapshot())

        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.router.snapshot() == saved.router.snapshot())
    }

    @Test func aModalThatIsATabContainerGetsItsTabsStacksBack() async throws {
        // `account` is a modal with two tabs of its own, `help` and `search`.
        func shop() throws -> TestShop {
            let shop = try TestShop()
            shop.registry.register(Context(.account).type, presentation: .modal) { context in
                HeadlessTabs(context, tabs: [HeadlessStack(Context(.help)), HeadlessStack(Context(.search))])
            }
            shop.router.factory = shop.registry
            return shop
        }
        let saved = try shop()
        try await saved.setUp([
            [.catalog, .product(1)], [Context(.account)], [Context(.account), Context(.search), .article(2)],
            [Context(.account), Context(.help), .article(1), .article(3)],
        ])
        #expect(
            saved.router.snapshot().description == """
                app
                  home
                  catalog * > product(1) > account (modal)
                    help * > article(1) > article(3)
                    search > article(2)
                  profile
                """)
        let fresh = try shop()

        let restoration = try fresh.router.restoration(for: saved.router.snapshot())
        try await fresh.router.restore(saved.router.snapshot())

        #expect(
            restoration.request.description
                == "navigate(app, catalog, product(1), account); "
                + "navigate(app, catalog, product(1), account, search, article(2)); "
                + "navigate(app, catalog, product(1), account, help, article(1), article(3))")
        #expect(fresh.router.snapshot() == saved.router.snapshot())
        #expect(fresh.tree.description == saved.tree.description)
        #expect(fresh.violations == [])
    }

    @Test func anotherRootIsMadeFirstThenItsTabsGetTheirStacks() async throws {
        let shop = try TestShop()
        shop.registry.register(.account, presentation: .root) { context in
            HeadlessTabs(context, tabs: [HeadlessStack(Context(.help)), HeadlessStack(Context(.search))])
        }
        shop.router.factory = shop.registry
        let snapshot = NavigationSnapshot(
            root: Element(
                Context(.account), presentation: .root,
                tabs: [
                    Element(Context(.help), presentation: .tab, stack: [Element(.article(1), presentation: .push)]),
                    Element(Context(.search), presentation: .tab, stack: [Element(.article(2), presentation: .push)]),
                ],
                selectedTab: 1))

        let restored = try await shop.router.restore(snapshot)

        #expect(
            restored.report.description
                == "leave(app), enter(account), enter(article(1)), switchTo(search), enter(article(2))")
        #expect(shop.router.snapshot() == snapshot)
        #expect(shop.path == "account > search > article(2)")
    }

    // MARK: - Partial restores

    /// A snapshot that the shop can restore only in part, what is left out and why.
    struct Partial: Sendable, CustomTestStringConvertible {
        var name: String
        var root: Element
        var skipped: [String]
        var path: String
        var testDescription: String { name }
    }

    nonisolated static let partials: [Partial] = [
        Partial(
            name: "a tab the app does not have",
            root: Element(
                .app, presentation: .root,
                tabs: [
                    Element(.home, presentation: .tab),
                    Element(Context(.search), presentation: .tab, stack: [Element(.product(1), presentation: .push)]),
                    Element(.catalog, presentation: .tab, stack: [Element(.product(2), presentation: .push)]),
                ],
                selectedTab: 2),
            skipped: ["search at app > search (2 elements): app has no such tab"],
            path: "app > catalog > product(2)"),
        Partial(
            name: "the selected tab is one the app does not have",
            root: Element(
                .app, presentation: .root,
                tabs: [
                    Element(.catalog, presentation: .tab, stack: [Element(.product(2), presentation: .push)]),
                    Element(Context(.search), presentation: .tab),
                ],
                selectedTab: 1),
            skipped: ["search at app > search: app has no such tab"],
            path: "app > catalog > product(2)"),
        Partial(
            name: "a type the factory cannot make",
            root: Element(
                .app, presentation: .root,
                tabs: [
                    Element(
                        .catalog, presentation: .tab,
                        stack: [
                            Element(.category("shoes"), presentation: .push),
                            Element(Context(.help), presentation: .push),
                            Element(.product(3), presentation: .push),
                        ])
                ]),
            skipped: [
                "help at app > catalog > category(shoes) > help (2 elements): the factory cannot make it "
                    + "(No element factory is registered for 'help'; register one for it.)"
            ],
            path: "app > catalog > category(shoes)"),
        Partial(
            name: "a type the factory presents another way now",
            root: Element(
                .app, presentation: .root,
                tabs: [Element(.home, presentation: .tab, stack: [Element(.cart, presentation: .push)])]),
            skipped: ["cart at app > home > cart: it was shown as push and the factory now presents it as modal"],
            path: "app > home"),
        Partial(
            name: "a modal in a tab that is not selected",
            root: Element(
                .app, presentation: .root,
                tabs: [
                    Element(
                        .home, presentation: .tab,
                        stack: [Element(.article(1), presentation: .push), Element(.cart, presentation: .modal)]),
                    Element(.catalog, presentation: .tab),
                ],
                selectedTab: 1),
            skipped: [
                "cart at app > home > article(1) > cart: it is a modal in a tab that is not selected, which a modal "
                    + "never stays in"
            ],
            path: "app > catalog"),
    ]

    @Test(arguments: partials)
    func whatCannotBeRestoredIsLeftOutAndReported(_ partial: Partial) async throws {
        let shop = try TestShop(unregistered: [.help])
        let snapshot = NavigationSnapshot(root: partial.root)

        let restoration = try shop.router.restoration(for: snapshot)
        let restored = try await shop.router.restore(snapshot)

        #expect(restored.skipped.map(\.description) == partial.skipped)
        #expect(restored.skipped == restoration.skipped)
        #expect(!restored.isComplete)
        #expect(shop.path == partial.path)
        #expect(shop.router.snapshot() == restoration.target)
        #expect(shop.violations == [])
    }

    @Test func aRouterThatTearsDownTabsRestoresOnlyTheSelectedOnesStack() async throws {
        let saved = try await Self.saved()
        let shop = try TestShop()
        let router = NavigationRouter(tree: shop.tree, factory: shop.registry, strategy: .tearDown)

        let restored = try await router.restore(saved.router.snapshot())

        #expect(
            restored.skipped.map(\.description) == [
                "article(7) at app > home > article(7): the router's strategy does not keep what tabs that are not "
                    + "selected show"
            ])
        #expect(shop.path == "app > catalog > category(shoes) > product(42) > cart")
        #expect(router.snapshot() == (try router.restoration(for: saved.router.snapshot())).target)
    }

    // MARK: - Nothing runs when the snapshot cannot be restored

    struct Unrestorable: Sendable, CustomTestStringConvertible {
        var name: String
        var snapshot: NavigationSnapshot<Screen>
        var error: NavigationError<Screen>
        var testDescription: String { name }
    }

    nonisolated static let unrestorable: [Unrestorable] = [
        Unrestorable(
            name: "a newer format",
            snapshot: NavigationSnapshot(root: Element(.app, presentation: .root), formatVersion: 3),
            error: .input(UnderlyingError(NavigationSnapshotError.newerFormatVersion(3, supported: 2)))),
        Unrestorable(
            name: "an empty snapshot", snapshot: NavigationSnapshot(root: nil),
            error: .input(UnderlyingError(NavigationSnapshotError.empty))),
        Unrestorable(
            name: "an inconsistent snapshot",
            snapshot: NavigationSnapshot(
                root: Element(.app, presentation: .root, tabs: [Element(.home, presentation: .push)])),
            error: .input(
                UnderlyingError(
                    NavigationSnapshotError.inconsistent(
                        at: "root.tabs[0]", reason: "a tab is presented as push, not tab")))),
        Unrestorable(
            name: "another root the factory cannot make as a root",
            snapshot: NavigationSnapshot(root: Element(.orders, presentation: .root)),
            error: .cannotPresent(.orders, .push)),
        Unrestorable(
            name: "another root the factory has no maker for",
            snapshot: NavigationSnapshot(root: Element(Context(.help), presentation: .root)),
            error: .unregisteredType(.help)),
    ]

    @Test(arguments: unrestorable)
    func aSnapshotThatCannotBeRestoredFailsBeforeAnythingRuns(_ bad: Unrestorable) async throws {
        let shop = try TestShop(unregistered: [.help])
        try await shop.setUp([[.catalog, .product(1)]])
        let before = shop.tree.description
        let recorder = Recorder()
        recorder.observe(shop.router)

        await #expect(throws: NavigationFailure(bad.error)) { try await shop.router.restore(bad.snapshot) }

        #expect(shop.tree.description == before)
        #expect(recorder.events == [])
    }

    @Test func aSnapshotOfANewerFormatReachesTheAppAsItsSnapshotErrorWithItsMessage() async throws {
        let shop = try TestShop()
        let snapshot = NavigationSnapshot<Screen>(root: Element(.app, presentation: .root), formatVersion: 3)
        do {
            try await shop.router.restore(snapshot)
            Issue.record("a snapshot of a newer format was restored")
        } catch {
            #expect(error.cause.snapshotError == .newerFormatVersion(3, supported: 2))
            #expect(error.cause.deeplinkError == nil)
            #expect(
                error.cause.description
                    == "The snapshot is in format version 3, but this version of Routy reads versions up to 2; "
                    + "update Routy, or restore nothing.")
        }
    }

    // MARK: - Interceptors

    @Test func aProtectedScreenGoesPendingBehindSignInAndResumingRestoresIt() async throws {
        var isSignedIn = true
        func wall(_ shop: TestShop) {
            shop.router.interceptors = [
                SignInInterceptor(
                    requiresSignIn: { [.orders, .order].contains($0.type) }, isSignedIn: { isSignedIn },
                    login: { _ in .login })
            ]
        }
        let saved = try TestShop()
        wall(saved)
        try await saved.setUp([[.catalog, .category("shoes")], [.profile, .orders, .order(7)]])
        let snapshot = saved.router.snapshot()

        isSignedIn = false
        let fresh = try TestShop()
        wall(fresh)
        let restored = try await fresh.router.restore(snapshot)

        #expect(restored.report.redirectedBy == ["sign-in"] && !restored.isComplete)
        #expect(fresh.router.pendingRequest?.source == .restore)
        #expect(fresh.path == "app > home > login")

        isSignedIn = true
        try await fresh.router.perform(.close(.login))
        let resumed = try await fresh.router.perform(.resumePending)

        #expect(
            resumed.description
                == "switchTo(catalog), enter(category(shoes)), switchTo(profile), enter(orders), enter(order(7))")
        #expect(fresh.router.snapshot() == snapshot)
        #expect(fresh.tree.description == saved.tree.description)
    }
}
