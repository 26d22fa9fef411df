/// Where a navigation request came from: the app's own code, a deeplink, the user's gesture.
///
/// Interceptors, observers and logs read it. The common sources are static members; an app adds
/// its own as it adds any static constant:
///
/// ```swift
/// extension NavigationSource {
///     static let widget: NavigationSource = "widget"
/// }
/// try await router.perform(.navigate(to: [.cart]), source: .widget)
/// ```
public struct NavigationSource: RawRepresentable, Hashable, Sendable {
    /// The name of the source, as events and logs print it.
    public var rawValue: String

    /// Creates a source from its name.
    ///
    /// - Parameter rawValue: The name, such as `"widget"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The app's own code: a button, a coordinator, a test. The default of every request.
    public static let app: NavigationSource = "app"
    /// A link the app was opened with, through `NavigationRouter.open(_:source:)`.
    public static let deeplink: NavigationSource = "deeplink"
    /// A push notification or another message from a server.
    public static let notification: NavigationSource = "notification"
    /// A user activity continued, such as a Handoff: ``NavigationEntry/Kind/activity``.
    public static let activity: NavigationSource = "activity"
    /// A Spotlight result tapped: ``NavigationEntry/Kind/searchResult``.
    public static let searchResult: NavigationSource = "searchResult"
    /// A home-screen quick action: ``NavigationEntry/Kind/shortcut``.
    public static let shortcut: NavigationSource = "shortcut"
    /// An App Intent that opens the app: ``NavigationEntry/Kind/intent``.
    public static let intent: NavigationSource = "intent"
    /// The user, navigating on screen: a swipe back, a tab tap, a sheet pulled down.
    public static let user: NavigationSource = "user"
    /// A snapshot shown again, through `NavigationRouter.restore(_:)`.
    public static let restore: NavigationSource = "restore"

    /// The redirect an interceptor made, named after the interceptor.
    ///
    /// - Parameter name: The interceptor's ``NavigationInterceptor/name``.
    /// - Returns: The source `interceptor:NAME`.
    public static func interceptor(_ name: String) -> NavigationSource {
        NavigationSource(rawValue: "interceptor:\(name)")
    }
}

extension NavigationSource: ExpressibleByStringLiteral {
    /// Creates a source from a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

extension NavigationSource: CustomStringConvertible {
    /// The name of the source.
    public var description: String { rawValue }
}

extension NavigationSource: Codable {
    /// Decodes a source from a single string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the source as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
