/// A factory that asks the maker registered for each context type, so that each feature module
/// registers the screens it owns, and says how each type is shown without making anything.
///
/// ```swift
/// var factory = NavigationElementRegistry<Screen>()
/// factory.register(.product) { context in ProductScreen(context) }
/// factory.register(.cart, presentation: .modal(.formSheet)) { context in CartScreen(context) }
/// factory.register(.settings, compact: .push, regular: .modal(.formSheet)) { SettingsScreen($0) }
/// ```
@MainActor
public struct NavigationElementRegistry<ContextType: Hashable & Sendable>: NavigationElementFactory {
    /// Makes an element for a context, or returns `nil` when it cannot.
    public typealias Maker = @MainActor (NavigationContext<ContextType>) -> (any NavigationElement<ContextType>)?

    private struct Registration {
        var presentation: NavigationPresentation
        var maker: Maker
    }

    private var registrations: [ContextType: Registration] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers the maker for a context type, replacing any earlier one.
    ///
    /// - Parameters:
    ///   - type: The context type.
    ///   - presentation: How new elements of the type are shown; pushed unless said otherwise.
    ///   - maker: Makes the element for a context of the type, or `nil` when it cannot.
    public mutating func register(
        _ type: ContextType,
        presentation: NavigationPresentation = .push,
        maker: @escaping Maker
    ) {
        registrations[type] = Registration(presentation: presentation, maker: maker)
    }

    /// Registers the maker for a context type shown one way in compact width and another in
    /// regular width, replacing any earlier one: the router decides when it shows an element of
    /// the type, in the width class of where it is shown (``NavigationRouter/windowWidthClass``).
    ///
    /// ```swift
    /// factory.register(.settings, compact: .push, regular: .modal(.formSheet)) { SettingsScreen($0) }
    /// factory.register(.filters, compact: .modal(.sheet), regular: .modal(.popover)) { FiltersScreen($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The context type.
    ///   - compact: How new elements of the type are shown in compact width.
    ///   - regular: How new elements of the type are shown in regular width.
    ///   - maker: Makes the element for a context of the type, or `nil` when it cannot.
    public mutating func register(
        _ type: ContextType,
        compact: NavigationPresentation,
        regular: NavigationPresentation,
        maker: @escaping Maker
    ) {
        register(type, presentation: .adaptive(compact: compact, regular: regular), maker: maker)
    }

    /// Registers one maker for several context types, shown the same way.
    ///
    /// - Parameters:
    ///   - types: The context types.
    ///   - presentation: How new elements of these types are shown; pushed unless said otherwise.
    ///   - maker: Makes the element for a context of one of the types, or `nil` when it cannot.
    public mutating func register(
        _ types: [ContextType],
        presentation: NavigationPresentation = .push,
        maker: @escaping Maker
    ) {
        for type in types { register(type, presentation: presentation, maker: maker) }
    }

    /// The context types that have a maker.
    public var registeredTypes: Set<ContextType> { Set(registrations.keys) }

    /// How new elements of the context's type are shown, as registered: adaptive for a type
    /// registered per width class.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when no maker is registered for the type.
    public func presentation(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> NavigationPresentation
    {
        guard let registration = registrations[context.type] else { throw .unregisteredType(context.type) }
        return registration.presentation
    }

    /// A new element from the maker registered for the context's type.
    ///
    /// - Throws: ``NavigationError/unregisteredType(_:)`` when no maker is registered for the type,
    ///   ``NavigationError/noElement(_:)`` when the maker returns `nil`.
    public func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
    {
        guard let registration = registrations[context.type] else { throw .unregisteredType(context.type) }
        guard let element = registration.maker(context) else { throw .noElement(context) }
        return element
    }
}
