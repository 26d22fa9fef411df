import Foundation
import Routy
import Shop
import Testing

/// The windows of the example iOS apps, run on the Playground's headless shop: what their scene
/// code decides — where a notification or an intent with no scene goes, what a window that
/// connects shows, what one that closes ends — is ``ShopScenes``', tested here.
@MainActor
@Suite struct ShopScenesTests {
    /// A headless app per window, with its session, sharing the defaults of one test.
    @MainActor
    final class Windows {
        let name = "ShopScenesTests-\(UUID().uuidString)"
        let defaults: UserDefaults
        let scenes = ShopScenes()
        private(set) var apps: [NavigationSceneID: ShopApp] = [:]

        init() throws {
            defaults = try #require(UserDefaults(suiteName: name))
        }

        isolated deinit { defaults.removePersistentDomain(forName: name) }

        /// Connects `scene` on a new app, as a scene delegate does; does not start it.
        @discardableResult
        func connect(_ scene: NavigationSceneID) throws -> ShopSession {
            let app = try ShopApp()
            let session = ShopSession(router: app.router, defaults: defaults)
            apps[scene] = app
            scenes.connect(scene, session: session)
            return session
        }

        /// Connects and starts `scene`.
        @discardableResult
        func open(
            _ scene: NavigationSceneID,
            restoring data: Data? = nil,
            signedIn: Bool = false
        ) async throws -> ShopSession {
            let session = try connect(scene)
            if signedIn { await session.signIn() }
            await scenes.start(scene, restoring: data, opening: [])
            return session
        }

        func path(_ scene: NavigationSceneID) -> String {
            scenes.session(for: scene) == nil ? "-" : apps[scene]?.path ?? "-"
        }
    }

    /// Two windows navigate, close (saving what they show; one with requests still queued, which
    /// end once each with `sceneDisconnected`), connect again in the other order, and each comes
    /// back where it was.
    @Test func twoWindowsComeBackWhereEachWas() async throws {
        let windows = try Windows()
        let left = try await windows.open("left")
        let right = try await windows.open("right")
        await left.signIn()
        await windows.scenes.open(.link("shop://catalog/shoes/42"), in: "left")
        await windows.scenes.open(.notification("orderShipped", payload: ["order": "7"]), in: "left")
        await windows.scenes.open(.shortcut("cart"), in: "right")
        let paths = (windows.path("left"), windows.path("right"))
        #expect(paths.0 == "app > profile > orders > order(7)")
        #expect(paths.1 == "app > home > cart")
        let saved: (Data, Data) = (
            try #require(windows.scenes.restorationData(for: "left")),
            try #require(windows.scenes.restorationData(for: "right"))
        )

        // The right window closes with two requests queued behind one that runs: the first waits
        // at an interceptor.
        let hold = Hold()
        right.router.interceptors.insert(hold, at: 0)
        var results: [String: [NavigationResult<ShopScreen>]] = [:]
        for (name, request) in [
            ("running", NavigationRequest<ShopScreen>([.navigate(to: [ShopContext(.catalog)])])),
            ("queued 1", [.open(.shortcut("orders"))]), ("queued 2", [.navigate(to: [ShopContext(.home)])]),
        ] {
            right.router.enqueue(request) { results[name, default: []].append($0) }
        }
        for _ in 0..<1_000 where !hold.isHolding { await Task.yield() }
        #expect(hold.isHolding)
        windows.scenes.disconnect("right")
        windows.scenes.disconnect("left")

        for name in ["queued 1", "queued 2"] {
            #expect(results[name]?.count == 1, "\(name) ends once, at the disconnection")
            #expect(results[name]?.first.flatMap(Self.cause(of:)) == .sceneDisconnected("right"), "\(name)")
        }
        hold.release()
        for _ in 0..<1_000 where results["running"] == nil { await Task.yield() }
        #expect(results["running"]?.count == 1, "the running request ends once")
        #expect(windows.scenes.scenes.sceneIDs.isEmpty)
        #expect(windows.scenes.session(for: "right") == nil)

        // The user is still signed in when the windows come back.
        let right2 = try await windows.open("right", restoring: saved.1, signedIn: true)
        let left2 = try await windows.open("left", restoring: saved.0, signedIn: true)

        #expect(right2 !== right && left2 !== left)
        #expect(windows.path("left") == paths.0)
        #expect(windows.path("right") == paths.1)
    }

    /// A window with nothing saved shows what the app last saved when it is the only one, as at
    /// launch; a window opened beside it starts at home.
    @Test func aWindowWithNothingSavedShowsTheLastSaveOnlyWhenAlone() async throws {
        let windows = try Windows()
        #expect(await !windows.scenes.open(.link("shop://cart"), in: "a"), "not connected: nothing opens")
        try await windows.open("a")
        await windows.scenes.open(.link("shop://catalog/shoes/42"), in: "a")
        windows.scenes.disconnect("a")

        // The app comes back without the scene's data, as after the user closed all its windows.
        try await windows.open("a")
        try await windows.open("b")

        #expect(windows.path("a") == "app > catalog > category(shoes) > product(42)")
        #expect(windows.path("b") == "app > home")
    }

