import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// One router per window: each scene routes on its own, an entry goes to the scene it was
/// delivered to or the one the policy picks, and a scene that disconnects ends what it had queued.
@MainActor
@Suite struct NavigationScenesTests {
    @Test func twoScenesRouteIndependently() async throws {
        let app = ScenesApp()
        app.signedIn = ["left", "right"]
        let left = try app.connect("left")
        let right = try app.connect("right")
        #expect(left.router !== right.router)
        #expect(app.scenes.sceneIDs == ["left", "right"])

        try await app.scenes.open(.link("shop://catalog/shoes/42"), in: "left")
        try await app.scenes.open(.notification("orderShipped", payload: ["order": "7"]), in: "right")
        try await app.scenes.open(.shortcut("cart"), in: "left")

        #expect(app.path("left") == "app > catalog > category(shoes) > product(42) > cart")
        #expect(app.path("right") == "app > profile > orders > order(7)")
        #expect(app.scenes.activePath(of: "right") == [.app, .profile, .orders, .order(7)])
        // Each tree holds its own elements only.
        #expect(left.elements(.order(7)).isEmpty)
        #expect(right.elements(.product(42)).isEmpty)
    }

    /// The requests queued in a scene end once each with `sceneDisconnected` when it disconnects;
    /// the running one runs to its end; a request made of the router after ends at once the same
    /// way; the scenes let go of the router, which goes away once idle.
    @Test func aSceneClosedWithRequestsQueuedEndsEachOnceWithATypedError() async throws {
        let app = ScenesApp()
        app.signedIn = ["left"]
        try app.connect("left")
        let right = try app.connect("right")
        let gate = InterceptorGate()
        let recorder = Recorder()
        weak var released: NavigationRouter<Screen>?
        do {
            let router = try #require(app.scenes.router(for: "left"))
            router.interceptors.insert(ScriptedInterceptor("remote", log: InterceptionLog(), gate: gate), at: 0)
            app.scenes.enqueue(.link("shop://catalog/shoes/42"), in: "left", completion: recorder.completion("running"))
            app.scenes.enqueue(.shortcut("cart"), in: "left", completion: recorder.completion("queued 1"))
            router.enqueue(.navigate(to: [.home]), completion: recorder.completion("queued 2"))
            released = router
        }
        await yieldUntil("the first request waits at its interceptor") { gate.waitingCount == 1 }

        app.disconnect("left")

        #expect(recorder.order == ["queued 1", "queued 2"])
        #expect(recorder.result("queued 1")?.failure?.cause == .sceneDisconnected("left"))
        #expect(recorder.result("queued 2")?.failure?.cause == .sceneDisconnected("left"))
        #expect(app.scenes.router(for: "left") == nil)
        #expect(app.scenes.sceneIDs == ["right"])
        // Made after the disconnect: ends at once, through the scenes as through the router kept.
        app.scenes.enqueue(.shortcut("cart"), in: "left", completion: recorder.completion("after"))
        #expect(recorder.result("after")?.failure?.cause == .sceneDisconnected("left"))
        try #require(released).enqueue(.navigate(to: [.cart]), completion: recorder.completion("kept"))
        #expect(recorder.result("kept")?.failure?.cause == .sceneDisconnected("left"))
        await #expect(throws: NavigationFailure<Screen>(.sceneDisconnected("left"))) {
            try await app.scenes.open(.shortcut("cart"), in: "left")
        }

