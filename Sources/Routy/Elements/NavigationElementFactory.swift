/// Makes the element that shows a context, when no existing element can be reused.
@MainActor
public protocol NavigationElementFactory<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// A new element for `context`.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when the factory knows nothing of the
    ///   context's type, and ``NavigationError/noElement(_:)`` when it cannot make one.
    func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
}

/// A factory that asks the maker registered for each context type, so that each feature module
/// registers the screens it owns.
///
/// ```swift
/// var factory = NavigationElementRegistry<Screen>()
/// factory.register(.product) { context in ProductScreen(context) }
/// ```
@MainActor
public struct NavigationElementRegistry<ContextType: Hashable & Sendable>: NavigationElementFactory {
    /// Makes an element for a context, or returns `nil` when it cannot.
    public typealias Maker = @MainActor (NavigationContext<ContextType>) -> (any NavigationElement<ContextType>)?

    private var makers: [ContextType: Maker] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers the maker for a context type, replacing any earlier one.
    public mutating func register(_ type: ContextType, maker: @escaping Maker) {
        makers[type] = maker
    }

    /// Registers one maker for several context types.
    public mutating func register(_ types: [ContextType], maker: @escaping Maker) {
        for type in types { makers[type] = maker }
    }

    /// The context types that have a maker.
    public var registeredTypes: Set<ContextType> { Set(makers.keys) }

    /// A new element from the maker registered for the context's type.
    public func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
    {
        guard let maker = makers[context.type] else { throw .unregisteredType(context.type) }
        guard let element = maker(context) else { throw .noElement(context) }
        return element
    }
}
