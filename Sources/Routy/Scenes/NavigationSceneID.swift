/// Identifies a scene — a window of the app — among the ones ``NavigationScenes`` holds.
///
/// Use an identifier that stays the same while the system keeps the scene's session: UIKit's
/// `UISceneSession.persistentIdentifier`, or a SwiftUI window's `@SceneStorage` identifier.
///
/// ```swift
/// let id = NavigationSceneID(rawValue: session.persistentIdentifier)
/// ```
public struct NavigationSceneID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier as the platform gives it.
    public var rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier, such as a scene session's persistent identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The identifier itself.
    public var description: String { rawValue }
}
