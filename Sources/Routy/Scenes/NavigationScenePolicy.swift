/// Picks the scene an entry goes to when the app routes it itself — a link opened inside the
/// app, an App Intent that names no scene — rather than the system delivering it to a scene.
///
/// ``DefaultNavigationScenePolicy`` is the rule most apps want; adopt the protocol to change it,
/// for instance to always open orders in a window of their own:
///
/// ```swift
/// struct OrdersInTheirOwnWindow: NavigationScenePolicy {
///     func scene(for contexts: [NavigationContext<Screen>], in scenes: NavigationScenes<Screen>) -> NavigationSceneChoice {
///         if contexts.last?.type == .order { return .newScene }
///         return DefaultNavigationScenePolicy().scene(for: contexts, in: scenes)
///     }
/// }
/// scenes.policy = OrdersInTheirOwnWindow()
/// ```
@MainActor
public protocol NavigationScenePolicy<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The scene that shows `contexts`, the destination of an entry the app routes itself.
    ///
    /// - Parameters:
    ///   - contexts: What the entry stands for, as the routers' resolvers read it.
    ///   - scenes: The connected scenes: ``NavigationScenes/sceneIDs``,
    ///     ``NavigationScenes/activeScene``, ``NavigationScenes/router(for:)``.
    /// - Returns: A connected scene, or ``NavigationSceneChoice/newScene``. A scene that is not
    ///   connected makes the request fail with ``NavigationError/sceneDisconnected(_:)``.
    func scene(
        for contexts: [NavigationContext<ContextType>],
        in scenes: NavigationScenes<ContextType>
    ) -> NavigationSceneChoice
}

/// The scene rule of Routy: the scene that already shows the destination, else the active
/// scene, else a new one.
///
/// A scene shows the destination when its active path ends with the destination's contexts —
/// what a request for them would leave as it is. When several do, the active scene wins, then the
/// one connected first.
public struct DefaultNavigationScenePolicy<ContextType: Hashable & Sendable>: NavigationScenePolicy {
    /// Creates the policy.
    public init() {}

    /// The scene that shows `contexts` already, else the active one, else a new one.
    public func scene(
        for contexts: [NavigationContext<ContextType>],
        in scenes: NavigationScenes<ContextType>
    ) -> NavigationSceneChoice {
        let showing = scenes.sceneIDs.filter { scenes.activePath(of: $0)?.ends(with: contexts) ?? false }
        if let active = scenes.activeScene, showing.contains(active) { return .scene(active) }
        if let first = showing.first { return .scene(first) }
        if let active = scenes.activeScene { return .scene(active) }
        return .newScene
    }
}

extension Array where Element: Equatable {
    /// Whether the last elements of the array are `suffix`; an empty suffix ends no array.
    fileprivate func ends(with suffix: [Element]) -> Bool {
        !suffix.isEmpty && suffix.count <= count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
