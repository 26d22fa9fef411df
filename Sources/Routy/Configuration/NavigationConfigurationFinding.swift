/// One problem ``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)`` found in how an
/// app set up its navigation: a screen nothing can make, a deeplink that does not read back,
/// interceptors that redirect in a circle.
///
/// Each case carries what it is about; ``description`` says what is wrong and what to do.
public enum NavigationConfigurationFinding<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// Where a context is reached from.
    public enum Origin: Hashable, Sendable {
        /// The example link of a deeplink pattern.
        case deeplink(DeeplinkPattern)
        /// A server route name.
        case serverRoute(String)
        /// The redirect an interceptor makes for a request.
        case redirect(interceptor: String)
        /// The example of an entry reading (``NavigationEntryTable/register(_:_:example:contexts:)``).
        case entry(NavigationEntry)
    }

    /// One redirect of a chain: the interceptor that made it, and the contexts it sends to.
    public struct Redirect: Hashable, Sendable {
        /// The interceptor's ``NavigationInterceptor/name``.
        public var interceptor: String
        /// The contexts the redirect navigates to.
        public var contexts: [NavigationContext<ContextType>]

        /// Creates a redirect.
        ///
        /// - Parameters:
        ///   - interceptor: The interceptor's name.
        ///   - contexts: The contexts the redirect navigates to.
        public init(interceptor: String, contexts: [NavigationContext<ContextType>]) {
            self.interceptor = interceptor
            self.contexts = contexts
        }
    }

    /// Why an example link does not read back.
    public enum RoundTripProblem: Equatable, Sendable {
        /// The pattern has a `link` closure, but no closure builds a link for its example's contexts.
        case noLink
        /// Building the link failed.
        case linkFailed(DeeplinkError)
        /// The link built for the example's contexts reads as other contexts.
        case readsBack(link: String, [NavigationContext<ContextType>])
        /// The link built for the example's contexts cannot be read.
        case unreadable(link: String, DeeplinkError)
    }

    /// A context type that deeplinks, server routes or redirects lead to has no maker in the
    /// factory (``NavigationElementFactory/presentation(for:)`` throws), and the app does not
    /// show it as its root or a tab: a request for it would fail.
    case noMaker(ContextType, reachedFrom: [Origin])
    /// A deeplink pattern has no example link, so the check can neither open it nor build its
    /// link back; register it with one (`DeeplinkTable.register(_:example:contexts:link:)`).
    case deeplinkWithoutExample(DeeplinkPattern)
    /// A pattern's example link cannot be opened: it does not match, or the closure rejects it.
    case exampleFails(DeeplinkPattern, example: String, DeeplinkError)
    /// A pattern's example link matches another pattern, which wins over it.
    case exampleMatchesAnotherPattern(DeeplinkPattern, example: String, matched: DeeplinkPattern)
    /// A pattern's example link does not round-trip: the contexts it opens do not build a link
    /// that opens them again.
    case exampleDoesNotRoundTrip(
        DeeplinkPattern, example: String, contexts: [NavigationContext<ContextType>], RoundTripProblem)
    /// The example of an entry reading cannot be read: the reading, or the one the table finds
    /// for its kind and identifier, throws.
    case entryExampleFails(NavigationEntry, NavigationEntryError)
    /// Interceptors redirect a request for `from` around a cycle: the redirects lead back to a
    /// request they made before, so the request fails with ``NavigationError/tooManyRedirects(_:)``.
    case redirectCycle(from: [NavigationContext<ContextType>], through: [Redirect])
    /// Interceptors redirect a request for `from` more often than
    /// ``NavigationRouter/redirectLimit`` allows, without repeating a request.
    case tooManyRedirects(from: [NavigationContext<ContextType>], through: [Redirect])
    /// The deeplink table has a pattern that cannot be read, is registered twice, or matches the
    /// same links as another (``DeeplinkTable/validate()``).
    case deeplinkTable(DeeplinkValidationError.Issue)
    /// The `apple-app-site-association` file the table writes
    /// (``DeeplinkTable/appSiteAssociation(for:appIDs:)``) matches more links than this pattern
    /// of a universal link does, for the reasons given: the system opens the app with links the
    /// table does not resolve. Open such a link in the browser when it fails with a
    /// ``DeeplinkError``, or write the pattern so that the format can say it.
    case universalLinkInexact(DeeplinkPattern, [UniversalLinkMismatch])
    /// The server route registry has a name that cannot be read back or is registered twice
    /// (``ServerRouteRegistry/validate()``).
    case serverRoutes(ServerRouteError)
}

