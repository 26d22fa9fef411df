import Foundation

extension NavigationRouter {
    /// Checks how the app set up its navigation, once, at startup in debug builds and in its
    /// tests, and lists what is wrong; an empty list means all is well.
    ///
    /// ```swift
    /// #if DEBUG
    ///     for finding in router.checkConfiguration(serverRoutes: routes) { print("navigation: \(finding)") }
    /// #endif
    /// ```
    ///
    /// Call it once the app shows its root and tabs: those need no maker. It looks at:
    ///
    /// - the deeplink table: `deeplinks`, or else the router's ``deeplinks`` when that resolver is
    ///   a ``DeeplinkTable``: the table's own problems (``DeeplinkTable/validate()``), and each
    ///   pattern's example link (`example:` of ``DeeplinkTable/register(_:example:contexts:link:)``),
    ///   which must open through its own pattern and build a link, where a `link` closure accepts
    ///   its contexts, that opens the same contexts again; and, when it has `https` patterns, each
    ///   pattern its `apple-app-site-association` files hold that the format cannot write exactly
    ///   (``DeeplinkTable/appSiteAssociation(for:appIDs:)``, ``UniversalLinkMismatch``);
    /// - the router's ``entries``, when that resolver is a ``NavigationEntryTable``: each reading's
    ///   example entry (`example:` of ``NavigationEntryTable/register(_:_:example:contexts:)``),
    ///   which must open;
    /// - the `serverRoutes`, if given: the registry's own problems, and the type of each name;
    /// - the ``interceptors``: each is asked, as a dry run asks, about a request for each known
    ///   context type (without payload) and for each example link's contexts, and the redirects are
    ///   followed as the router follows them — a redirect that comes back to a request it made
    ///   before is a cycle. A suspending interceptor counts as proceeding. Interceptors decide on
    ///   the app's state now (signed out, at startup).
    ///
    /// Every context that example links, server routes and redirects lead to must have a maker in
    /// the ``factory`` (asked with ``NavigationElementFactory/presentation(for:)``, which builds
    /// nothing), unless the app shows its type as its root or a tab.
    ///
    /// The router reads links through any ``DeeplinkResolver`` and knows nothing of a table behind
    /// it: an app whose resolver is its own — one that wraps a table, logs, or asks several —
    /// hands the check the table, as it hands it the server routes.
    ///
    /// - Parameters:
    ///   - deeplinks: The deeplink table the app reads links with; by default the router's
    ///     ``deeplinks``, when it is a ``DeeplinkTable``.
    ///   - serverRoutes: The server routes the app reads, if any.
    ///   - knownTypes: Context types to ask the interceptors about, besides those found: every
    ///     case of a `CaseIterable` context type, the registry's types, and those the links,
    ///     routes and tree show.
    /// - Returns: The findings: the deeplink table's, the example links', the universal links', the
    ///   server routes', the redirect cycles, then the types without maker.
    public func checkConfiguration(
        deeplinks: DeeplinkTable<ContextType>? = nil,
        serverRoutes: ServerRouteRegistry<ContextType>? = nil,
        knownTypes: [ContextType] = []
    ) -> [NavigationConfigurationFinding<ContextType>] {
        var check = ConfigurationCheck(router: self)
        if let table = deeplinks ?? (self.deeplinks as? DeeplinkTable<ContextType>) { check.checkDeeplinks(table) }
        if let table = entries as? NavigationEntryTable<ContextType> { check.checkEntries(table) }
        if let serverRoutes { check.checkServerRoutes(serverRoutes) }
        check.checkRedirects(knownTypes: knownTypes)
        check.checkMakers()
        return check.findings
    }
}

/// One run of ``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)``.
@MainActor
private struct ConfigurationCheck<ContextType: Hashable & Sendable> {
    typealias Finding = NavigationConfigurationFinding<ContextType>
    typealias Context = NavigationContext<ContextType>

