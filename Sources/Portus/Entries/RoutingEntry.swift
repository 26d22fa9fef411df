/// The parameters of a node, such as `["id": "42"]`.
public typealias RoutingContext = [String: String]

/// Identifies one node of the routing tree: its identifier, its parameters, the object that
/// shows it and, for containers, the children it manages.
///
/// Two entries are equal when their identifiers and contexts are equal and, if both carry a
/// routable, it is the same object. So an entry written in a routing table (no routable) matches
/// the live node that shows the same screen, while two live screens with equal parameters stay
/// distinct. Routy's entries of contexts are named by the context itself, not by its printed
/// form: two of them are equal when their contexts are.
///
/// The routable is held weakly: the routing tree never keeps a screen alive.
public struct RoutingEntry: Sendable {
    /// The children a container manages (tabs, pages) and which of them is active.
    public struct ManagedEntries: Sendable, Equatable {
        /// The managed children, in display order.
        public var entries: [RoutingEntry]
        /// The child that is active; one of ``entries``.
        public var activeEntry: RoutingEntry

        /// Creates the managed children of a container.
        ///
        /// - Parameters:
        ///   - entries: The managed children, in display order.
        ///   - activeEntry: The child that is active; it must be one of `entries`, or the tree
        ///     rejects the entry with ``RoutingError/invalidManagedEntries(_:)``.
        public init(entries: [RoutingEntry], activeEntry: RoutingEntry) {
            self.entries = entries
            self.activeEntry = activeEntry
        }
    }

