/// A description of one screen: its type and an optional payload.
///
/// Contexts are values an app can build anywhere — from a deeplink, a push notification, a
/// button — compare, hash and keep in sets, dictionaries or a SwiftUI `NavigationPath`: two
/// contexts are equal when their types are equal and their payloads are equal (no payload equals
/// only no payload).
///
/// ```swift
/// enum Screen: String, Hashable, Sendable { case catalog, product }
/// let product = NavigationContext(Screen.product, payload: 42)
/// product.payload(as: Int.self)  // 42
/// print(product)                 // product(42)
/// ```
///
/// Give the contexts an app uses names of their own, so that call sites read as the screens they
/// show:
///
/// ```swift
/// extension NavigationContext where ContextType == Screen {
///     static var catalog: Self { Self(.catalog) }
///     static func product(_ id: Int) -> Self { Self(.product, payload: id) }
/// }
/// try await router.perform(.navigate(to: [.catalog, .product(42)]))
/// ```
public struct NavigationContext<ContextType: Hashable & Sendable>: Sendable {
    /// What kind of screen this is.
    @inlinable public var type: ContextType {
        get { storage.type }
        set { storage = Storage(newValue, storage.payload) }
    }
    /// The data the screen shows, such as a product identifier; any hashable, sendable value.
    @inlinable public var payload: (any Hashable & Sendable)? {
        get { storage.payload }
        set { storage = Storage(storage.type, newValue) }
    }
    /// The type and the payload, out of line.
    ///
    /// A context is one reference: its size and layout are the same whatever `ContextType` is,
    /// so the generic code of a router copies contexts, and the matches, instructions and
    /// reports that hold them, without asking the runtime for their layout at every call.
    /// Inlinable, with the initializer and the properties, so that an app's code that makes and
    /// reads contexts is specialized to its own type of contexts.
    @usableFromInline var storage: Storage

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - type: What kind of screen this is.
    ///   - payload: The data the screen shows, if any.
    @inlinable public init(_ type: ContextType, payload: (any Hashable & Sendable)? = nil) {
        storage = Storage(type, payload)
    }

    /// The immutable storage of a context; a change makes a new one.
    ///
    /// It is also the context's identity in the routing tree: a ``ContextKey``, so that the tree
    /// indexes and finds elements by their contexts without printing them. It is hashed when an
    /// entry is made of it, not when it is made: most contexts an app makes are never looked up.
    @usableFromInline final class Storage: ContextKey, @unchecked Sendable {
        @usableFromInline let type: ContextType
        @usableFromInline let payload: (any Hashable & Sendable)?

        @usableFromInline init(_ type: ContextType, _ payload: (any Hashable & Sendable)?) {
            self.type = type
            self.payload = payload
            super.init()
        }

        override var contextType: ObjectIdentifier { ObjectIdentifier(ContextType.self) }

        override var keyHash: Int { NavigationContext(storage: self).hashValue }

        override var kindHash: Int { type.hashValue }

        override func isEqualContext(_ other: ContextKey) -> Bool {
            guard let other = other as? Self else { return false }
            return type == other.type && NavigationContext.payloadsEqual(payload, other.payload)
        }

        override func isSameType(_ other: ContextKey) -> Bool {
            guard let other = other as? Self else { return false }
            return type == other.type
        }

        override var printed: String { NavigationContext(storage: self).description }
    }

    /// The context whose storage is `storage`.
    init(storage: Storage) {
        self.storage = storage
    }

    /// The payload as a `T`, or `nil` when there is none or it is of another type.
    public func payload<T>(as type: T.Type) -> T? {
        payload as? T
    }

    /// Whether the two payloads are equal: both absent, or of the same type and equal.
    static func payloadsEqual(_ lhs: (any Hashable & Sendable)?, _ rhs: (any Hashable & Sendable)?) -> Bool {
        // No tuple of the two: in generic code its metadata is looked up at every call.
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return isEqual(lhs, rhs)
    }

    /// Both payloads opened: equal when one casts to the other's type and `==` says so. A class
    /// payload and an instance of its subclass compare by the class's `==`, whichever side each
    /// is on.
    ///
    /// Cast in `case` patterns, not with `as?`: an `as?` casts into an optional of the generic
    /// type, whose metadata the function looks up on entering, for both sides (about 650
    /// instructions a comparison of two `Int`s, half its cost; callgrind, issue 31).
    private static func isEqual<T: Equatable, U: Equatable>(_ lhs: T, _ rhs: U) -> Bool {
        switch rhs {
        case let rhs as T: return lhs == rhs
        default: break
        }
        switch lhs {
        case let lhs as U: return lhs == rhs
        default: return false
        }
    }
}

extension NavigationContext: Hashable {
    /// Equal types and equal payloads; no payload equals only no payload.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.type == rhs.type && payloadsEqual(lhs.payload, rhs.payload))
    }

    /// Hashes the type and the payload, so that equal contexts hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        if let payload {
            hasher.combine(true)
            payload.hash(into: &hasher)
        } else {
            hasher.combine(false)
        }
    }
}

extension NavigationContext: CustomStringConvertible {
    /// The type, then the payload in parentheses: `catalog`, `product(42)`, `category(shoes)`.
    public var description: String {
        let type = (self.type as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(self.type)"
        guard let payload else { return type }
        return "\(type)(\(payload))"
    }
}
