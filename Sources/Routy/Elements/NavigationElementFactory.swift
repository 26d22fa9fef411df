/// Makes the element that shows a context, when no existing element can be reused, and says how
/// a new element of a context is shown.
///
/// A router asks ``presentation(for:)`` when it plans — a dry run builds nothing — and
/// ``makeElement(for:)`` when it runs a request, for every new element before it executes
/// anything, so that a factory that makes nothing changes nothing.
@MainActor
public protocol NavigationElementFactory<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// How a new element for `context` is shown: pushed, presented modally, set as the root.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when the factory knows nothing of the
    ///   context's type.
    func presentation(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> NavigationPresentation

    /// A new element for `context`.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when the factory knows nothing of the
    ///   context's type, and ``NavigationError/noElement(_:)`` when it cannot make one.
    func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
}
