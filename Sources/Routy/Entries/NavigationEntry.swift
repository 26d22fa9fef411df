import Foundation

/// One way into the app, as the system delivers it: a link, a Handoff activity, a Spotlight
/// result, a tapped notification, a home-screen quick action, an App Intent's target.
///
/// Each arrives in its own platform type through its own delegate method; the app's glue turns it
/// into this one value, and ``NavigationRouter/perform(_:source:)`` turns the
/// value into a request, through the same interceptors as any other:
///
/// ```swift
/// // In the notification delegate: the category names what was tapped, userInfo the rest.
/// let entry = NavigationEntry.notification("orderShipped", payload: ["order": "7"])
/// try await router.perform(.open(entry))   // source: .notification
/// ```
///
/// A link entry is read by ``NavigationRouter/deeplinks``; every other kind by
/// ``NavigationRouter/entries``, such as a ``NavigationEntryTable``. The value is `Codable`, so
/// a navigation log keeps the entries a session was opened with and a replay opens them again.
public struct NavigationEntry: Hashable, Sendable {
    /// What delivered the entry. The common kinds are static members; an app adds its own (a
    /// widget, a watch complication) as it adds any static constant:
    ///
    /// ```swift
    /// extension NavigationEntry.Kind {
    ///     static let widget: Self = "widget"
    /// }
    /// ```
    public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The name of the kind, as logs print it.
        public var rawValue: String

        /// Creates a kind from its name.
        ///
        /// - Parameter rawValue: The name, such as `"widget"`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a kind from a string literal.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// A link: a URL the app was opened with, a universal link. Read by
        /// ``NavigationRouter/deeplinks``.
        public static let link: Self = "link"
        /// An `NSUserActivity` continued, as Handoff delivers it; the identifier is its activity type.
        public static let activity: Self = "activity"
        /// A Spotlight result tapped (an activity of type `CSSearchableItemActionType`); the
        /// identifier is the searchable item's unique identifier.
        public static let searchResult: Self = "searchResult"
        /// A notification tapped; the identifier is its category.
        public static let notification: Self = "notification"
        /// A home-screen quick action (`UIApplicationShortcutItem`); the identifier is its type.
        public static let shortcut: Self = "shortcut"
        /// An App Intent that opens the app at its target entity; the identifier is the entity's
        /// type, the payload's `id` the entity's identifier.
        public static let intent: Self = "intent"
    }

    /// What delivered the entry.
    public var kind: Kind
    /// What the entry names, for the resolver to pick its reading by: the link itself, the
    /// activity type, the search result's item identifier, the notification's category, the
    /// shortcut's type, the intent's entity type.
    public var identifier: String
    /// The rest of what the system delivered, as text: the activity's, notification's or
    /// shortcut's `userInfo` values, the intent entity's `id`.
    public var payload: [String: String]

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - kind: What delivered the entry.
    ///   - identifier: What the entry names; see ``identifier``.
    ///   - payload: The rest of what the system delivered, as text.
    public init(_ kind: Kind, identifier: String, payload: [String: String] = [:]) {
        self.kind = kind
        self.identifier = identifier
        self.payload = payload
    }

    /// A link, such as `shop://catalog/shoes/42`.
    public static func link(_ link: String) -> Self { Self(.link, identifier: link) }

    /// A URL, such as the one the app was opened with.
    public static func link(_ url: URL) -> Self { link(url.absoluteString) }

    /// A continued user activity, such as a Handoff from another device.
    ///
    /// - Parameters:
    ///   - type: The activity's `activityType`, such as `com.example.shop.product`.
    ///   - payload: Its `userInfo`, as text.
    public static func activity(_ type: String, payload: [String: String] = [:]) -> Self {
        Self(.activity, identifier: type, payload: payload)
    }

    /// A Spotlight result: the unique identifier of the searchable item the user tapped, which an
    /// activity of type `CSSearchableItemActionType` carries under `CSSearchableItemActivityIdentifier`.
    public static func searchResult(_ itemIdentifier: String) -> Self {
        Self(.searchResult, identifier: itemIdentifier)
    }

    /// A tapped notification.
    ///
    /// - Parameters:
    ///   - category: Its category identifier, such as `orderShipped`.
    ///   - payload: Its `userInfo`, as text.
    public static func notification(_ category: String, payload: [String: String] = [:]) -> Self {
        Self(.notification, identifier: category, payload: payload)
    }

    /// A home-screen quick action.
    ///
    /// - Parameters:
    ///   - type: The shortcut item's `type`, such as `com.example.shop.cart`.
    ///   - payload: Its `userInfo`, as text.
    public static func shortcut(_ type: String, payload: [String: String] = [:]) -> Self {
        Self(.shortcut, identifier: type, payload: payload)
    }

    /// An App Intent's target entity.
    ///
    /// - Parameters:
    ///   - entityType: The entity's type, such as `Product`.
    ///   - id: The entity's identifier, kept in the payload under `id`.
    public static func intent(_ entityType: String, id: String) -> Self {
        Self(.intent, identifier: entityType, payload: ["id": id])
    }

    /// An App Intent's target entity, named by its Swift type without its module or enclosing
    /// types — `OrderEntity` for `Shop.OrderEntity` — as a table registers it
    /// (`entries.register(.intent, "OrderEntity")`).
    ///
    /// - Parameters:
    ///   - entityType: The entity's type, such as `OrderEntity.self`.
    ///   - id: The entity's identifier as text (App Intents' `entityIdentifierString`).
    public static func intent<Entity>(_ entityType: Entity.Type, id: String) -> Self {
        intent(String(describing: entityType), id: id)
    }

    /// The source a request that opens this entry has unless the caller says otherwise:
    /// ``NavigationSource/deeplink`` for a link, the source named after the kind for the others
    /// (``NavigationSource/notification``, ``NavigationSource/activity``, …).
    public var source: NavigationSource {
        kind == .link ? .deeplink : NavigationSource(rawValue: kind.rawValue)
    }

    /// The payload's value for `key`.
    ///
    /// - Throws: ``NavigationEntryError/missingValue(_:entry:)`` when the payload has no `key`.
    public func value(_ key: String) throws(NavigationEntryError) -> String {
        guard let value = payload[key] else { throw .missingValue(key, entry: self) }
        return value
    }

    /// The payload's value for `key`, converted to `type`.
    ///
    /// ```swift
    /// let order = try entry.value("order", as: Int.self)
    /// ```
    ///
    /// - Throws: ``NavigationEntryError/missingValue(_:entry:)`` when the payload has no `key`,
    ///   ``NavigationEntryError/badValue(_:value:expected:entry:)`` when its text is no `type`.
    public func value<Value: LosslessStringConvertible>(
        _ key: String,
        as type: Value.Type
    ) throws(NavigationEntryError) -> Value {
        let text = try value(key)
        guard let value = Value(text) else {
            throw .badValue(key, value: text, expected: String(describing: type), entry: self)
        }
        return value
    }
}

