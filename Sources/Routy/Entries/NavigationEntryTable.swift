/// The readings of the entries an app can be opened with, registered per kind and identifier: the
/// ``NavigationEntryResolver`` most apps give the router, `router.entries = table`.
///
/// ```swift
/// var entries = NavigationEntryTable<Screen>()
/// entries.register(.notification, "orderShipped") { entry in
///     [NavigationContext(.profile), NavigationContext(.order, payload: try entry.value("order", as: Int.self))]
/// }
/// entries.register(.intent, "Order") { entry in   // an App Intent's target entity
///     [NavigationContext(.profile), NavigationContext(.order, payload: try entry.value("id", as: Int.self))]
/// }
/// entries.register(.shortcut) { _ in [NavigationContext(.cart)] }   // every quick action
/// router.entries = entries
/// ```
///
/// An entry is read by the closure registered for its kind and identifier, else by the one
/// registered for its kind alone, else it is a ``NavigationEntryError/noMatch(_:)``. Links are
/// not read here but by the router's ``NavigationRouter/deeplinks``. The closures are the app's
/// code and run on the main actor, where the router opens entries.
public struct NavigationEntryTable<ContextType: Hashable & Sendable>: NavigationEntryResolver, Sendable {
    /// The contexts a table produces.
    public typealias Context = NavigationContext<ContextType>
    /// A reading of an entry.
    public typealias Reading = @MainActor @Sendable (NavigationEntry) throws -> [Context]

    /// The registered readings, by kind and identifier (`nil`: any identifier of the kind).
    private var readings: [Key: Reading] = [:]
    /// The example of each reading registered with one, in the order registered.
    private var exampleKeys: [Key] = []
    private var examplesByKey: [Key: NavigationEntry] = [:]

    /// The example entries of the readings, in the order registered: what the startup check
    /// (``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)``) opens.
    public var examples: [NavigationEntry] { exampleKeys.compactMap { examplesByKey[$0] } }

    private struct Key: Hashable, Sendable {
        let kind: NavigationEntry.Kind
        let identifier: String?
    }

    /// Creates an empty table.
    public init() {}

    /// Adds the reading of one kind of entry; a second registration for the same kind and
    /// identifier replaces the first.
    ///
    /// - Parameters:
    ///   - kind: What delivers the entries, such as ``NavigationEntry/Kind/notification``.
    ///   - identifier: The identifier the reading is for, such as a notification's category; `nil`
    ///     (the default) for every entry of the kind that no reading of its own identifier reads.
    ///   - example: An entry the reading reads, such as
    ///     `.notification("orderShipped", payload: ["order": "7"])`, for the startup check
    ///     (``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)``), which
    ///     opens it and checks that the screens it leads to can be made; none unless given.
    ///   - contexts: Builds the contexts from the entry. A ``NavigationEntryError`` it throws,
    ///     such as the one ``NavigationEntry/value(_:as:)`` throws, reaches the caller as it is;
    ///     any other error as ``NavigationEntryError/rejected(_:underlying:)``.
    public mutating func register(
        _ kind: NavigationEntry.Kind,
        _ identifier: String? = nil,
        example: NavigationEntry? = nil,
        contexts: @escaping Reading
    ) {
        let key = Key(kind: kind, identifier: identifier)
        readings[key] = contexts
        if let example {
            if examplesByKey.updateValue(example, forKey: key) == nil { exampleKeys.append(key) }
        } else if examplesByKey.removeValue(forKey: key) != nil {
            exampleKeys.removeAll { $0 == key }
        }
    }

    /// Adds the reading of entries that carry a link, such as the activities
    /// ``NavigationRouter/publishActivities(links:describe:publish:)`` publishes when they come back
    /// (``NavigationActivity/entry``): the payload's ``NavigationActivity/linkKey`` value, read by
    /// `links`.
    ///
    /// ```swift
    /// entries.register(.activity, "com.example.shop.screen", links: deeplinks)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: What delivers the entries, such as ``NavigationEntry/Kind/activity``.
    ///   - identifier: The identifier the reading is for, such as the activity type; `nil` for
    ///     every entry of the kind that no reading of its own identifier reads.
    ///   - links: Reads the link, such as the app's ``DeeplinkTable``. An entry without a link
    ///     fails with ``NavigationEntryError/missingValue(_:entry:)``; a link it cannot read with
    ///     ``NavigationEntryError/rejected(_:underlying:)`` holding the ``DeeplinkError``.
    public mutating func register(
        _ kind: NavigationEntry.Kind,
        _ identifier: String? = nil,
        links: some DeeplinkResolver<ContextType> & Sendable
    ) {
        register(kind, identifier) { entry in
            try links.contexts(for: try entry.value(NavigationActivity.linkKey))
        }
    }

    /// The contexts for an entry: what the reading registered for it builds.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: What the reading built.
    /// - Throws: ``NavigationEntryError/noMatch(_:)`` when no reading is registered for the entry's
    ///   kind and identifier nor its kind alone, and the error of the reading.
    @MainActor
    public func contexts(for entry: NavigationEntry) throws(NavigationEntryError) -> [Context] {
        guard
            let reading = readings[Key(kind: entry.kind, identifier: entry.identifier)]
                ?? readings[Key(kind: entry.kind, identifier: nil)]
        else { throw .noMatch(entry) }
        do {
            return try reading(entry)
        } catch let error as NavigationEntryError {
            throw error
        } catch {
            throw .rejected(entry, underlying: UnderlyingError(error))
        }
    }
}
