import Portus

extension RoutingEntry {
    /// The entry of an element that shows `context`: the context, printed, as the identifier
    /// (`product(42)`), so that tree pictures and instructions name screens by their contexts.
    ///
    /// - Parameters:
    ///   - context: The context the element shows.
    ///   - routable: The element; held weakly.
    ///   - managedEntries: The children the element manages, if it is a container.
    public init<C>(
        context: NavigationContext<C>,
        routable: (any Routable)? = nil,
        managedEntries: ManagedEntries? = nil
    ) {
        self.init(
            identifier: RoutingIdentifier(rawValue: context.description), routable: routable,
            managedEntries: managedEntries)
    }
}

@MainActor
extension RoutingEntry {
    /// The context of the entry's element, when its routable is an element with contexts of type `C`.
    ///
    /// Cheap: it opens the element instead of casting to `any NavigationElement<C>`, a cast
    /// that costs the runtime about a microsecond and would dominate a search of the tree.
    package func elementContext<C>(_ type: C.Type) -> NavigationContext<C>? {
        guard let element = routable as? any NavigationElement else { return nil }
        return Self.context(of: element, as: type)
    }

    /// Whether the entry's element can update to `context` in place.
    package func elementCanUpdate<C>(with context: NavigationContext<C>) -> Bool {
        guard let element = routable as? any NavigationElement else { return false }
        return Self.canUpdate(element, with: context)
    }

    /// Gives the entry's element `context` in place (``NavigationElement/update(with:)``).
    ///
    /// - Returns: `false`, having done nothing, when the routable is gone or is not an element
    ///   with contexts of type `C`.
    package func updateElement<C>(to context: NavigationContext<C>) -> Bool {
        guard let element = routable as? any NavigationElement else { return false }
        return Self.update(element, to: context)
    }

    private static func context<E: NavigationElement, C>(of element: E, as type: C.Type) -> NavigationContext<C>? {
        guard E.ContextType.self == C.self else { return nil }
        return unsafeBitCast(element.context, to: NavigationContext<C>.self)
    }

    private static func canUpdate<E: NavigationElement, C>(_ element: E, with context: NavigationContext<C>) -> Bool {
        guard E.ContextType.self == C.self else { return false }
        return element.canUpdate(with: unsafeBitCast(context, to: NavigationContext<E.ContextType>.self))
    }

    private static func update<E: NavigationElement, C>(_ element: E, to context: NavigationContext<C>) -> Bool {
        guard E.ContextType.self == C.self else { return false }
        element.update(with: unsafeBitCast(context, to: NavigationContext<E.ContextType>.self))
        return true
    }
}
