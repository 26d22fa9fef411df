/// A factory that asks several in order: the first that knows a context's type says how it is
/// shown and makes its element.
///
/// It lets elements that a kit's own factory does not make — an alert (`UIKitAlert`,
/// `SwiftUIAlert`), a feature module's screens — join that factory:
///
/// ```swift
/// var alerts = NavigationElementRegistry<Screen>()
/// alerts.register(.confirmDelete, presentation: .modal) { context in
///     UIKitAppAlert(context, alert: deleteAlert)
/// }
/// router.factory = NavigationElementFactoryChain([alerts, uikitFactory])
/// ```
@MainActor
public struct NavigationElementFactoryChain<ContextType: Hashable & Sendable>: NavigationElementFactory {
    /// The factories, asked in order.
    public var factories: [any NavigationElementFactory<ContextType>]

    /// Creates a chain.
    ///
    /// - Parameter factories: The factories, asked in order.
    public init(_ factories: [any NavigationElementFactory<ContextType>]) {
        self.factories = factories
    }

    /// How the first factory that knows the context's type shows it.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when none knows it.
    public func presentation(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> NavigationPresentation
    {
        try factory(for: context).presentation(for: context)
    }

    /// The element the first factory that knows the context's type makes.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when none knows it; what that factory
    ///   throws otherwise.
    public func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
    {
        try factory(for: context).makeElement(for: context)
    }

    /// The element the first factory that knows the context's type makes, to be shown as
    /// `presentation`: a factory whose element depends on how it is shown (the UIKit factory's
    /// modal in its own navigation controller) gets the presentation the router decided.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when none knows it; what that factory
    ///   throws otherwise.
    public func makeElement(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation
    ) throws(NavigationError<ContextType>) -> any NavigationElement<ContextType> {
        try factory(for: context).makeElement(for: context, presentedAs: presentation)
    }

    /// The first factory that knows the context's type.
    private func factory(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElementFactory<ContextType>
    {
        for factory in factories {
            do throws(NavigationError<ContextType>) {
                _ = try factory.presentation(for: context)
                return factory
            } catch .unregisteredType {
                continue
            }
        }
        throw .unregisteredType(context.type)
    }
}
