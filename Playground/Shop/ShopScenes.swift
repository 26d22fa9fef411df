import Foundation
import Routy

/// The windows of an app that shows the shop, as the example iOS apps (`Examples/`) keep them: one
/// ``ShopSession`` — one router and tree — per scene, held in `NavigationScenes`, which routes what
/// the app routes itself through its policy; each window saved and brought back on its own.
///
/// The scene code stays thin: it tells the scenes what the system does and hands over what it
/// delivers.
///
/// ```swift
/// // scene(_:willConnectTo:options:)
/// try scenes.connect(id, session: shop.session)
/// Task { await scenes.start(id, restoring: data, opening: NavigationEntry.entries(connectingWith: options)) }
/// // userNotificationCenter(_:didReceive:withCompletionHandler:) — no scene is named
/// if await scenes.route(entry) == .needsNewWindow { requestNewScene() }
/// ```
@MainActor
public final class ShopScenes {
    /// The connected windows: their routers, the active one, the policy.
    public let scenes: NavigationScenes<ShopScreen>
    /// The entries the policy sent to a new window, opened in the next window that connects (or,
    /// when the system gives none, by ``newSceneRefused()``), in the order they came.
    public private(set) var waiting: [NavigationEntry] = []
    private var sessions: [NavigationSceneID: ShopSession] = [:]
    /// The session ``connect(_:session:)`` hands the scenes' factory.
    private let connecting: Connecting

    @MainActor
    private final class Connecting {
        var session: ShopSession?
    }

    /// Creates the scenes, none connected yet.
    public init() {
        let connecting = Connecting()
        self.connecting = connecting
        scenes = NavigationScenes { scene throws(NavigationError<ShopScreen>) in
            guard let session = connecting.session else { throw .sceneDisconnected(scene) }
            return session.router
        }
    }

    /// The session of a connected window; `nil` when it is not connected.
    public func session(for scene: NavigationSceneID) -> ShopSession? {
        sessions[scene]
    }

    /// Connects a window that shows `session`'s screens; a window connected already keeps its
    /// session. Nothing is shown yet: ``start(_:restoring:opening:)`` does that.
    ///
    /// - Parameters:
    ///   - scene: The window's identifier, such as its scene session's persistent identifier.
    ///   - session: The session of the window's router.
    public func connect(_ scene: NavigationSceneID, session: ShopSession) {
        guard sessions[scene] == nil else { return }
        connecting.session = session
        defer { connecting.session = nil }
        // The factory returns the session's router: it cannot fail.
        guard (try? scenes.connect(scene)) != nil else { return }
        sessions[scene] = session
    }

    /// Brings a window that connected back where it was, then opens what it was connected with
    /// and the entries ``waiting`` for a new window, in that order, each once the one before it
    /// has ended.
    ///
    /// A window with no saved state (`data` is `nil`) shows what the app showed when it was last
    /// saved if it is the only window, as at launch; a window opened beside others starts afresh.
    /// Saved state that cannot be read (too large, of a newer format, garbled) is left out.
    ///
    /// - Parameters:
    ///   - scene: The window.
    ///   - data: What ``restorationData(for:)`` gave for the window when it was last connected.
    ///   - entries: What the system connected the window with: links, activities, a quick action.
    public func start(_ scene: NavigationSceneID, restoring data: Data?, opening entries: [NavigationEntry]) async {
        guard let session = sessions[scene] else { return }
        if let data {
            _ = try? await scenes.restore(data, in: scene)
        } else if scenes.sceneIDs == [scene] {
            await session.restore()
        }
        let opening = entries + waiting
        waiting = []
        for entry in opening { _ = try? await scenes.open(entry, in: scene) }
    }

    /// What a window shows, for the system to hand back when it connects the window again (UIKit's
    /// `stateRestorationActivity`, SwiftUI's `@SceneStorage`); `nil` when the window is not
    /// connected or its state is over the scenes' `maximumRestorationSize`.
    public func restorationData(for scene: NavigationSceneID) -> Data? {
        try? scenes.restorationData(for: scene)
    }

    /// The user works in `scene` now (`sceneDidBecomeActive(_:)`, a scene phase `active`).
    public func activate(_ scene: NavigationSceneID) { scenes.activate(scene) }

    /// The user no longer works in `scene` (`sceneWillResignActive(_:)`).
    public func deactivate(_ scene: NavigationSceneID) { scenes.deactivate(scene) }

    /// Disconnects a window (`sceneDidDisconnect(_:)`): the requests queued in it end, once each,
    /// with `sceneDisconnected`; its session is let go of.
    public func disconnect(_ scene: NavigationSceneID) {
        scenes.disconnect(scene)
        sessions[scene] = nil
    }

    /// Opens an entry the system delivered to a window — a link, an activity, a quick action, an
    /// intent it directed there.
    ///
    /// - Returns: Whether the window's router showed it.
    @discardableResult
    public func open(_ entry: NavigationEntry, in scene: NavigationSceneID) async -> Bool {
        (try? await scenes.open(entry, in: scene)) != nil
    }

    /// What ``route(_:)`` did with an entry.
    public enum Route: Equatable, Sendable {
        /// The entry was opened in this window.
        case opened(NavigationSceneID)
        /// The entry waits for a new window, which the app asks the system for (UIKit:
        /// `UIApplication.activateSceneSession(for:errorHandler:)`; SwiftUI: `openWindow`).
        case needsNewWindow
        /// No window is connected: the app is launching, and the entry waits for the window the
        /// system connects first, with no need to ask for one.
        case waitsForFirstWindow
        /// No window can show the entry: nothing reads it, or it fits no screen. Nothing changed.
        case refused
    }

    /// Opens an entry the system names no window for — a tapped notification, which reaches the
    /// app-wide notification delegate, an intent with no scene — where the scenes' policy says:
    /// the window that shows its destination, else the active one, else a new one.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: Where it went; see ``Route``.
    @discardableResult
    public func route(_ entry: NavigationEntry) async -> Route {
        do throws(NavigationFailure<ShopScreen>) {
            switch try await scenes.open(entry) {
            case .opened(let scene, _):
                return .opened(scene)
            case .needsNewScene(let entry):
                waiting.append(entry)
                return scenes.sceneIDs.isEmpty ? .waitsForFirstWindow : .needsNewWindow
            }
        } catch {
            return .refused
        }
    }

    /// The system gave no new window for the entries ``waiting`` (an iPhone has one window; the
    /// user may refuse another): they open in the active window instead, else the first connected.
    public func newSceneRefused() async {
        guard let scene = scenes.activeScene ?? scenes.sceneIDs.first else { return }
        let entries = waiting
        waiting = []
        for entry in entries { _ = try? await scenes.open(entry, in: scene) }
    }
}
