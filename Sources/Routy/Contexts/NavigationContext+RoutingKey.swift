import Portus

/// The identity of a context in the routing tree (a Portus `RoutingKey`): the base class of every
/// context's storage, whatever the app's type of contexts.
///
/// Not generic, so that an entry made from a context holds its key without the runtime looking up
/// the metadata or the conformance of a generic class each time, and so that reading a context
/// back from an entry compares one stored type identity instead of casting.
@usableFromInline class ContextKey: RoutingKey, @unchecked Sendable {
    /// The hash of the context's type and payload.
    @usableFromInline let keyHash: Int
    /// The hash of the context's type alone.
    @usableFromInline let kindHash: Int
    /// The app's type of contexts (`ContextType`) of the storage.
    @usableFromInline let contextType: ObjectIdentifier

    @usableFromInline init(keyHash: Int, kindHash: Int, contextType: ObjectIdentifier) {
        self.keyHash = keyHash
        self.kindHash = kindHash
        self.contextType = contextType
    }

    /// The hash of a context whose type hashes to `kindHash`.
    @usableFromInline static func hash(_ kindHash: Int, _ payload: (any Hashable & Sendable)?) -> Int {
        var hasher = Hasher()
        hasher.combine(kindHash)
        if let payload {
            hasher.combine(true)
            payload.hash(into: &hasher)
        } else {
            hasher.combine(false)
        }
        return hasher.finalize()
    }

    /// The storage as a context of type `C`, if it is one.
    final func context<C>(as type: C.Type) -> NavigationContext<C>? {
        guard contextType == ObjectIdentifier(C.self) else { return nil }
        return NavigationContext(storage: unsafeDowncast(self, to: NavigationContext<C>.Storage.self))
    }

    /// Whether `other` is the storage of a context of the same type; compares stored identities.
    private func sameContextType(_ other: any RoutingKey) -> ContextKey? {
        guard let other = other as? ContextKey, other.contextType == contextType else { return nil }
        return other
    }

    func isEqual(to other: any RoutingKey) -> Bool {
        guard let other = sameContextType(other) else { return false }
        return isEqualContext(other)
    }

    func isSameKind(as other: any RoutingKey) -> Bool {
        guard let other = sameContextType(other) else { return false }
        return isSameType(other)
    }

    var identifier: RoutingIdentifier { RoutingIdentifier(rawValue: printed) }

    /// Whether `other`, a storage of the same type of contexts, holds an equal context.
    func isEqualContext(_ other: ContextKey) -> Bool { self === other }
    /// Whether `other`, a storage of the same type of contexts, holds a context of the same type.
    func isSameType(_ other: ContextKey) -> Bool { self === other }
    /// The context printed: `product(42)`.
    var printed: String { "" }
}
