import Foundation

/// A table of URL patterns that turns a link into a context sequence, and a context sequence back
/// into a link.
///
/// It is the ``DeeplinkResolver`` most apps give the router: `router.deeplinks = table`.
///
/// Each pattern (see ``DeeplinkPattern``) comes with a closure that builds the contexts from the
/// link's parameters and, for sharing links, an optional `link` closure that gives the
/// parameters back for contexts it accepts:
///
/// ```swift
/// var table = DeeplinkTable<Screen>()
/// table.register("shop://catalog/:category/:product") { parameters in
///     [
///         NavigationContext(.catalog),
///         NavigationContext(.category, payload: try parameters.value("category", as: String.self)),
///         NavigationContext(.product, payload: try parameters.value("product", as: Int.self)),
///     ]
/// } link: { contexts in
///     guard contexts.map(\.type) == [.catalog, .category, .product],
///         let category = contexts[1].payload(as: String.self),
///         let product = contexts[2].payload(as: Int.self)
///     else { return nil }
///     return ["category": category, "product": product]
/// }
/// try table.validate()
/// try table.contexts(for: "shop://catalog/shoes/42")  // [catalog, category(shoes), product(42)]
/// try table.url(for: [...])                           // shop://catalog/shoes/42
/// ```
///
/// The closures are the app's code and run on the main actor, where the router opens links, so
/// they may use what the app declares there: under Xcode 26's default main-actor isolation, the
/// app's own context helpers (`.catalog`, `.product(_:)`). So ``contexts(for:)-(String)`` and
/// ``url(for:)``, which run them, are main-actor isolated; ``match(_:)``, registering and
/// ``validate()`` run no closure and are not.
///
/// Matching walks a trie of the patterns (see ``DeeplinkPattern`` for scheme and host): a
/// constant segment wins over a parameter, and a parameter over the catch-all. Patterns of the
/// same shape are not rejected when registered; ``validate()`` reports them. ``match(_:)`` finds
/// the pattern and the parameters without running a closure.
///
/// Links are read by RFC 3986, as far as a pattern can describe them:
/// - Schemes and hosts are compared case-insensitively, path segments case-sensitively. The part
///   after `scheme://` of a custom scheme is the RFC's host, which the table takes as the first
///   path segment: `myapp://PRODUCT/42` matches `myapp://product/:id`, `myapp://product/ID/42`
///   does not match `myapp://product/id/:id`.
/// - After the scheme comes `//` (`shop://catalog/shoes`) or `/` (`shop:/catalog/shoes`, whose
///   `catalog` is a path segment). `shop:catalog` has neither host nor absolute path, so it is no
///   form a pattern describes: it is a ``DeeplinkError/malformedURL(_:reason:)`` saying so.
/// - A single trailing `/` is ignored. An empty segment (`shop://catalog//42`) is a
///   ``DeeplinkError/malformedURL(_:reason:)`` that names where it is: no pattern can match an
///   empty segment, and one almost always comes from a link built with an empty value.
/// - The fragment is ignored; query items are read by the closures, in their order.
public struct DeeplinkTable<ContextType: Hashable & Sendable>: DeeplinkResolver, Sendable {
    /// The contexts a table produces and reads.
    public typealias Context = NavigationContext<ContextType>

    /// The `contexts` closure of a pattern. `@usableFromInline` so that `contexts(for:)` can be
    /// specialized in the app's module rather than run as generic code; a struct, so that the
    /// closure keeps its own calling convention instead of an array element's, which calls it
    /// through a thunk.
    @usableFromInline
    struct Route: Sendable {
        @usableFromInline
        let contexts: @MainActor @Sendable (DeeplinkParameters) throws -> [Context]
    }

    /// The routes, in registration order.
    @usableFromInline
    private(set) var routes: [Route] = []
    /// The patterns, as a trie and with what else was registered with them but the closures: what
    /// matching, ``validate()`` and the startup check read. Not generic, so that they run
    /// specialized.
    private(set) var matcher = DeeplinkMatcher()
    /// The `link` closures of the patterns that can be read, in registration order, and the
    /// registration index of each one's pattern: what ``url(for:)`` asks.
    private var links: [@MainActor @Sendable ([Context]) -> [String: any DeeplinkParameterValue]?] = []
    private var linkRoutes: [Int] = []

    /// Creates an empty table.
    public init() {}

    /// The registered patterns, in registration order.
    public var patterns: [DeeplinkPattern] { matcher.entries.map(\.pattern) }

    /// Adds a pattern.
    ///
    /// Where two patterns have the same shape, the first registered matches; ``validate()``
    /// reports the second. A pattern that cannot be read never matches; ``validate()`` says why.
    ///
    /// Give each pattern an `example` link: the startup check,
    /// ``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)``, given this
    /// table, opens it to find the contexts the pattern leads to and builds its link back. A check cannot make up a link of
    /// its own: only the closure knows which values its parameters take (`:id` may have to be a
    /// number, `:category` one of a few words), so a link it made up could fail for no fault of
    /// the pattern. One example per pattern, written next to it, also shows the reader a link it
    /// matches.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, such as `"shop://catalog/:category/:product"`.
    ///   - example: A link the pattern matches and its closure accepts, such as
    ///     `"shop://catalog/shoes/42"`; only the startup check reads it.
    ///   - contexts: Builds the contexts from the link's parameters. A ``DeeplinkError`` it
    ///     throws, such as the one ``DeeplinkParameters/value(_:as:)`` throws, reaches the caller
    ///     as it is; any other error as ``DeeplinkError/rejected(_:pattern:underlying:)``.
    ///   - link: For contexts this pattern can stand for, the value of each path parameter by
    ///     name, the catch-all's under `"**"` (segments separated by `/`) and any others, which
    ///     become query items; `nil` for other contexts. Without it, the pattern builds no links.
    public mutating func register(
        _ pattern: DeeplinkPattern,
        example: String? = nil,
        contexts: @escaping @MainActor @Sendable (DeeplinkParameters) throws -> [Context],
        link: (@MainActor @Sendable ([Context]) -> [String: any DeeplinkParameterValue]?)? = nil
    ) {
        if let link, pattern.problem == nil {
            links.append(link)
            linkRoutes.append(routes.count)
        }
        matcher.register(pattern, example: example, buildsLinks: link != nil)
        routes.append(Route(contexts: contexts))
    }

