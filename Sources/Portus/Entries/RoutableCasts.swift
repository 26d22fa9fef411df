import Synchronization

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
    private init(_ type: any Routable.Type) {
        enterable = type as? any Enterable.Type
        leavable = type as? any Leavable.Type
        switchable = type as? any Switchable.Type
    }

    /// The casts of `type`, a routable's own class (`type(of:)`, not a superclass it is given
    /// as): a subclass that adopts a protocol its superclass does not is a class of its own here.
    static func of(_ type: any Routable.Type) -> RoutableCasts {
        if #available(macOS 15, iOS 18, tvOS 18, *) {
            return Table.shared.withLock { table in
                let key = ObjectIdentifier(type)
                if let casts = table[key] { return casts }
                let casts = RoutableCasts(type)
                table[key] = casts
                return casts
            }
        }
        // Without `Mutex`, each entry casts for itself, as before the table.
        return RoutableCasts(type)
    }
}

/// The casts of every routable class met so far, by the class's identity. An app has a bounded
/// number of classes, so the table only grows to that.
@available(macOS 15, iOS 18, tvOS 18, *)
private enum Table {
    static let shared = Mutex<[ObjectIdentifier: RoutableCasts]>([:])
}