    /// Where an entry the system names no window for goes: the window that shows its destination,
    /// though another is active; else the active window; else a new one.
    @Test func aNotificationGoesToTheWindowThatShowsItsDestination() async throws {
        let windows = try Windows()
        let left = try await windows.open("left")
        let right = try await windows.open("right")
        await left.signIn()
        await right.signIn()
        await windows.scenes.open(.link("shop://orders/7"), in: "right")
        await windows.scenes.open(.link("shop://catalog/shoes/42"), in: "left")
        windows.scenes.activate("left")

        let shown = await windows.scenes.route(.notification("orderShipped", payload: ["order": "7"]))
        let other = await windows.scenes.route(.notification("orderShipped", payload: ["order": "8"]))

        #expect(shown == .opened("right"), "the window that shows order 7, not the active one")
        #expect(windows.path("right") == "app > profile > orders > order(7)")
        #expect(other == .opened("left"), "no window shows order 8: the active one")
        #expect(windows.path("left") == "app > profile > orders > order(8)")
    }

    /// With no window active and none showing the destination, the entry waits for a new window
    /// and opens there once it connects, after what the window was connected with.
    @Test func anIntentNoWindowFitsOpensInTheNewWindow() async throws {
        let windows = try Windows()
        try await windows.open("left")
        windows.scenes.activate("left")
        windows.scenes.deactivate("left")

        let choice = await windows.scenes.route(.intent("Article", id: "3"))

        #expect(choice == .needsNewWindow)
        #expect(windows.scenes.waiting == [.intent("Article", id: "3")])
        #expect(windows.path("left") == "app > home")
        try windows.connect("new")
        await windows.scenes.start("new", restoring: nil, opening: [.shortcut("cart")])
        #expect(windows.path("new") == "app > home > article(3)")
        #expect(windows.scenes.waiting.isEmpty)
    }

    /// When the system gives no new window (an iPhone), the waiting entries open in the first
    /// connected window; an entry nothing reads opens nowhere.
    @Test func aRefusedNewWindowOpensTheWaitingEntriesInAConnectedOne() async throws {
        let windows = try Windows()
        try await windows.open("left")
        try await windows.open("right")

        #expect(await windows.scenes.route(.shortcut("cart")) == .needsNewWindow)
        #expect(await windows.scenes.route(.notification("unknown")) == .refused)
        await windows.scenes.newSceneRefused()

        #expect(windows.path("left") == "app > home > cart")
        #expect(windows.path("right") == "app > home")
        #expect(windows.scenes.waiting.isEmpty)
    }

    private static func cause(of result: NavigationResult<ShopScreen>) -> NavigationError<ShopScreen>? {
        guard case .failure(let failure) = result else { return nil }
        return failure.cause
    }

    /// One user for every window: signing in in one window resumes what the wall stopped in each,
    /// and a window that connects later starts signed in.
    @Test func signingInOnceSignsInEveryWindow() async throws {
        let windows = try Windows()
        try await windows.open("left")
        try await windows.open("right")
        await windows.scenes.open(.link("shop://orders/7"), in: "left")
        await windows.scenes.open(.link("shop://orders/8"), in: "right")
        #expect(windows.path("left") == "app > home > login")
        #expect(windows.path("right") == "app > home > login")

        await windows.scenes.signIn()
        try await windows.open("late")
        await windows.scenes.open(.link("shop://orders/9"), in: "late")

        #expect(windows.path("left") == "app > profile > orders > order(7)")
        #expect(windows.path("right") == "app > profile > orders > order(8)")
        #expect(windows.path("late") == "app > profile > orders > order(9)")
    }

    /// A notification tapped while the app launches, before any window connects, waits for the
    /// first window: no second window is asked for.
    @Test func anEntryBeforeAnyWindowWaitsForTheFirst() async throws {
        let windows = try Windows()

        #expect(
            await windows.scenes.route(.notification("orderShipped", payload: ["order": "7"])) == .waitsForFirstWindow)
        let session = try windows.connect("first")
        await session.signIn()
        await windows.scenes.start("first", restoring: nil, opening: [])

        #expect(windows.path("first") == "app > profile > orders > order(7)")
    }
}

/// Holds the first request it sees at the interceptors until ``release()``.
@MainActor
private final class Hold: NavigationInterceptor {
    let name = "hold"
    private(set) var isHolding = false
    private var held = false
    private var continuation: CheckedContinuation<Void, Never>?

    func intercept(_ request: NavigationRequest<ShopScreen>) -> NavigationInterception<ShopScreen> {
        guard !held else { return .proceed }
        held = true
        return .suspend { [self] in
            await withCheckedContinuation { continuation in
                self.continuation = continuation
                isHolding = true
            }
            return .proceed
        }
    }

    func release() {
        continuation?.resume()
        continuation = nil
    }
}
