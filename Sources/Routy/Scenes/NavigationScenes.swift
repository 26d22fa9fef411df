/// One router, and one tree, per scene: the navigation of an app with several windows, as on an
/// iPad or a Mac.
///
/// Each scene — each window — has its own screens and its own queue of requests. The app gives
/// a factory that makes a scene's router (with its tree, its factory of elements, its links and
/// entries, its interceptors), and tells the scenes what the system does with them:
///
/// ```swift
/// let scenes = NavigationScenes<Screen> { scene in makeRouter(for: scene) }
///
/// // The scene delegate:
/// let router = try scenes.connect(id)           // scene(_:willConnectTo:options:)
/// scenes.activate(id)                            // sceneDidBecomeActive(_:)
/// try await scenes.open(entry, in: id)           // an entry the system delivered to this scene
/// scenes.disconnect(id)                          // sceneDidDisconnect(_:)
///
/// // An entry the app routes itself — a link opened inside the app, an intent with no scene:
/// switch try await scenes.open(entry) {
/// case .opened(let scene, _): print("shown in \(scene)")
/// case .needsNewScene(let entry): requestNewScene(opening: entry)
/// }
/// ```
///
/// An entry the system delivered goes to the scene it was delivered to. One the app routes
/// itself goes where the ``policy`` says: by default the scene that already shows its
/// destination, else the active one, else a new one, which the app asks the system for.
///
/// A scene that disconnects lets go of its router: the requests still queued in it end, once
/// each, with ``NavigationError/sceneDisconnected(_:)``, and so does any request made of it
/// after. When the scene connects again, the factory makes a new router, and the scene's saved
/// state brings it back where it was (``restore(_:in:)``).
@MainActor
public final class NavigationScenes<ContextType: Hashable & Sendable> {
    /// A context of the scenes' type.
    public typealias Context = NavigationContext<ContextType>
    /// Makes the router of a scene that connects: a tree, the window's root element and a router
    /// on them. It may throw the error of showing the root element.
    public typealias RouterFactory =
        @MainActor (NavigationSceneID) throws(NavigationError<ContextType>) -> NavigationRouter<ContextType>

    /// Picks the scene of an entry the app routes itself; ``DefaultNavigationScenePolicy`` unless set.
    public var policy: any NavigationScenePolicy<ContextType> = DefaultNavigationScenePolicy()
    /// The most bytes a scene's saved state may have, written (``restorationData(for:)``) or read
    /// (``restoration(from:in:)``); 65 536 unless set.
    ///
    /// The data comes back from the system's storage, which anything on the device can have
    /// changed: the limit keeps it from costing any amount of memory or time to read. A
    /// snapshot's element takes about 150 bytes, so the default holds some 400 screens.
    public var maximumRestorationSize = 65_536

    /// The connected scenes, in the order they connected.
    public private(set) var sceneIDs: [NavigationSceneID] = []
    /// The scene the user works in: the last one ``activate(_:)`` named that has not been
    /// deactivated or disconnected since; `nil` when none is.
    public private(set) var activeScene: NavigationSceneID?

    private let makeRouter: RouterFactory
    private var routers: [NavigationSceneID: NavigationRouter<ContextType>] = [:]

    /// Creates the scenes, none connected yet.
    ///
    /// - Parameter makeRouter: Makes the router of a scene that connects.
    public init(makeRouter: @escaping RouterFactory) {
        self.makeRouter = makeRouter
    }

    /// The router of a connected scene; `nil` when the scene is not connected.
    public func router(for scene: NavigationSceneID) -> NavigationRouter<ContextType>? {
        routers[scene]
    }

    /// The contexts of a connected scene's active path, from its root element to the top of the
    /// screen; `nil` when the scene is not connected.
    public func activePath(of scene: NavigationSceneID) -> [Context]? {
        routers[scene]?.tree.activePath.compactMap { $0.elementContext(ContextType.self) }
    }

    /// Connects a scene: makes its router with the factory, or returns the one it has when it is
    /// connected already (SwiftUI may ask again for a window it shows).
    ///
    /// - Parameter scene: The scene's identifier.
    /// - Returns: The scene's router.
    /// - Throws: The error of the factory; the scene is then not connected.
    @discardableResult
    public func connect(_ scene: NavigationSceneID) throws(NavigationError<ContextType>) -> NavigationRouter<
        ContextType
    > {
        if let router = routers[scene] { return router }
        let router = try makeRouter(scene)
        routers[scene] = router
        sceneIDs.append(scene)
        return router
    }

