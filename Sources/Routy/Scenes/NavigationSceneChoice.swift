/// Where an entry the app routes itself goes: a scene that is connected, or a new one.
public enum NavigationSceneChoice: Hashable, Sendable {
    /// The connected scene with this identifier.
    case scene(NavigationSceneID)
    /// A new scene: the app asks the system for one (UIKit:
    /// `UIApplication.requestSceneSessionActivation`; SwiftUI: `openWindow`) and opens the entry
    /// there once it connects.
    case newScene
}

/// What ``NavigationScenes/open(_:)`` did with an entry the app routes itself.
public enum NavigationSceneOutcome<ContextType: Hashable & Sendable>: Sendable {
    /// The entry was opened in the scene named, with the request's report.
    case opened(NavigationSceneID, NavigationReport<ContextType>)
    /// No connected scene fits: the app asks the system for a new scene and, once it connects,
    /// opens the entry there with ``NavigationScenes/open(_:in:)``.
    case needsNewScene(NavigationEntry)
}