extension NavigationEntry: CustomStringConvertible {
    /// `notification(orderShipped; order=7)`: the kind, the identifier and the payload sorted by key.
    public var description: String {
        let values = payload.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(kind.rawValue)(\(identifier)\(values.isEmpty ? "" : "; \(values)"))"
    }
}

extension NavigationEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, identifier, payload
    }

    /// A key of the payload.
    private struct PayloadKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an entry written as ``encode(to:)`` writes it.
    ///
    /// - Throws: `DecodingError` when `kind` or `identifier` is missing, or a payload value is
    ///   not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = Kind(rawValue: try container.decode(String.self, forKey: .kind))
        let identifier = try container.decode(String.self, forKey: .identifier)
        var payload: [String: String] = [:]
        if container.contains(.payload) {
            let values = try container.nestedContainer(keyedBy: PayloadKey.self, forKey: .payload)
            for key in values.allKeys { payload[key.stringValue] = try values.decode(String.self, forKey: key) }
        }
        self.init(kind, identifier: identifier, payload: payload)
    }

    /// Encodes the entry as `{"kind": …, "identifier": …, "payload": {…}}`, the payload's keys
    /// sorted (so a log line is the same each time) and left out when empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(identifier, forKey: .identifier)
        guard !payload.isEmpty else { return }
        var values = container.nestedContainer(keyedBy: PayloadKey.self, forKey: .payload)
        for (key, value) in payload.sorted(by: { $0.key < $1.key }) {
            try values.encode(value, forKey: PayloadKey(stringValue: key))
        }
    }
}