    /// The name of the node.
    ///
    /// For an entry made with a key (`RoutingKey`, such as Routy's entry of a context), the
    /// key's printed form, made when read; setting an identifier drops the key.
    public var identifier: RoutingIdentifier {
        get {
            guard isKeyed, let key = reference?.key else { return storedIdentifier }
            return key.identifier
        }
        set {
            storedIdentifier = newValue
            if isKeyed { reference = reference?.withoutKey }
            flags.remove(.isKeyed)
        }
    }
    /// The identifier given to the entry; empty when the entry has a key.
    private var storedIdentifier: RoutingIdentifier
    /// The parameters of the node; `nil` and an empty dictionary are the same.
    public var context: RoutingContext?
    /// The object that shows the node, if one does; held weakly.
    public var routable: (any Routable)? {
        get { reference?.object }
        set {
            reference = EntryReference.make(newValue, keyOf: reference)
            routableAddress = Self.address(of: newValue)
        }
    }
    /// The weak reference to ``routable`` and the entry's ``key``, shared by the entry's copies.
    ///
    /// The key is kept here, not in a field of its own, so that an entry is no larger and a copy
    /// of it counts no more references than before entries had keys: a larger entry is copied
    /// through its value witness, at several times the cost, and every plan copies entries.
    private var reference: EntryReference?
    /// The identity of the routable the entry was given, whether or not it is still alive; 0 for
    /// none. Kept in the entry, not in ``reference``, so that comparing two entries reads no
    /// other memory.
    private var routableAddress: UInt = 0
    /// The children this node manages, if it is a container.
    public var managedEntries: ManagedEntries? {
        get { managedStorage.first }
        set { managedStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds ``managedEntries`` out of line: an entry cannot contain an entry directly.
    private var managedStorage: [ManagedEntries] = []
    /// Whether the node is shown modally, over everything below it — as a modal covers a tab
    /// bar — rather than inside its parent. A router leaves a modal node before it switches a
    /// container below it, so a modal never stays in a branch that is switched away from.
    ///
    /// Set it on the entry the presenter enters; it is not part of the entry's equality.
    public var isModal: Bool {
        get { flags.contains(.isModal) }
        set { flags = newValue ? flags.union(.isModal) : flags.subtracting(.isModal) }
    }
    /// Whether the node, one of the children its container manages, is hidden from the user — a
    /// tab the user took off the tab bar. It keeps its subtree, and the container can show it
    /// again.
    ///
    /// Set it on the managed entries a container reports; it is not part of the entry's equality.
    public var isHidden: Bool {
        get { flags.contains(.isHidden) }
        set { flags = newValue ? flags.union(.isHidden) : flags.subtracting(.isHidden) }
    }
    /// Whether ``reference`` holds a key: read from ``flags``, so that comparing two entries
    /// without keys reads no other memory and counts no reference.
    var isKeyed: Bool { flags.contains(.isKeyed) }
    /// ``isModal``, ``isHidden`` and ``isKeyed`` in one field: one field more makes the compiler copy entries
    /// through their value witness, which costs several times a copy field by field.
    private var flags: Flags = []

    /// The identity a layer on top gave the entry, if any; it names the node in place of the
    /// identifier (see `RoutingKey`).
    package var key: (any RoutingKey)? { isKeyed ? reference?.key : nil }

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - identifier: The name of the node.
    ///   - context: The parameters of the node.
    ///   - routable: The object that shows the node; held weakly.
    ///   - managedEntries: The children this node manages, if it is a container.
    ///   - isModal: Whether the node is shown modally, over everything below it.
    ///   - isHidden: Whether the node, a managed child, is hidden from the user.
    public init(
        identifier: RoutingIdentifier,
        context: RoutingContext? = nil,
        routable: (any Routable)? = nil,
        managedEntries: ManagedEntries? = nil,
        isModal: Bool = false,
        isHidden: Bool = false
    ) {
        self.storedIdentifier = identifier
        self.context = context
        self.reference = EntryReference.make(routable, key: nil)
        self.routableAddress = Self.address(of: routable)
        self.managedStorage = managedEntries.map { [$0] } ?? []
        self.flags = isModal ? .isModal : []
        if isHidden { flags.insert(.isHidden) }
    }

    /// Creates the entry of a node named by a key: the identifier is the key's printed form,
    /// made only when read.
    ///
    /// - Parameters:
    ///   - key: The identity of the node.
    ///   - routable: The object that shows the node; held weakly.
    ///   - managedEntries: The children this node manages, if it is a container.
    package init(key: any RoutingKey, routable: (any Routable)? = nil, managedEntries: ManagedEntries? = nil) {
        self.storedIdentifier = ""
        self.reference = EntryReference.make(routable, key: key)
        self.routableAddress = Self.address(of: routable)
        self.managedStorage = managedEntries.map { [$0] } ?? []
        self.flags = .isKeyed
    }

    /// The identity of `routable`; 0 for none.
    private static func address(of routable: (any Routable)?) -> UInt {
        routable.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    }

    /// Whether the two entries, read in place, name the same node: equal keys (or, unless both
    /// have a key, equal identifiers) and equal parameters, whatever the routables. Copying an
    /// entry counts references to everything it holds, and a plain field is one load. The keys
    /// themselves are read only when their hashes are equal.
    static func haveSameKey(_ lhs: UnsafePointer<RoutingEntry>, _ rhs: UnsafePointer<RoutingEntry>) -> Bool {
        if !lhs.pointee.isKeyed, !rhs.pointee.isKeyed {
            guard lhs.pointee.storedIdentifier == rhs.pointee.storedIdentifier else { return false }
        } else if let key = lhs.pointee.key {
            let otherKey = rhs.pointee.key
            if let otherKey {
                guard areEqual(key, otherKey) else { return false }
            } else {
                guard key.identifier == rhs.pointee.storedIdentifier else { return false }
            }
        } else {
            guard lhs.pointee.storedIdentifier == rhs.pointee.identifier else { return false }
        }
        switch (lhs.pointee.context, rhs.pointee.context) {
        case (nil, nil): return true
        case (let mine?, nil): return mine.isEmpty
        case (nil, let theirs?): return theirs.isEmpty
        case (let mine?, let theirs?): return mine == theirs
        }
    }

    /// Whether the entry at `entry`, read in place, names the node of an entry made of `key`
    /// alone (no routable, no parameters): ``haveSameKey(_:_:)`` with such an entry, without
    /// making it (an entry allocates its reference), for a lookup by key.
    static func hasKey(_ entry: UnsafePointer<RoutingEntry>, _ key: any RoutingKey) -> Bool {
        if let own = entry.pointee.key {
            guard areEqual(own, key) else { return false }
        } else {
            guard entry.pointee.storedIdentifier == key.identifier else { return false }
        }
        return entry.pointee.context?.isEmpty ?? true
    }

    /// Whether two keys are equal: the same object, else equal by the key's own test.
    private static func areEqual(_ key: any RoutingKey, _ other: any RoutingKey) -> Bool {
        key === other || key.isEqual(to: other)
    }

    /// The hash of the entry's key — the key's own hash, else identifier and context — under
    /// which the tree indexes its node.
    var keyHash: Int {
        guard isKeyed, let reference, reference.key != nil else {
            return KeyIndex.hash(identifier: storedIdentifier, context: context)
        }
        guard let context, !context.isEmpty else { return reference.keyHash }
        var hasher = Hasher()
        hasher.combine(reference.keyHash)
        hasher.combine(context)
        return hasher.finalize()
    }

    /// Whether the two entries, read in place, have keys of the same kind
    /// (`RoutingKey/isSameKind(as:)`).
    static func haveSameKind(_ lhs: UnsafePointer<RoutingEntry>, _ rhs: UnsafePointer<RoutingEntry>) -> Bool {
        guard lhs.pointee.isKeyed, rhs.pointee.isKeyed, let key = lhs.pointee.key, let otherKey = rhs.pointee.key
        else { return false }
        return key.kindHash == otherKey.kindHash && key.isSameKind(as: otherKey)
    }

    /// Whether the routables of the two entries, read in place, are not two different live
    /// objects: the part of ``==(_:_:)`` after the keys. Reads the weak references only when the
    /// identities differ.
    static func routablesAgree(_ lhs: UnsafePointer<RoutingEntry>, _ rhs: UnsafePointer<RoutingEntry>) -> Bool {
        // Equal identities are the same object or a gone one: equal either way.
        let address = lhs.pointee.routableAddress
        let otherAddress = rhs.pointee.routableAddress
        guard address != 0, otherAddress != 0, address != otherAddress else { return true }
        return lhs.pointee.reference?.object == nil || rhs.pointee.reference?.object == nil
    }

    /// Takes the routable of `other`, sharing its reference, when this entry has none or its
    /// routable is gone: a routable that was gone or absent on both sides stays so.
    ///
    /// The reference is shared only when it holds this entry's key too; otherwise the entry gets
    /// one of its own, for the same routable and its own key.
    mutating func inheritRoutable(from other: RoutingEntry) {
        guard reference?.object == nil, let inherited = other.reference else { return }
        reference =
            inherited.key === reference?.key ? inherited : EntryReference.make(inherited.object, keyOf: reference)
        routableAddress = other.routableAddress
    }

    /// What the entry's routable can do, worked out once when the routable was given: empty for
    /// an entry without one. Part of the value, so that planning reads it without touching the
    /// routable (see ``EntryReference``).
    var capabilities: Capabilities { reference?.capabilities ?? [] }

    /// Whether the entry's routable is alive: a load of the weak reference, safe on any thread;
    /// the routable itself is not touched.
    var isRoutableAlive: Bool { reference?.object != nil }

    /// The routable as the protocol a leave needs, if it is alive and adopts it; cast once, when
    /// the entry was given its routable. A load of the weak reference, safe on any thread: for an
    /// entry whose ``capabilities`` include `leavable`, it tells liveness as ``isRoutableAlive``
    /// does, and hands out the guard too.
    var leavable: (any Leavable)? { reference?.leavable }

    /// The routable as the protocol an enter needs, if it is alive and adopts it; cast once, when
    /// the entry was given its routable.
    @MainActor var enterable: (any Enterable)? { reference?.enterable }

    /// The routable as the protocol a switch needs, if it is alive and adopts it; cast once, when
    /// the entry was given its routable.
    @MainActor var switchable: (any Switchable)? { reference?.switchable }
}

extension RoutingEntry {
    /// What an entry's routable can do: the protocols it adopts among ``Enterable``,
    /// ``Leavable`` and ``Switchable``.
    struct Capabilities: OptionSet, Sendable {
        let rawValue: UInt8

        static let enterable = Capabilities(rawValue: 1 << 0)
        static let leavable = Capabilities(rawValue: 1 << 1)
        static let switchable = Capabilities(rawValue: 1 << 2)

        /// The capabilities whose flag is set.
        init(enterable: Bool, leavable: Bool, switchable: Bool) {
            var capabilities: Capabilities = []
            if enterable { capabilities.insert(.enterable) }
            if leavable { capabilities.insert(.leavable) }
            if switchable { capabilities.insert(.switchable) }
            self = capabilities
        }

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }
    }

    /// The flags of an entry.
    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// ``RoutingEntry/isModal``.
        static let isModal = Flags(rawValue: 1 << 0)
        /// ``RoutingEntry/isKeyed``.
        static let isKeyed = Flags(rawValue: 1 << 1)
        /// ``RoutingEntry/isHidden``.
        static let isHidden = Flags(rawValue: 1 << 2)
    }
}

