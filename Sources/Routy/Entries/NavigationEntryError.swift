/// Why an entry — a notification, an activity, a quick action, an intent — could not be turned
/// into contexts.
///
/// Every case carries the entry; ``description`` says what was asked, what was found and what to
/// do. When the router opens an entry, this error reaches the app wrapped in
/// ``NavigationError/input(_:)``; ``NavigationError/entryError`` reads it back. (A link that
/// cannot be read fails with a ``DeeplinkError`` instead, as it always has.)
public enum NavigationEntryError: Error, Equatable, Sendable {
    /// No resolver reads entries of this kind and identifier: nothing is registered for them in
    /// the ``NavigationEntryTable``, or the router has no ``NavigationRouter/entries``.
    case noMatch(NavigationEntry)
    /// The reading of the entry asked for a payload value the entry does not have.
    case missingValue(String, entry: NavigationEntry)
    /// A payload value's text could not be converted to the type that was asked for.
    case badValue(String, value: String, expected: String, entry: NavigationEntry)
    /// The closure registered for the entry threw an error that is not a `NavigationEntryError`;
    /// `underlying` holds it.
    case rejected(NavigationEntry, underlying: UnderlyingError)
}

extension NavigationEntryError: CustomStringConvertible {
    /// A sentence that says what was asked, what was found and what to do.
    public var description: String {
        switch self {
        case .noMatch(let entry):
            "Nothing reads the entry `\(entry)`. Register a reading for the \(entry.kind.rawValue) "
                + "`\(entry.identifier)` in the router's entry table."
        case .missingValue(let key, let entry):
            "The entry `\(entry)` has no value `\(key)` (it has \(entry.payload.keys.sorted().codeList)). "
                + "Check what the app puts in the \(entry.kind.rawValue)'s payload."
        case .badValue(let key, let value, let expected, let entry):
            "The value `\(key)` of the entry `\(entry)` is `\(value)`, which is not a valid \(expected). "
                + "Fix what sends the \(entry.kind.rawValue), or ask for a type that accepts this value."
        case .rejected(let entry, let underlying):
            "The reading registered for the entry `\(entry)` rejected it: \(underlying). Check the entry, "
                + "or the closure registered for it."
        }
    }
}

extension NavigationError {
    /// The ``NavigationEntryError`` that stopped the opening of an entry, when this error wraps
    /// one in ``input(_:)``: nothing reads the entry, or its payload did not fit; `nil` for every
    /// other error.
    ///
    /// ```swift
    /// if case .noMatch = failure.cause.entryError { showHome() }
    /// ```
    public var entryError: NavigationEntryError? { inputError(as: NavigationEntryError.self) }
}
