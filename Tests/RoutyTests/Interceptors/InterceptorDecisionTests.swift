import Routy
import RoutyTestSupport
import Testing

/// Proceed, redirect and reject, and how several interceptors decide together.
@MainActor
@Suite struct InterceptorDecisionTests {
    /// One decision of an interceptor named `wall` about `navigate(catalog, product(42))`.
    struct Decision: Sendable, CustomTestStringConvertible {
        var name: String
        var decision: NavigationInterception<Screen>
        /// The printed report or failure.
        var outcome: String
        var path: String
        var keepsPending: Bool
        var testDescription: String { name }
    }

    nonisolated static let deeplink = NavigationRequest<Screen>(
        [.navigate(to: [.catalog, .product(42)])], source: "deeplink")

    nonisolated static let decisions: [Decision] = [
        Decision(
            name: "proceed runs the request",
            decision: .proceed,
            outcome: "switchTo(catalog), enter(product(42))",
            path: "app > catalog > product(42)",
            keepsPending: false
        ),
        Decision(
            name: "redirect runs the other request instead",
            decision: .redirect(NavigationRequest([.navigate(to: [.cart])], source: "wall"), keepingOriginal: false),
            outcome: "enter(cart) (redirected by wall)",
            path: "app > home > cart",
            keepsPending: false
        ),
        Decision(
            name: "redirect to a sequence plans it as a whole",
            decision: .redirect(
                NavigationRequest([.navigate(to: [.catalog, .category("shoes")])], source: "wall"),
                keepingOriginal: false),
            outcome: "switchTo(catalog), enter(category(shoes)) (redirected by wall)",
            path: "app > catalog > category(shoes)",
            keepsPending: false
        ),
        Decision(
            name: "redirect keeping the original holds it pending",
            decision: .redirect(NavigationRequest([.navigate(to: [.cart])], source: "wall"), keepingOriginal: true),
            outcome: "enter(cart) (redirected by wall; pending: navigate(catalog, product(42)))",
            path: "app > home > cart",
            keepsPending: true
        ),
        Decision(
            name: "reject fails the request before anything runs",
            decision: .reject(reason: "the shop is closed"),
            outcome: "step 0 failed: The wall interceptor rejected the request for [catalog, product(42)]: "
                + "the shop is closed. "
                + "(nothing had been executed)",
            path: "app > home",
            keepsPending: false
        ),
    ]

    @Test(arguments: decisions)
    func oneInterceptorDecides(_ expected: Decision) async throws {
        let shop = try TestShop()
        shop.checkShownPathAfterEveryRequest()
        let log = InterceptionLog()
        let decision = expected.decision
        shop.router.interceptors = [
            ScriptedInterceptor("wall", log: log) { request in
                request.destinationContexts.contains(.product(42)) ? decision : .proceed
            }
        ]

        let result = await shop.router.result(of: Self.deeplink)

        #expect(InterceptionLog.outcome(result) == expected.outcome)
        #expect(shop.path == expected.path)
        #expect(shop.router.pendingRequest == (expected.keepsPending ? Self.deeplink : nil))
        if case .success(let report) = result {
            #expect(report.pendingRequest == shop.router.pendingRequest)
        }
        #expect(log.asked.first == "wall: navigate(catalog, product(42)) from deeplink")
        #expect(!shop.router.isRunning && shop.router.pendingCount == 0)
    }