extension NavigationConfigurationFinding: CustomStringConvertible {
    /// A sentence that says what is wrong and what to do.
    public var description: String {
        switch self {
        case .noMaker(let type, let origins):
            "No element factory can make '\(Self.name(of: type))', which \(Self.sentence(origins)) to; "
                + "register a maker for it."
        case .deeplinkWithoutExample(let pattern):
            "The deeplink pattern `\(pattern)` has no example link, so it cannot be checked; register it with "
                + "`example:`, a link it matches."
        case .exampleFails(let pattern, let example, let error):
            "The example `\(example)` of the deeplink pattern `\(pattern)` does not open: \(error)"
        case .exampleMatchesAnotherPattern(let pattern, let example, let matched):
            "The example `\(example)` of the deeplink pattern `\(pattern)` matches `\(matched)` instead; "
                + "fix the example, or make the patterns differ."
        case .exampleDoesNotRoundTrip(let pattern, let example, let contexts, let problem):
            "The example `\(example)` of the deeplink pattern `\(pattern)` opens \(Self.list(contexts)), but "
                + "\(problem). Fix the `link` closure so that the link it builds opens the same contexts."
        case .entryExampleFails(let entry, let error):
            "The example `\(entry)` of the entry table does not open: \(error)"
        case .redirectCycle(let from, let redirects):
            "Interceptors redirect in a cycle: \(Self.chain(from, redirects)); such a request fails with "
                + "tooManyRedirects. Make one of them proceed for the request it redirects to."
        case .tooManyRedirects(let from, let redirects):
            "Interceptors redirect \(redirects.count) times without stopping: \(Self.chain(from, redirects)); "
                + "make one of them proceed for the request it redirects to."
        case .deeplinkTable(let issue):
            issue.description
        case .universalLinkInexact(let pattern, let mismatches):
            "The apple-app-site-association file matches more links than the universal link pattern `\(pattern)`: "
                + mismatches.map(\.description).joined(separator: "; ") + ". The app is opened with links the table "
                + "does not resolve; open a link that fails in the browser."
        case .serverRoutes(let error):
            error.description
        }
    }

    /// `the deeplink `a` leads`, `the deeplink `a`, the server route `b` and … lead`.
    private static func sentence(_ origins: [Origin]) -> String {
        let names = origins.map(\.description)
        guard let last = names.last else { return "nothing leads" }
        guard names.count > 1 else { return "\(last) leads" }
        return names.dropLast().joined(separator: ", ") + " and \(last) lead"
    }

    static func list(_ contexts: [NavigationContext<ContextType>]) -> String {
        "[" + contexts.map(\.description).joined(separator: ", ") + "]"
    }

    private static func chain(_ from: [NavigationContext<ContextType>], _ redirects: [Redirect]) -> String {
        ([list(from)] + redirects.map { "(\($0.interceptor)) \(list($0.contexts))" }).joined(separator: " -> ")
    }

    private static func name(of type: ContextType) -> String {
        (type as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(type)"
    }
}

extension NavigationConfigurationFinding.Origin: CustomStringConvertible {
    /// `the deeplink shop://orders/:id`, `the server route order`, `the sign-in interceptor's redirect`.
    public var description: String {
        switch self {
        case .deeplink(let pattern): "the deeplink `\(pattern)`"
        case .serverRoute(let name): "the server route `\(name)`"
        case .redirect(let interceptor): "the \(interceptor) interceptor's redirect"
        case .entry(let entry): "the entry `\(entry)`"
        }
    }
}

extension NavigationConfigurationFinding.RoundTripProblem: CustomStringConvertible {
    /// What went wrong, as the end of a sentence.
    public var description: String {
        switch self {
        case .noLink: "no `link` closure builds a link for them, although the pattern has one"
        case .linkFailed(let error): "building their link fails: \(Self.clause(error.description))"
        case .readsBack(let link, let contexts):
            "the link built for them, `\(link)`, opens \(NavigationConfigurationFinding.list(contexts))"
        case .unreadable(let link, let error):
            "the link built for them, `\(link)`, does not open: \(Self.clause(error.description))"
        }
    }

    /// An error's sentence inside another: without its final period.
    private static func clause(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }
}
