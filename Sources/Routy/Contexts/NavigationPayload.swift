/// A payload type of the app's own, declared so that contexts can carry it under either default
/// isolation.
///
/// A context's payload is any `Hashable & Sendable` value, and the standard library's (`Int`,
/// `String`, `UUID`) need nothing more. A struct of the app's own does, under Xcode 26's default
/// main-actor isolation: a struct declared `Hashable, Sendable` there is main-actor isolated, and
/// so is its `Hashable` conformance, which a context, a value that crosses actors, cannot use
/// ("main actor-isolated conformance … cannot satisfy conformance requirement for a 'Sendable'
/// type parameter"). A type whose declaration names a protocol that refines `Sendable` stays
/// nonisolated (SE-0466), with all its conformances; this is that protocol:
///
/// ```swift
/// struct Order: NavigationPayload, Codable { var id: Int }
/// let order = NavigationContext(Screen.order, payload: Order(id: 7))
/// ```
///
/// Under the nonisolated default, adopting it changes nothing: it asks for `Hashable` and
/// `Sendable`, as a payload always did.
public protocol NavigationPayload: Hashable, Sendable {}
