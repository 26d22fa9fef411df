import Portus

/// The identity of a context in the routing tree (a Portus `RoutingKey`): the base class of every
/// context's storage, whatever the app's type of contexts.
///
/// Not generic, so that an entry made from a context holds its key without the runtime looking up
/// the metadata or the conformance of a generic class each time, and so that reading a context
/// back from an entry compares the identity of the context type its class gives instead of
/// casting.
@usableFromInline class ContextKey: RoutingKey, @unchecked Sendable {
    @usableFromInline init() {}

    /// The app's type of contexts (`ContextType`) of the storage; read from the storage's class,
    /// not stored, so that making a context stores nothing more than its type and payload.
    var contextType: ObjectIdentifier { ObjectIdentifier(ContextKey.self) }

    /// The hash of the context's type and payload, made when asked (once per entry made of the
    /// context): a context that is never looked up in a tree — one a deeplink made, say — is never
    /// hashed.
    var keyHash: Int { 0 }
    /// The hash of the context's type alone, made when asked.
    var kindHash: Int { 0 }

    /// The storage as a context of type `C`, if it is one: every context read back from an
    /// element (`RoutingEntry.elementContext(_:)`) goes through here.
    ///
    /// The package's one unsafe cast, and it stays for speed: the storage's class is
    /// `NavigationContext<C>.Storage` exactly when its ``contextType`` is `C`, which the guard
    /// checks, and a checked cast (`as? NavigationContext<C>.Storage`) looks the generic class's
    /// metadata up on every call from generic code — measured with `RoutyBenchmarks navigate`
    /// under callgrind (issue 31): 6 500 more instructions a request (+3.7 %), all in
    /// `swift_getGenericMetadata`.
    final func context<C>(as type: C.Type) -> NavigationContext<C>? {
        guard contextType == ObjectIdentifier(C.self) else { return nil }
        return NavigationContext(storage: unsafeDowncast(self, to: NavigationContext<C>.Storage.self))
    }

    /// `other` as a storage of the same type of contexts, if it is one: the two objects are of
    /// one class, which a load of each object's class tells before the cast.
    private func sameContextType(_ other: any RoutingKey) -> ContextKey? {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return nil }
        return other as? ContextKey
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
