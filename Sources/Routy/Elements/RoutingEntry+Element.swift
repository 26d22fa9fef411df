import Portus

extension RoutingEntry {
    /// The entry of an element that shows `context`.
    ///
    /// The context is the entry's identity: the tree indexes the node by the context's hash and
    /// finds it by an equal context, so two contexts that print alike — a payload `42` and a
    /// payload `"42"` — name two nodes. Its printed form (`product(42)`) is the identifier that
    /// tree pictures, instructions and reports show, made only when they print it.
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
        self.init(key: context.storage, routable: routable, managedEntries: managedEntries)
    }
}

@MainActor
extension RoutingEntry {
    /// The context of the entry's element, when the entry was made from a context of type `C`
    /// (``init(context:routable:managedEntries:)``) and its element is alive.
    ///
    /// Cheap: it reads the entry's key, without casting the routable to an element.
    package func elementContext<C>(_ type: C.Type) -> NavigationContext<C>? {
        guard let key = key as? ContextKey, routable != nil else { return nil }
        return key.context(as: type)
    }

    /// Whether the entry is a live element's that shows a context equal to `context`.
    ///
    /// An element whose context is the very one asked for — a request made of the contexts the
    /// elements show, as a link back or a saved path is — is told by its key's identity, with
    /// no context read back and no payload compared.
    package func shows<C>(_ context: NavigationContext<C>) -> Bool {
        if isKeyed(by: context.storage) { return routable != nil }
        guard let shown = elementContext(C.self) else { return false }
        return shown == context
    }

    /// Whether the entry's key is `key` itself.
    private func isKeyed(by key: ContextKey) -> Bool {
        guard let own = self.key else { return false }
        return own === key
    }

    /// Whether the entry's element can update to `context` in place.
    package func elementCanUpdate<C>(with context: NavigationContext<C>) -> Bool {
        Self.canUpdate(routable: routable, with: context)
    }

    /// Whether `routable`, if it is an element, can update to `context` in place.
    static func canUpdate<C>(routable: (any Routable)?, with context: NavigationContext<C>) -> Bool {
        guard let element = routable as? any NavigationElement else { return false }
        return canUpdate(element, with: context)
    }

    /// Gives the entry's element `context` in place (``NavigationElement/update(with:)``).
    ///
    /// - Returns: `false`, having done nothing, when the routable is gone or is not an element
    ///   with contexts of type `C`.
    package func updateElement<C>(to context: NavigationContext<C>) -> Bool {
        guard let element = routable as? any NavigationElement else { return false }
        return Self.update(element, to: context)
    }

    private static func canUpdate<E: NavigationElement, C>(_ element: E, with context: NavigationContext<C>) -> Bool {
        guard let context = context.storage.context(as: E.ContextType.self) else { return false }
        return element.canUpdate(with: context)
    }

    private static func update<E: NavigationElement, C>(_ element: E, to context: NavigationContext<C>) -> Bool {
        guard let context = context.storage.context(as: E.ContextType.self) else { return false }
        element.update(with: context)
        return true
    }
}
