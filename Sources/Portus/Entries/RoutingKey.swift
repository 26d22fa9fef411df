/// The identity that a layer on top of Portus gives an entry in place of its identifier: a
/// value compared with its own `==` and hashed once, when it is made — such as Routy's
/// navigation context.
///
/// Two entries that both carry a key name the same node when their keys are equal (and their
/// contexts are); the printed ``identifier`` is made only when something prints the entry, so
/// two keys that print alike (`product(42)` for a number and for a string) stay two nodes. An
/// entry with a key and one without compare by identifier, as entries always did.
///
/// The tree indexes keyed nodes by ``keyHash`` and, to find every node of one kind (the type of
/// a context), by ``kindHash``.
package protocol RoutingKey: AnyObject, Sendable {
    /// The hash of the key: equal keys have equal hashes. The tree asks for it once per
    /// notification or lookup, and keeps it for each node it stores.
    var keyHash: Int { get }
    /// The hash of the key's kind: keys of the same kind have equal kind hashes.
    var kindHash: Int { get }
    /// Whether `other` is an equal key.
    func isEqual(to other: any RoutingKey) -> Bool
    /// Whether `other` is a key of the same kind.
    func isSameKind(as other: any RoutingKey) -> Bool
    /// The identifier that tree pictures, instructions and reports print for the key.
    var identifier: RoutingIdentifier { get }
}
