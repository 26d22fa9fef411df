import RoutyHeadless

/// `startup`: what an app does once at launch, as a new user writes it — a router whose registry
/// has a maker for each of `size` context types, a deeplink table of `size` patterns with an
/// example and a `link` closure each, a sign-in interceptor, then the table's `validate()` and
/// the router's startup check, `checkConfiguration()`. One operation is all of it.
///
/// Every pattern is `startup://s<i>/:id`, reads its `id` as an `Int`, and builds its link back
/// only for its own type; every tenth type needs sign-in, and the login screen does not.
@MainActor
struct StartupBenchmark {
    /// A context type of the app: one of `size`, told apart by their number.
    struct Screen: Hashable, Sendable {
        let id: Int
    }

    let size: Int

    /// Builds the app and runs the check once, so that a table that does not validate or a
    /// check that finds something stops the run before it is timed.
    ///
    /// - Throws: ``BenchmarkError`` when the table does not validate or the check finds anything.
    init(size: Int) throws(BenchmarkError) {
        self.size = size
        let findings = Self.start(size: size)
        guard findings.isEmpty else {
            throw BenchmarkError("startup: the check found \(findings.count) problem(s), the first: \(findings[0])")
        }
    }

    /// Times `iterations` startups.
    ///
    /// - Returns: The time they took, and how many found a problem (none should).
    func run(iterations: Int) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var failures = 0
        let start = clock.now
        for _ in 0..<iterations where !Self.start(size: size).isEmpty {
            failures += 1
        }
        return (clock.now - start, failures)
    }

    /// One startup: the registry, the table, the router, `validate()` and the startup check.
    private static func start(size: Int) -> [NavigationConfigurationFinding<Screen>] {
        var factory = NavigationElementRegistry<Screen>()
        for id in 0..<size {
            factory.register(Screen(id: id)) { context in HeadlessScreen(context) }
        }
        var table = DeeplinkTable<Screen>()
        for id in 0..<size {
            table.register(DeeplinkPattern("startup://s\(id)/:id"), example: "startup://s\(id)/42") { parameters in
                [NavigationContext(Screen(id: id), payload: try parameters.value("id", as: Int.self))]
            } link: { contexts in
                guard contexts.count == 1, contexts[0].type.id == id, let value = contexts[0].payload(as: Int.self)
                else { return nil }
                return ["id": value]
            }
        }
        let router = NavigationRouter(tree: RoutingTree(), factory: factory, deeplinks: table)
        let login = Screen(id: 1)
        router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { $0.type.id % 10 == 0 }, isSignedIn: { false },
                login: { _ in NavigationContext(login) })
        ]
        do {
            try table.validate()
        } catch {
            return [.deeplinkTable(error.issues[0])]
        }
        return router.checkConfiguration()
    }
}
