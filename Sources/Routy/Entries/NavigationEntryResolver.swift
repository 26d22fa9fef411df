/// Turns an entry — a notification, an activity, a quick action, an intent — into the contexts it
/// stands for: what the router asks when it opens one.
///
/// The router reads every entry that is not a link through the resolver in
/// ``NavigationRouter/entries`` (links go to ``NavigationRouter/deeplinks``).
/// ``NavigationEntryTable`` is the resolver most apps give it: a reading registered per kind and
/// identifier. The router asks on the main actor, so ``contexts(for:)`` is main-actor isolated.
///
/// An entry the resolver cannot read fails the request with ``NavigationError/input(_:)``
/// wrapping the resolver's ``NavigationEntryError`` (``NavigationError/entryError`` reads it),
/// before any step runs.
public protocol NavigationEntryResolver<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The contexts an entry stands for, in the order they are shown.
    ///
    /// - Parameter entry: The entry, as the app's glue built it from what the system delivered.
    /// - Returns: The contexts to navigate to.
    /// - Throws: A ``NavigationEntryError`` that says why the entry stands for no contexts:
    ///   ``NavigationEntryError/noMatch(_:)`` for an entry the resolver does not know.
    @MainActor
    func contexts(for entry: NavigationEntry) throws(NavigationEntryError) -> [NavigationContext<ContextType>]
}