/// The weak reference to an entry's routable, and the entry's key: made once when the routable
/// or the key is set and shared by every copy of the entry, so that copying an entry counts a
/// reference to this box, not to the routable's side table, as a `weak` property does for each
/// copy.
///
/// It also keeps the key's hash, made once with the key: a request's destination entry is looked
/// up in the tree several times (the plan, the executor's check, the switch the tree is told of),
/// and hashing a context's type and payload costs more than the rest of each lookup.
///
/// It also keeps what the routable can do (``RoutingEntry/Capabilities``), worked out once when
/// the reference is made: a plan reads it as a value, on any thread, and never casts the
/// routable. A cast to a protocol looks the conformance up in the runtime's cache, and an entry
/// is planned over many times.
///
/// The casts are kept as the routable's class seen as each protocol (a metatype, which counts no
/// reference): the routable as an `Enterable`, `Leavable` or `Switchable` is then the one weak
/// reference, downcast to that class, with no look-up in the runtime. A weak reference per
/// protocol would cost a weak reference formed and destroyed per entry, and a cast at each enter
/// or switch about 300 instructions (callgrind, `route`). The casts come from ``RoutableCasts``,
/// which looks them up once per class.
private final class EntryReference: Sendable {
    weak let object: (any Routable)?
    /// The entry's key (``RoutingEntry/key``), if it has one.
    let key: (any RoutingKey)?
    /// The key's hash (`RoutingKey/keyHash`); 0 without a key.
    let keyHash: Int
    /// What ``object`` can do.
    let capabilities: RoutingEntry.Capabilities
    /// The class of ``object`` as each protocol it adopts (``RoutableCasts``): the shell asks
    /// the leave guards of every plan, and executes each instruction through one of them.
    private let enterableType: (any Enterable.Type)?
    private let leavableType: (any Leavable.Type)?
    private let switchableType: (any Switchable.Type)?