    @Test func aRejectionIsATypedErrorNamingTheInterceptor() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [ScriptedInterceptor("wall", log: log) { _ in .reject(reason: "closed") }]

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(42)])])

        let error = rejected(by: "wall", [.catalog, .product(42)], reason: "closed")
        #expect(result == .failure(NavigationFailure(error, stepIndex: 0, report: .init())))
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > home")
    }

    @Test func everyInterceptorIsAskedOnceInOrderWhenAllProceed() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = ["a", "b", "c"].map { ScriptedInterceptor($0, log: log) }

        let result = await shop.router.result(of: NavigationRequest([.navigate(to: [.cart])], source: "button"))

        #expect(
            log.asked == [
                "a: navigate(cart) from button", "b: navigate(cart) from button", "c: navigate(cart) from button",
            ])
        #expect(result.map(\.redirectedBy) == .success([]))
        #expect(shop.path == "app > home > cart")
    }

    /// The interceptor at `decider` rejects; those before it proceed; those after it would reject
    /// with another reason, but are never asked.
    @Test(arguments: 0..<3)
    func theFirstThatDoesNotProceedDecides(decider: Int) async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        let names = ["a", "b", "c"]
        shop.router.interceptors = names.indices.map { index in
            ScriptedInterceptor(names[index], log: log) { _ in
                index < decider ? .proceed : .reject(reason: index == decider ? "decided" : "asked too late")
            }
        }

        let result = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(log.asked == names[...decider].map { "\($0): navigate(cart) from app" })
        let error = rejected(by: names[decider], [.cart], reason: "decided")
        #expect(result == .failure(NavigationFailure(error, stepIndex: 0, report: .init())))
        #expect(shop.path == "app > home")
    }

    @Test func aRedirectedRequestGoesThroughEveryInterceptorAgain() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor("a", log: log),
            ScriptedInterceptor("b", log: log, decide: ScriptedInterceptor.redirecting(.product, to: [.cart])),
            ScriptedInterceptor(
                "c", log: log, decide: ScriptedInterceptor.rejecting(.product, reason: "c is never asked")),
        ]

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(42)])])

        #expect(
            log.asked == [
                "a: navigate(catalog, product(42)) from app",
                "b: navigate(catalog, product(42)) from app",
                "a: navigate(cart) from test",
                "b: navigate(cart) from test",
                "c: navigate(cart) from test",
            ])
        #expect(log.asked.filter { $0.hasPrefix("c:") }.count == 1)
        #expect(InterceptionLog.outcome(result) == "enter(cart) (redirected by b)")
        #expect(shop.path == "app > home > cart")
    }

    @Test func aRejectionAfterARedirectSaysWhoRedirectedAndWhoRejected() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [
            ScriptedInterceptor(
                "a", log: log, decide: ScriptedInterceptor.redirecting(.orders, to: [.cart], keepingOriginal: true)),
            ScriptedInterceptor("b", log: log, decide: ScriptedInterceptor.rejecting(.cart, reason: "no cart today")),
        ]

        let result = await shop.router.result(of: [.navigate(to: [.profile, .orders])])

        var report = NavigationReport<Screen>()
        report.redirectedBy = ["a"]
        // The rejection names the contexts of the request it stopped: the redirect.
        let error = rejected(by: "b", [.cart], reason: "no cart today")
        #expect(result == .failure(NavigationFailure(error, stepIndex: 0, report: report)))
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > home")
    }

    @Test func closeRequestsAreInterceptedToo() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        _ = try await shop.router.result(of: [.navigate(to: [.cart])]).get()
        shop.router.interceptors = [
            ScriptedInterceptor("unsaved-changes", log: log) { request in
                request.steps == [.close(.cart)] ? .reject(reason: "the cart has unsaved changes") : .proceed
            }
        ]

        let result = await shop.router.result(of: [.close(.cart)])

        #expect(log.asked == ["unsaved-changes: close(cart) from app"])
        // A close navigates to no context: the rejection names none.
        #expect(
            result.mapError(\.cause)
                == .failure(rejected(by: "unsaved-changes", [], reason: "the cart has unsaved changes")))
        #expect(shop.path == "app > home > cart")
    }

    @Test func interceptorsAreReadWhenARequestStarts() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        shop.router.interceptors = [ScriptedInterceptor("first", log: log)]
        _ = await shop.router.result(of: [.navigate(to: [.catalog])])
        shop.router.interceptors = [ScriptedInterceptor("second", log: log)]
        _ = await shop.router.result(of: [.navigate(to: [.home])])
        shop.router.interceptors = []
        _ = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(log.asked == ["first: navigate(catalog) from app", "second: navigate(home) from app"])
        #expect(shop.path == "app > home > cart")
    }
}

/// The error of `name`'s rejection, for `reason`, of a request that navigates to `contexts`.
private func rejected(by name: String, _ contexts: [Context], reason: String) -> NavigationError<Screen> {
    .rejected(by: name, contexts: contexts, underlying: UnderlyingError(NavigationRejection(reason: reason)))
}