    let router: NavigationRouter<ContextType>
    private(set) var findings: [Finding] = []
    /// Every context found, with where it was reached from, in the order found: the contexts of
    /// one example, route or redirect together, so that each costs one append (in generic code,
    /// where every step looks up the metadata of its types), not one per context.
    private var reached: [(contexts: [Context], origin: Finding.Origin)] = []
    /// The contexts of the example links and entries, to ask the interceptors about, if any.
    private var exampleContexts: [[Context]] = []
    /// Whether the router has interceptors to ask: read once, as asking the router's array of
    /// existentials in generic code costs more than checking an example.
    private let hasInterceptors: Bool

    init(router: NavigationRouter<ContextType>) {
        self.router = router
        hasInterceptors = !router.interceptors.isEmpty
    }

    // MARK: - Deeplinks

    mutating func checkDeeplinks(_ table: DeeplinkTable<ContextType>) {
        do throws(DeeplinkValidationError) {
            try table.validate()
        } catch {
            findings += error.issues.map(Finding.deeplinkTable)
        }
        // Patterns that cannot be read, or are shadowed by an earlier one, are reported above.
        for entry in table.matcher.entries where entry.canMatch {
            guard let example = entry.example else {
                findings.append(.deeplinkWithoutExample(entry.pattern))
                continue
            }
            checkExample(example, of: entry, in: table)
        }
        findings += table.universalLinkMismatches.map { Finding.universalLinkInexact($0.pattern, $0.mismatches) }
    }

    private mutating func checkExample(
        _ example: String, of entry: DeeplinkMatcher.Entry, in table: DeeplinkTable<ContextType>
    ) {
        let pattern = entry.pattern
        let contexts: [Context]
        do throws(DeeplinkError) {
            let parameters = try table.match(example)
            guard parameters.pattern == pattern else {
                findings.append(.exampleMatchesAnotherPattern(pattern, example: example, matched: parameters.pattern))
                return
            }
            contexts = try table.contexts(for: example, matched: parameters)
        } catch {
            findings.append(.exampleFails(pattern, example: example, error))
            return
        }
        reached.append((contexts, .deeplink(pattern)))
        if hasInterceptors { exampleContexts.append(contexts) }
        let link: String
        do throws(DeeplinkError) {
            guard let url = try table.firstURL(for: contexts) else {
                // Contexts no closure builds a link for are not shared: nothing to check, unless
                // the pattern meant to build them.
                if entry.buildsLinks {
                    findings.append(.exampleDoesNotRoundTrip(pattern, example: example, contexts: contexts, .noLink))
                }
                return
            }
            link = url.absoluteString
        } catch {
            findings.append(.exampleDoesNotRoundTrip(pattern, example: example, contexts: contexts, .linkFailed(error)))
            return
        }
        do throws(DeeplinkError) {
            let back = try table.contexts(for: link)
            if back != contexts {
                findings.append(
                    .exampleDoesNotRoundTrip(
                        pattern, example: example, contexts: contexts, .readsBack(link: link, back)))
            }
        } catch {
            findings.append(
                .exampleDoesNotRoundTrip(pattern, example: example, contexts: contexts, .unreadable(link: link, error)))
        }
    }

    // MARK: - Entries

    /// Reads each example entry through the table, as the router reads an entry.
    mutating func checkEntries(_ table: NavigationEntryTable<ContextType>) {
        for example in table.examples {
            do throws(NavigationEntryError) {
                let contexts = try table.contexts(for: example)
                reached.append((contexts, .entry(example)))
                if hasInterceptors { exampleContexts.append(contexts) }
            } catch {
                findings.append(.entryExampleFails(example, error))
            }
        }
    }

    // MARK: - Server routes

    mutating func checkServerRoutes(_ routes: ServerRouteRegistry<ContextType>) {
        do throws(ServerRouteError) {
            try routes.validate()
        } catch {
            findings.append(.serverRoutes(error))
        }
        for (name, type) in routes.typesByName.sorted(by: { $0.key < $1.key }) {
            reached.append(([Context(type)], .serverRoute(name)))
        }
    }

    // MARK: - Redirects