    private init(_ object: (any Routable)?, key: (any RoutingKey)?, keyHash: Int) {
        // The class is read before the weak reference is formed: from then on the object counts
        // its references in a side table, and each release takes the runtime's slow path.
        let casts = object.map { RoutableCasts.of(type(of: $0)) }
        enterableType = casts?.enterable
        leavableType = casts?.leavable
        switchableType = casts?.switchable
        capabilities = casts?.capabilities ?? []
        self.object = object
        self.key = key
        self.keyHash = keyHash
    }

    /// ``object`` as a `Leavable`, if it is alive and adopts it.
    @inline(__always) var leavable: (any Leavable)? {
        guard let leavableType, let object else { return nil }
        return Self.downcast(object, to: leavableType)
    }

    /// ``object`` as an `Enterable`, if it is alive and adopts it.
    @inline(__always) @MainActor var enterable: (any Enterable)? {
        guard let enterableType, let object else { return nil }
        return Self.downcast(object, to: enterableType)
    }

    /// ``object`` as a `Switchable`, if it is alive and adopts it.
    @inline(__always) @MainActor var switchable: (any Switchable)? {
        guard let switchableType, let object else { return nil }
        return Self.downcast(object, to: switchableType)
    }

    /// `object` as its own class `type`, which the initializer read from it: a weak reference
    /// only ever holds the object it was given, or nothing, so the cast always succeeds. A checked
    /// class cast, not a conformance look-up.
    @inline(__always)
    private static func downcast<T: Routable>(_ object: any Routable, to type: T.Type) -> T? {
        object as? T
    }

    /// The reference for an entry with `object` and `key`; `nil` when it has neither.
    static func make(_ object: (any Routable)?, key: (any RoutingKey)?) -> EntryReference? {
        guard object != nil || key != nil else { return nil }
        return EntryReference(object, key: key, keyHash: key?.keyHash ?? 0)
    }

    /// The reference for an entry with `object` and the key of `other`, whose hash it keeps.
    static func make(_ object: (any Routable)?, keyOf other: EntryReference?) -> EntryReference? {
        guard let other, other.key != nil else { return make(object, key: nil) }
        return EntryReference(object, key: other.key, keyHash: other.keyHash)
    }

    /// The same routable without a key; `nil` when the routable is gone.
    var withoutKey: EntryReference? { Self.make(object, key: nil) }
}

extension RoutingEntry: Equatable {
    /// Equal identifiers and contexts and, if both carry a routable, the same routable. Two
    /// entries that both have a key (`RoutingKey`) compare their keys, not their printed
    /// identifiers.
    public static func == (lhs: RoutingEntry, rhs: RoutingEntry) -> Bool {
        withUnsafePointer(to: lhs) { lhs in
            withUnsafePointer(to: rhs) { haveSameKey(lhs, $0) && routablesAgree(lhs, $0) }
        }
    }
}

extension RoutingEntry: Hashable {
    /// Hashes identifier and context only, so that equal entries hash alike (an entry with a key
    /// and one without can be equal, so a key is hashed in its printed form).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(context ?? [:])
    }
}

extension RoutingEntry: CustomStringConvertible {
    /// The identifier, followed by the context in brackets with its keys sorted:
    /// `product[id=42]`.
    public var description: String {
        guard let context, !context.isEmpty else { return identifier.rawValue }
        let parameters = context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(identifier.rawValue)[\(parameters.joined(separator: ","))]"
    }
}

extension Array where Element == RoutingIdentifier {
    /// One entry per identifier, with no context and no routable: `[.root, .home].entries`.
    public var entries: [RoutingEntry] {
        map { RoutingEntry(identifier: $0) }
    }
}
