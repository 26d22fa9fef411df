import Foundation

/// Where the app is, described for the system: what the app's glue makes an `NSUserActivity` of,
/// so that Handoff and Spotlight lead back to the same screen.
///
/// ``NavigationRouter/publishActivities(links:describe:publish:)`` makes one each time the active
/// path changes, from what the app's closure decides — the type, the title, whether Handoff and
/// Search may use it — and the link ``DeeplinkTable/url(for:)`` builds for the screen. The
/// activity continued on another device, or tapped in Spotlight, comes back as ``entry``: a
/// ``NavigationEntry/Kind/activity`` entry that carries the link, read by a table entry
/// registered with ``NavigationEntryTable/register(_:_:links:)``.
///
/// ```swift
/// // The Apple glue: the value as an NSUserActivity.
/// let userActivity = NSUserActivity(activityType: activity.type)
/// userActivity.title = activity.title
/// userActivity.webpageURL = activity.webpageURL
/// userActivity.userInfo = activity.entry.payload
/// userActivity.isEligibleForHandoff = activity.isEligibleForHandoff
/// userActivity.isEligibleForSearch = activity.isEligibleForSearch
/// ```
public struct NavigationActivity: Hashable, Sendable {
    /// The key of ``entry``'s payload that holds the link.
    public static let linkKey = "link"

    /// The activity type, one the app lists under `NSUserActivityTypes` in its Info.plist, such
    /// as `com.example.shop.screen`.
    public var type: String
    /// The title the system shows: in Spotlight, in the app switcher of another device.
    public var title: String
    /// The link of the screen, as the deeplink table builds it; `nil` when it builds none.
    public var link: URL?
    /// More values the app keeps with the activity, as text; ``linkKey`` is the link's.
    public var userInfo: [String: String]
    /// Whether another device may continue the activity (Handoff).
    public var isEligibleForHandoff: Bool
    /// Whether Spotlight may index the activity and offer it in search results.
    public var isEligibleForSearch: Bool

    /// Creates an activity.
    ///
    /// - Parameters:
    ///   - type: The activity type.
    ///   - title: The title the system shows.
    ///   - link: The link of the screen.
    ///   - userInfo: More values to keep with the activity.
    ///   - isEligibleForHandoff: Whether another device may continue it; `true` unless given.
    ///   - isEligibleForSearch: Whether Spotlight may index it; `false` unless given.
    public init(
        type: String,
        title: String,
        link: URL?,
        userInfo: [String: String] = [:],
        isEligibleForHandoff: Bool = true,
        isEligibleForSearch: Bool = false
    ) {
        self.type = type
        self.title = title
        self.link = link
        self.userInfo = userInfo
        self.isEligibleForHandoff = isEligibleForHandoff
        self.isEligibleForSearch = isEligibleForSearch
    }

    /// The link when it is a web address (`http` or `https`): `NSUserActivity.webpageURL` takes
    /// no other, and a device without the app opens it in a browser. `nil` for an app's own
    /// scheme, such as `shop://`, which ``entry`` carries all the same.
    public var webpageURL: URL? {
        guard let link, let scheme = link.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return nil
        }
        return link
    }

    /// The entry the activity comes back as when it is continued: its type as the identifier, its
    /// ``userInfo`` and the link under ``linkKey`` as the payload.
    public var entry: NavigationEntry {
        var payload = userInfo
        if let link { payload[Self.linkKey] = link.absoluteString }
        return .activity(type, payload: payload)
    }
}

extension NavigationActivity: CustomStringConvertible {
    /// `com.example.shop.screen "product(42)" shop://catalog/shoes/42 (handoff, search)`.
    public var description: String {
        let uses = [isEligibleForHandoff ? "handoff" : nil, isEligibleForSearch ? "search" : nil].compactMap(\.self)
        return "\(type) \"\(title)\"" + (link.map { " \($0.absoluteString)" } ?? "")
            + (uses.isEmpty ? "" : " (\(uses.joined(separator: ", ")))")
    }
}
