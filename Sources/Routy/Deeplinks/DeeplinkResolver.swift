/// Turns a link into the contexts it stands for: what the router asks when it opens a link.
///
/// The router reads every ``NavigationStep/open(_:)-(String)`` step, and every
/// ``NavigationRouter/perform(_:source:)``, through the resolver in
/// ``NavigationRouter/deeplinks``. ``DeeplinkTable`` is the resolver most apps give it: a table
/// of URL patterns that also builds links back and is checked at startup. An app that reads
/// links another way — a few fixed links, links a server describes — adopts the protocol
/// instead, and the router opens them the same way:
///
/// ```swift
/// struct CampaignLinks: DeeplinkResolver {
///     func contexts(for link: String) throws(DeeplinkError) -> [NavigationContext<Screen>] {
///         guard link == "shop://campaign/spring" else { throw .noMatch(link) }
///         return [NavigationContext(.home), NavigationContext(.deals)]
///     }
/// }
/// router.deeplinks = CampaignLinks()
/// ```
///
/// The router asks on the main actor, so ``contexts(for:)`` is main-actor isolated: an
/// implementation may use what the app declares there (under Xcode 26's default main-actor
/// isolation, everything the app declares), and one written under the nonisolated default
/// satisfies it as it is.
///
/// A link the resolver cannot read fails the request with ``NavigationError/input(_:)``
/// wrapping the resolver's ``DeeplinkError`` (``NavigationError/deeplinkError`` reads it), before
/// any step runs.
public protocol DeeplinkResolver<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The contexts a link stands for, in the order they are shown.
    ///
    /// - Parameter link: The link, as the app was opened with it or as a step names it, such as
    ///   `shop://catalog/shoes/42`.
    /// - Returns: The contexts to navigate to.
    /// - Throws: A ``DeeplinkError`` that says why the link stands for no contexts:
    ///   ``DeeplinkError/noMatch(_:)`` for a link the resolver does not know,
    ///   ``DeeplinkError/malformedURL(_:reason:)`` for one it cannot read.
    @MainActor
    func contexts(for link: String) throws(DeeplinkError) -> [NavigationContext<ContextType>]
}
