#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A routable's class seen as each protocol a router asks of it — ``Enterable``, ``Leavable``,
/// ``Switchable`` — found once per class.
///
/// Each entry given a routable needs them (``RoutingEntry/capabilities`` for the planner, the
/// routable as the protocol for the executor), and an app makes an entry for each new screen.
/// A cast to a protocol looks the conformance up in the runtime, about 280 instructions each,
/// three an entry; the table of the classes met so far answers with one look-up by the class's
/// identity (callgrind, `route`: 850 instructions an entry before). The metatypes count no
/// reference, so the table keeps no routable alive.
struct RoutableCasts: Sendable {
    let enterable: (any Enterable.Type)?
    let leavable: (any Leavable.Type)?
    let switchable: (any Switchable.Type)?

    /// What the class's instances can do.
    var capabilities: RoutingEntry.Capabilities {
        RoutingEntry.Capabilities(enterable: enterable != nil, leavable: leavable != nil, switchable: switchable != nil)
    }

    /// Casts `type` to each protocol: three conformance look-ups.
    fileprivate init(_ type: any Routable.Type) {
        enterable = type as? any Enterable.Type
        leavable = type as? any Leavable.Type
        switchable = type as? any Switchable.Type
    }

    /// The casts of `type`, a routable's own class (`type(of:)`, not a superclass it is given
    /// as): a subclass that adopts a protocol its superclass does not is a class of its own here.
    static func of(_ type: any Routable.Type) -> RoutableCasts {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            CastTable.shared.casts(of: type)
        #else
            // Without a lock of the C library, each entry casts for itself.
            RoutableCasts(type)
        #endif
    }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// The casts of every routable class met so far, by the class's identity. An app has a bounded
    /// number of classes, so the table only grows to that.
    ///
    /// Entries are made on any thread, so the table is behind a lock: the C library's mutex, as
    /// Portus depends on nothing and the standard library's `Mutex` needs iOS 18 and macOS 15.
    private final class CastTable: @unchecked Sendable {
        static let shared = CastTable()
        /// Guards ``table``. Allocated once and never freed: the table lives as long as the process.
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var table: [ObjectIdentifier: RoutableCasts] = [:]

        private init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        /// The casts of `type`, looked up the first time the class is met.
        func casts(of type: any Routable.Type) -> RoutableCasts {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            let key = ObjectIdentifier(type)
            if let casts = table[key] { return casts }
            let casts = RoutableCasts(type)
            table[key] = casts
            return casts
        }
    }
#endif