    /// Disconnects a scene and lets go of its router: the requests queued in it end, once each,
    /// with ``NavigationError/sceneDisconnected(_:)``, and so does every request made of it after.
    /// The request that runs, if any, runs to its end, as the elements it drives report.
    ///
    /// A scene that is not connected is ignored.
    ///
    /// - Parameter scene: The scene's identifier.
    public func disconnect(_ scene: NavigationSceneID) {
        guard let router = routers.removeValue(forKey: scene) else { return }
        sceneIDs.removeAll { $0 == scene }
        if activeScene == scene { activeScene = nil }
        router.disconnect(with: .sceneDisconnected(scene))
    }

    /// Makes a connected scene the ``activeScene``: the user works in it now (UIKit:
    /// `sceneDidBecomeActive(_:)`; SwiftUI: the scene phase became `active`). A scene that is not
    /// connected is ignored.
    public func activate(_ scene: NavigationSceneID) {
        guard routers[scene] != nil else { return }
        activeScene = scene
    }

    /// Tells that a scene is no longer the one the user works in (UIKit:
    /// `sceneWillResignActive(_:)`); no scene is active until one is activated.
    public func deactivate(_ scene: NavigationSceneID) {
        if activeScene == scene { activeScene = nil }
    }

    /// Opens an entry the system delivered to a scene — a link, an activity, a notification's
    /// response, a quick action, an intent directed to it — in that scene's router.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - scene: The scene the system delivered it to.
    /// - Returns: What the request did.
    /// - Throws: ``NavigationError/sceneDisconnected(_:)`` when the scene is not connected, or
    ///   disconnects before the request starts; else the failures of
    ///   ``NavigationRouter/perform(_:source:)``.
    @discardableResult
    public func open(
        _ entry: NavigationEntry,
        in scene: NavigationSceneID
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        guard let router = routers[scene] else { throw NavigationFailure(.sceneDisconnected(scene)) }
        return try await router.perform(.open(entry))
    }

    /// Queues an entry the system delivered to a scene and returns at once: for synchronous
    /// delegate methods. See ``open(_:in:)``.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - scene: The scene the system delivered it to.
    ///   - completion: Called exactly once with the outcome: at once with
    ///     ``NavigationError/sceneDisconnected(_:)`` when the scene is not connected.
    public func enqueue(
        _ entry: NavigationEntry,
        in scene: NavigationSceneID,
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) {
        guard let router = routers[scene] else {
            completion?(.failure(NavigationFailure(.sceneDisconnected(scene))))
            return
        }
        router.enqueue(.open(entry), completion: completion)
    }

    /// The scene an entry the app routes itself goes to, as the ``policy`` picks it from what the
    /// entry stands for; nothing runs.
    ///
    /// The entry is read by the resolvers of the active scene's router (else the first connected
    /// scene's): the scenes' routers are expected to read entries alike. With no scene connected,
    /// the answer is ``NavigationSceneChoice/newScene``.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The scene, or a new one.
    /// - Throws: ``NavigationError/input(_:)`` wrapping the resolver's error when the entry cannot
    ///   be read (a ``DeeplinkError`` for a link, a ``NavigationEntryError`` for the others).
    public func scene(for entry: NavigationEntry) throws(NavigationFailure<ContextType>) -> NavigationSceneChoice {
        guard let reader = (activeScene ?? sceneIDs.first).flatMap({ routers[$0] }) else { return .newScene }
        let contexts: [Context]
        do throws(UnderlyingError) {
            contexts = try reader.entryContexts(entry)
        } catch {
            throw NavigationFailure(.input(error))
        }
        return policy.scene(for: contexts, in: self)
    }

    /// Opens an entry the app routes itself — a link opened inside the app, an intent that names
    /// no scene — in the scene the ``policy`` picks (``scene(for:)``).
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The scene it was opened in and the request's report, or
    ///   ``NavigationSceneOutcome/needsNewScene(_:)``: the app asks the system for a new scene and
    ///   opens the entry there with ``open(_:in:)`` once it connects.
    /// - Throws: The failures of ``scene(for:)`` and ``open(_:in:)``.
    public func open(
        _ entry: NavigationEntry
    ) async throws(NavigationFailure<ContextType>) -> NavigationSceneOutcome<ContextType> {
        switch try scene(for: entry) {
        case .scene(let scene): .opened(scene, try await open(entry, in: scene))
        case .newScene: .needsNewScene(entry)
        }
    }
}
