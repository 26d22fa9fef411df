import Foundation

extension NavigationEntry {
    /// The names Apple's frameworks give the values an entry is read from, which the Apple-only
    /// glue passes as their constants (`NSUserActivityTypeBrowsingWeb`,
    /// `CSSearchableItemActionType`, `CSSearchableItemActivityIdentifier`,
    /// `UNNotificationDismissActionIdentifier`) and tests as any text.
    public struct SystemNames: Hashable, Sendable {
        /// The activity type of a universal link opened from the web: `NSUserActivityTypeBrowsingWeb`.
        public var browsingWebActivityType: String
        /// The activity type of a Spotlight result: `CSSearchableItemActionType`; `nil` where Core
        /// Spotlight is not (tvOS).
        public var searchableItemActivityType: String?
        /// The `userInfo` key of a Spotlight result's item identifier:
        /// `CSSearchableItemActivityIdentifier`.
        public var searchableItemIdentifierKey: String?
        /// The action of a notification dismissed rather than tapped:
        /// `UNNotificationDismissActionIdentifier`.
        public var notificationDismissAction: String

        /// Creates the names.
        ///
        /// - Parameters:
        ///   - browsingWebActivityType: The activity type of a universal link.
        ///   - searchableItemActivityType: The activity type of a Spotlight result.
        ///   - searchableItemIdentifierKey: The `userInfo` key of a Spotlight result's identifier.
        ///   - notificationDismissAction: The action of a dismissed notification.
        public init(
            browsingWebActivityType: String, searchableItemActivityType: String?, searchableItemIdentifierKey: String?,
            notificationDismissAction: String
        ) {
            self.browsingWebActivityType = browsingWebActivityType
            self.searchableItemActivityType = searchableItemActivityType
            self.searchableItemIdentifierKey = searchableItemIdentifierKey
            self.notificationDismissAction = notificationDismissAction
        }
    }

    /// The entry an `NSUserActivity` the system continues stands for: a universal link (an
    /// activity of the browsing-web type, with its `webpageURL`), a Spotlight result (its item's
    /// identifier), or else an activity of its type, with its `userInfo` (see ``payload(_:)``) and,
    /// under `"webpageURL"`, its web page.
    ///
    /// - Parameters:
    ///   - activityType: The activity's `activityType`.
    ///   - userInfo: The activity's `userInfo`.
    ///   - webpageURL: The activity's `webpageURL`.
    ///   - names: Apple's names of the browsing-web and Spotlight activities.
    /// - Returns: The entry, or `nil` for a browsing-web activity without a page or a Spotlight
    ///   result without an identifier: nothing to open.
    public init?(activityType: String, userInfo: [AnyHashable: Any]?, webpageURL: URL?, names: SystemNames) {
        if activityType == names.browsingWebActivityType {
            guard let webpageURL else { return nil }
            self = .link(webpageURL)
        } else if activityType == names.searchableItemActivityType {
            guard let key = names.searchableItemIdentifierKey, let identifier = userInfo?[key] as? String else {
                return nil
            }
            self = .searchResult(identifier)
        } else {
            var payload = Self.payload(userInfo)
            if let webpageURL, payload["webpageURL"] == nil { payload["webpageURL"] = webpageURL.absoluteString }
            self = .activity(activityType, payload: payload)
        }
    }

    /// The entry a response to a notification stands for: a notification of its category, with
    /// its `userInfo` (see ``payload(_:)``) and, under `"action"`, the action the user chose.
    ///
    /// - Parameters:
    ///   - category: The notification's `categoryIdentifier`.
    ///   - userInfo: The notification's `userInfo`.
    ///   - action: The response's `actionIdentifier`.
    ///   - names: Apple's name of the dismiss action.
    /// - Returns: The entry, or `nil` when the user dismissed the notification: nothing to open.
    public init?(
        notificationCategory category: String, userInfo: [AnyHashable: Any], action: String, names: SystemNames
    ) {
        guard action != names.notificationDismissAction else { return nil }
        var payload = Self.payload(userInfo)
        payload["action"] = action
        self = .notification(category, payload: payload)
    }

    /// The text values of a `userInfo` dictionary, as an entry's payload: each key that is a
    /// string, with its value when it is a string, a number, a Boolean (where the platform keeps it
    /// apart from the numbers 0 and 1), a URL or a UUID, written as text; other values (nested dictionaries, arrays, data) are left out.
    ///
    /// - Parameter userInfo: The dictionary, such as an activity's or a notification's.
    /// - Returns: The payload.
    public static func payload(_ userInfo: [AnyHashable: Any]?) -> [String: String] {
        var payload: [String: String] = [:]
        for (key, value) in userInfo ?? [:] {
            guard let key = key.base as? String, let text = text(of: value) else { continue }
            payload[key] = text
        }
        return payload
    }

    private static func text(of value: Any) -> String? {
        switch value {
        case let value as String: value
        // A number before a Boolean: Foundation's numbers of Apple's platforms read as `Bool` too.
        case let value as Int: String(value)
        case let value as Double: String(value)
        case let value as Bool: value ? "true" : "false"
        case let value as URL: value.absoluteString
        case let value as UUID: value.uuidString
        default: nil
        }
    }
}