    /// Asks the interceptors about a request for each known type and each example link, follows
    /// the redirects, and reports each cycle once.
    mutating func checkRedirects(knownTypes: [ContextType]) {
        guard hasInterceptors else { return }
        var requests: [NavigationRequest<ContextType>] = []
        var seenTypes: Set<ContextType> = []
        let reachedTypes = reached.flatMap { $0.contexts.map(\.type) }
        for type in knownTypes + Self.allCases + registeredTypes + reachedTypes + shownTypes
        where seenTypes.insert(type).inserted {
            requests.append([.navigate(to: Context(type))])
        }
        requests += exampleContexts.map { NavigationRequest([.navigate(to: $0)], source: .deeplink) }
        var reported: Set<[Finding.Redirect]> = []
        for request in requests {
            follow(request, reported: &reported)
        }
    }

    /// Follows the redirects of `request` as the router does: after each one, the interceptors
    /// are asked again from the first.
    private mutating func follow(_ request: NavigationRequest<ContextType>, reported: inout Set<[Finding.Redirect]>) {
        var seen = [request.steps]
        var redirects: [Finding.Redirect] = []
        var current = request
        while let (name, target) = redirect(of: current) {
            let hop = Finding.Redirect(interceptor: name, contexts: target.destinationContexts)
            redirects.append(hop)
            reached.append((target.destinationContexts, .redirect(interceptor: name)))
            if let start = seen.firstIndex(of: target.steps) {
                let cycle = Array(redirects[start...])
                // The same cycle, from another of its requests, is reported once.
                let key = cycle.indices.map { Array(cycle[$0...] + cycle[..<$0]) }.min { "\($0)" < "\($1)" } ?? cycle
                if reported.insert(key).inserted {
                    findings.append(.redirectCycle(from: request.destinationContexts, through: redirects))
                }
                return
            }
            if redirects.count > NavigationRouter<ContextType>.redirectLimit {
                findings.append(.tooManyRedirects(from: request.destinationContexts, through: redirects))
                return
            }
            seen.append(target.steps)
            current = target
        }
    }

    /// The redirect the first interceptor that does not proceed makes for `request`, if it
    /// redirects; a suspending interceptor counts as proceeding.
    private func redirect(of request: NavigationRequest<ContextType>) -> (String, NavigationRequest<ContextType>)? {
        for interceptor in router.interceptors {
            switch interceptor.intercept(request) {
            case .proceed, .suspend: continue
            case .reject: return nil
            case .redirect(let target, _): return (interceptor.name, target)
            }
        }
        return nil
    }

    // MARK: - Makers

    /// Reports each context type reached that the factory cannot make and the app does not show
    /// as its root or a tab.
    mutating func checkMakers() {
        let shown = Set(shownTypes)
        var missing: [ContextType: [Finding.Origin]] = [:]
        var order: [ContextType] = []
        for (contexts, origin) in reached {
            for context in contexts where !shown.contains(context.type) {
                do throws(NavigationError<ContextType>) {
                    _ = try router.factory.presentation(for: context)
                } catch {
                    if missing[context.type] == nil { order.append(context.type) }
                    if missing[context.type]?.contains(origin) != true {
                        missing[context.type, default: []].append(origin)
                    }
                }
            }
        }
        findings += order.map { .noMaker($0, reachedFrom: missing[$0] ?? []) }
    }

    // MARK: - Types

    /// The types of the elements the app shows itself: the root element and every tab.
    private var shownTypes: [ContextType] {
        func tabs(of element: NavigationSnapshot<ContextType>.Element) -> [ContextType] {
            ([element] + element.stack).flatMap { $0.tabs.flatMap { [$0.context.type] + tabs(of: $0) } }
        }
        guard let root = router.snapshot().root else { return [] }
        return [root.context.type] + tabs(of: root)
    }

    /// The types the factory has a maker for, when it is a registry.
    private var registeredTypes: [ContextType] {
        (router.factory as? NavigationElementRegistry<ContextType>)?.registeredTypes.map { $0 } ?? []
    }

    /// Every case of the context type, when it is `CaseIterable`.
    private static var allCases: [ContextType] {
        guard let type = ContextType.self as? any CaseIterable.Type else { return [] }
        return cases(of: type)
    }

    private static func cases<T: CaseIterable>(of type: T.Type) -> [ContextType] {
        T.allCases.compactMap { $0 as? ContextType }
    }
}
