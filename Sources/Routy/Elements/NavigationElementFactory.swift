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

    /// How a new element for `context` is shown: pushed, presented modally, set as the root — or
    /// one of two, per width class (``NavigationPresentation/adaptive(compact:regular:)``), which
    /// the router decides when it shows the element.
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

    /// A new element for `context`, to be shown as `presentation`: what
    /// ``presentation(for:)`` said, decided for the width class where it is shown when it is
    /// adaptive. A factory whose element depends on how it is shown (a UIKit modal in its own
    /// navigation controller, a screen pushed) makes it here; by default, ``makeElement(for:)``.
    ///
    /// The router calls this one for a type whose presentation is adaptive, ``makeElement(for:)``
    /// for the others.
    ///
    /// - Throws: What ``makeElement(for:)`` throws.
    func makeElement(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation
    ) throws(NavigationError<ContextType>) -> any NavigationElement<ContextType>
}

extension NavigationElementFactory {
    /// ``makeElement(for:)``: the element does not depend on how it is shown.
    public func makeElement(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation
    ) throws(NavigationError<ContextType>) -> any NavigationElement<ContextType> {
        try makeElement(for: context)
    }
}
