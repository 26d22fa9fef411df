import Portus

/// A context is the identity of its element's node: the tree indexes the node by the context's
/// hash, finds it by an equal context, and finds every element of a context type by the type.
extension NavigationContext.Storage: RoutingKey {
    /// Whether `other` is the storage of an equal context of the same type of contexts.
    func isEqual(to other: any RoutingKey) -> Bool {
        guard let other = sameClass(other) else { return false }
        return type == other.type && NavigationContext.payloadsEqual(payload, other.payload)
    }

    /// Whether `other` is the storage of a context of the same type.
    func isSameKind(as other: any RoutingKey) -> Bool {
        guard let other = sameClass(other) else { return false }
        return type == other.type
    }

    /// The context printed: `product(42)`.
    var identifier: RoutingIdentifier {
        RoutingIdentifier(rawValue: NavigationContext(storage: self).description)
    }

    /// `other` as a storage of this class — contexts of the same `ContextType` — if it is one.
    /// Compares the classes' metadata, which both objects carry, instead of casting: a cast to a
    /// generic class looks its metadata up in the runtime.
    private func sameClass(_ other: any RoutingKey) -> Self? {
        guard ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Swift.type(of: self)) else { return nil }
        return unsafeDowncast(other, to: Swift.type(of: self))
    }
}