        gate.open()
        await yieldUntil("the running request ends") { recorder.count("running") == 1 }
        #expect(recorder.result("running")?.summary == "switchTo(catalog), enter(category(shoes)), enter(product(42))")
        app.releaseClosed()
        await yieldUntil("the router goes away once idle") { released == nil }
        #expect(recorder.completions.count == 5, "each completion once")
        #expect(right.path == "app > home", "the other scene is untouched")
    }

    /// A scene that connects again gets a new router from the factory; the scenes ignore what
    /// they are told of a scene that is not connected.
    @Test func aSceneThatConnectsAgainGetsANewRouter() throws {
        let app = ScenesApp()
        let first = try app.scenes.connect("left")
        #expect(try app.scenes.connect("left") === first, "connecting a connected scene keeps its router")
        app.scenes.activate("left")
        app.disconnect("left")
        #expect(app.scenes.activeScene == nil)
        app.scenes.activate("left")
        app.scenes.disconnect("left")
        #expect(app.scenes.activeScene == nil)
        #expect(app.scenes.activePath(of: "left") == nil)

        let second = try app.scenes.connect("left")

        #expect(second !== first)
        #expect(app.madeCount == 2)
    }

    /// Where an entry the app routes itself goes: the policy's picks, worked out per case.
    struct Pick: Sendable, CustomTestStringConvertible {
        let name: String
        /// The destination of the scenes `left` and `right` before, as a link, or `nil` to leave it home.
        let left: String?
        let right: String?
        let active: NavigationSceneID?
        let entry: NavigationEntry
        let expected: NavigationSceneChoice
        var testDescription: String { name }
    }

    nonisolated static let picks: [Pick] = [
        Pick(
            name: "the scene that shows the destination, though not active", left: "shop://catalog/shoes/42",
            right: nil, active: "right", entry: .link("shop://catalog/shoes/42"), expected: .scene("left")),
        Pick(
            name: "the active one of two that show it", left: "shop://cart", right: "shop://cart", active: "right",
            entry: .shortcut("cart"), expected: .scene("right")),
        Pick(
            name: "the first connected of two that show it, when neither is active", left: "shop://cart",
            right: "shop://cart", active: nil, entry: .link("shop://cart"), expected: .scene("left")),
        Pick(
            name: "else the active scene", left: "shop://catalog/shoes/42", right: nil, active: "right",
            entry: .link("shop://catalog/shoes/43"), expected: .scene("right")),
        Pick(
            name: "a scene that shows more than the destination does not show it", left: "shop://catalog/shoes/42",
            right: nil, active: "right", entry: .intent("Order", id: "7"), expected: .scene("right")),
        Pick(
            name: "a notification: the scene that shows its order, though the other is active",
            left: "shop://catalog/shoes/42", right: "shop://orders/7", active: "left",
            entry: .notification("orderShipped", payload: ["order": "7"]), expected: .scene("right")),
        Pick(
            name: "a notification no scene shows: the active scene", left: "shop://catalog/shoes/42",
            right: "shop://orders/7", active: "left", entry: .notification("orderShipped", payload: ["order": "8"]),
            expected: .scene("left")),
        Pick(
            name: "else a new scene", left: nil, right: "shop://cart", active: nil,
            entry: .intent("Order", id: "7"), expected: .newScene),
    ]

    @Test(arguments: picks)
    func thePolicyPicksTheSceneThatShowsTheDestinationElseTheActiveElseANewOne(_ pick: Pick) async throws {
        let app = ScenesApp()
        app.signedIn = ["left", "right"]
        try app.connect("left")
        try app.connect("right")
        if let link = pick.left { try await app.scenes.open(.link(link), in: "left") }
        if let link = pick.right { try await app.scenes.open(.link(link), in: "right") }
        if let active = pick.active { app.scenes.activate(active) }
        let before = (app.path("left"), app.path("right"))

        #expect(try app.scenes.scene(for: pick.entry) == pick.expected)

        let outcome = try await app.scenes.open(pick.entry)
        switch (outcome, pick.expected) {
        case (.opened(let scene, _), .scene(let expected)):
            #expect(scene == expected)
            let other: NavigationSceneID = scene == "left" ? "right" : "left"
            #expect(app.path(other) == (other == "left" ? before.0 : before.1), "the other scene is untouched")
        case (.needsNewScene(let entry), .newScene):
            #expect(entry == pick.entry)
            #expect(app.path("left") == before.0 && app.path("right") == before.1)
        default:
            Issue.record("opened as \(outcome), expected \(pick.expected)")
        }
    }

    @Test func withNoSceneConnectedAnEntryNeedsANewScene() async throws {
        let app = ScenesApp()

        #expect(try app.scenes.scene(for: .link("shop://cart")) == .newScene)
        guard case .needsNewScene(let entry) = try await app.scenes.open(.link("shop://cart")) else {
            Issue.record("expected a new scene")
            return
        }
        // The new scene connects, and the entry is opened there.
        try app.connect("new")
        try await app.scenes.open(entry, in: "new")
        #expect(app.path("new") == "app > home > cart")
    }

    @Test func anEntryTheScenesCannotReadFailsWithTheResolversErrorAndOpensNothing() async throws {
        let app = ScenesApp()
        try app.connect("left")
        app.scenes.activate("left")
        let entry = NavigationEntry.notification("orderShipped", payload: ["order": "seven"])

        let failure = try #require(await failure(opening: entry, in: app))

        #expect(failure.cause.entryError == .badValue("order", value: "seven", expected: "Int", entry: entry))
        #expect(app.path("left") == "app > home")
    }

    /// A policy the app gives replaces the default.
    @Test func theAppCanReplaceThePolicy() async throws {
        struct OrdersInANewWindow: NavigationScenePolicy {
            func scene(for contexts: [Context], in scenes: NavigationScenes<Screen>) -> NavigationSceneChoice {
                contexts.last?.type == .order
                    ? .newScene : DefaultNavigationScenePolicy().scene(for: contexts, in: scenes)
            }
        }
        let app = ScenesApp()
        try app.connect("left")
        app.scenes.activate("left")
        app.scenes.policy = OrdersInANewWindow()

        #expect(try app.scenes.scene(for: .intent("Order", id: "7")) == .newScene)
        #expect(try app.scenes.scene(for: .shortcut("cart")) == .scene("left"))
    }

    /// A policy that names a scene that is not connected fails the request with a typed error.
    @Test func aPolicyThatNamesASceneNotConnectedFailsWithATypedError() async throws {
        struct Elsewhere: NavigationScenePolicy {
            func scene(for contexts: [Context], in scenes: NavigationScenes<Screen>) -> NavigationSceneChoice {
                .scene("elsewhere")
            }
        }
        let app = ScenesApp()
        try app.connect("left")
        app.scenes.policy = Elsewhere()

        let failure = try #require(await failure(opening: .shortcut("cart"), in: app))

        #expect(failure.cause == .sceneDisconnected("elsewhere"))
        #expect(app.path("left") == "app > home")
    }

    /// An entry delivered to a signed-out scene meets that scene's sign-in wall and resumes there
    /// after sign-in; the other scene neither shows the login nor keeps the request.
    @Test func anEntryRoutedToASceneMeetsItsSignInWallAndResumes() async throws {
        let app = ScenesApp()
        app.signedIn = ["left"]
        let left = try app.connect("left")
        let right = try app.connect("right")
        let entry = NavigationEntry.intent("Order", id: "7")

        let redirected = try await app.scenes.open(entry, in: "right")

        #expect(redirected.redirectedBy == ["sign-in"])
        #expect(app.path("right") == "app > home > login")
        #expect(
            right.router.pendingRequest
                == NavigationRequest([.navigate(to: [.profile, .orders, .order(7)])], source: .intent))
        #expect(left.router.pendingRequest == nil)
        #expect(app.path("left") == "app > home")

        app.signedIn.insert("right")
        let resumed = try await right.router.perform(.close(.login), .resumePending, source: "login")

        #expect(resumed.instructions == [.leave(.login), .switchTo(.profile), .enter(.orders), .enter(.order(7))])
        #expect(app.path("right") == "app > profile > orders > order(7)")
        #expect(app.path("left") == "app > home")
    }

    /// The failure of opening `entry` where the scenes pick; `nil` when it succeeds.
    private func failure(opening entry: NavigationEntry, in app: ScenesApp) async -> NavigationFailure<Screen>? {
        do {
            _ = try await app.scenes.open(entry)
            return nil
        } catch {
            return error
        }
    }
}