    /// The example link registered with `pattern`, if any: the first registration's, when the
    /// pattern is registered twice.
    ///
    /// - Parameter pattern: A registered pattern.
    /// - Returns: The example given to ``register(_:example:contexts:link:)``.
    public func example(for pattern: DeeplinkPattern) -> String? {
        matcher.entries.first { $0.pattern == pattern }?.example
    }

    /// The pattern that matches a link, and the link's parameters; no closure is run.
    ///
    /// `contexts(for:)` is this, then the closure of the pattern. Use it to find out which
    /// pattern a link is for, or to read its parameters without building contexts.
    ///
    /// - Parameter link: The link, such as `shop://catalog/shoes/42?ref=mail`,
    ///   `https://example.com/catalog/shoes` or `/catalog/shoes`.
    /// - Returns: The parameters, whose ``DeeplinkParameters/pattern`` is the pattern that matched.
    /// - Throws: ``DeeplinkError/malformedURL(_:reason:)`` when the link cannot be read,
    ///   ``DeeplinkError/noMatch(_:)`` when no pattern matches.
    public func match(_ link: String) throws(DeeplinkError) -> DeeplinkParameters {
        try matcher.match(link)
    }

    /// The contexts for a link: the closure of the pattern that ``match(_:)`` finds, run on the
    /// link's parameters.
    ///
    /// - Parameter link: The link, such as `shop://catalog/shoes/42?ref=mail`,
    ///   `https://example.com/catalog/shoes` or `/catalog/shoes`.
    /// - Returns: What the matching pattern's closure built.
    /// - Throws: ``DeeplinkError/malformedURL(_:reason:)`` when the link cannot be read,
    ///   ``DeeplinkError/noMatch(_:)`` when no pattern matches, and the error of the pattern's
    ///   closure, such as ``DeeplinkError/badParameter(_:value:expected:url:)``.
    @inlinable @MainActor
    public func contexts(for link: String) throws(DeeplinkError) -> [Context] {
        try contexts(for: link, matched: try match(link))
    }

    /// The contexts the closure of the pattern that matched `link` builds from `parameters`, what
    /// ``match(_:)`` returned for it: ``contexts(for:)`` for a caller that has matched already.
    @inlinable @MainActor
    func contexts(for link: String, matched parameters: DeeplinkParameters) throws(DeeplinkError) -> [Context] {
        let contexts = routes[parameters.route].contexts
        do {
            return try contexts(parameters)
        } catch let error as DeeplinkError {
            throw error
        } catch {
            throw .rejected(link, pattern: parameters.pattern, underlying: UnderlyingError(error))
        }
    }

    /// The contexts for a URL, such as the one an app is opened with.
    ///
    /// - Parameter url: The URL; its `absoluteString` is matched.
    /// - Returns: What the matching pattern's closure built.
    /// - Throws: The errors of matching the link as a `String`.
    @MainActor
    public func contexts(for url: URL) throws(DeeplinkError) -> [Context] {
        try contexts(for: url.absoluteString)
    }

    /// A link that stands for the contexts, for sharing.
    ///
    /// Asks the `link` closures in registration order; the first that accepts the contexts builds
    /// the link from its pattern. A pattern without scheme builds a path such as `/catalog/shoes`.
    ///
    /// - Parameter contexts: The contexts, such as `[catalog, category(shoes), product(42)]`.
    /// - Returns: The link, such as `shop://catalog/shoes/42`.
    /// - Throws: ``DeeplinkError/noLink(_:)`` naming the contexts when no `link` closure accepts
    ///   them; ``DeeplinkError/missingParameter(_:url:available:)`` naming the pattern when the
    ///   closure that does leaves out one of its path parameters.
    @MainActor
    public func url(for contexts: [Context]) throws(DeeplinkError) -> URL {
        guard let url = try firstURL(for: contexts) else { throw .noLink(contexts.map { $0.description }) }
        return url
    }

    /// The link the first `link` closure that accepts `contexts` builds, or `nil` when none does:
    /// ``url(for:)`` without describing the contexts for its error, which the startup check,
    /// asking for every example, would do for each pattern that builds no link.
    @MainActor
    func firstURL(for contexts: [Context]) throws(DeeplinkError) -> URL? {
        // A counted loop over the non-generic `linkRoutes`: unspecialized generic code looks up
        // the types of a range's iterator, and of an array of closures to count it.
        var index = 0
        while index < linkRoutes.count {
            if let values = links[index](contexts) {
                let pattern = matcher.entries[linkRoutes[index]].pattern
                let link = try pattern.link(with: values)
                guard let url = URL(string: link) else {
                    throw .malformedURL(link, reason: "Foundation cannot read the link built from `\(pattern)`")
                }
                return url
            }
            index += 1
        }
        return nil
    }
}
