import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The sign-in wall end to end on the headless shop: a deeplink to a protected screen shows
/// login; signing in closes login and continues; cancelling drops the pending request.
@MainActor
@Suite struct InterceptorSignInTests {
    nonisolated static let deeplink = NavigationRequest<Screen>(
        [.navigate(to: [.profile, .orders, .order(7)])], source: "deeplink")

    /// The test shop behind a sign-in wall for `profile`, `orders` and `order`, wired the way the
    /// Playground's shop wires it.
    @MainActor
    final class App {
        let shop: TestShop
        var isSignedIn = false

        init(login: @escaping (NavigationRequest<Screen>) -> Context = { _ in .login }) throws {
            shop = try TestShop()
            shop.checkShownPathAfterEveryRequest()
            shop.router.interceptors = [
                SignInInterceptor(
                    requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
                    isSignedIn: { [unowned self] in isSignedIn },
                    login: login
                )
            ]
        }

        var router: NavigationRouter<Screen> { shop.router }

        /// The login screen reports success: close it, then resume what was pending.
        func signIn() async throws -> NavigationResult<Screen> {
            isSignedIn = true
            _ = try await router.result(of: NavigationRequest([.close(.login)], source: "login")).get()
            return await router.result(of: [.resumePending])
        }

        /// The user closes the login screen: close it and forget what was pending.
        func cancelSignIn() async throws {
            _ = try await router.result(of: NavigationRequest([.close(.login)], source: "login")).get()
            router.dropPending()
        }
    }

    @Test func aDeeplinkToAProtectedScreenShowsLogin() async throws {
        let app = try App()

        let report = try await app.router.result(of: Self.deeplink).get()

        #expect(
            report.description == "enter(login) (redirected by sign-in; pending: navigate(profile, orders, order(7)))")
        #expect(report.redirectedBy == ["sign-in"])
        #expect(app.router.pendingRequest == Self.deeplink)
        #expect(app.shop.path == "app > home > login")
    }

    @Test func signingInClosesLoginAndContinuesToTheProtectedScreen() async throws {
        let app = try App()
        _ = await app.router.result(of: Self.deeplink)

        let resumed = try await app.signIn()

        #expect(InterceptionLog.outcome(resumed) == "switchTo(profile), enter(orders), enter(order(7))")
        #expect(app.shop.path == "app > profile > orders > order(7)")
        #expect(app.router.pendingRequest == nil)
    }

    @Test func cancellingLoginLeavesNothingPending() async throws {
        let app = try App()
        _ = await app.router.result(of: Self.deeplink)

        try await app.cancelSignIn()

        #expect(app.router.pendingRequest == nil)
        #expect(app.shop.path == "app > home")
        // Signing in later, from elsewhere, does not jump to the old destination.
        app.isSignedIn = true
        #expect(await app.router.result(of: [.resumePending]) == .success(NavigationReport()))
        #expect(app.shop.path == "app > home")
    }

    /// Where the app stands when the deeplink comes, and what signing in then executes.
    struct Start: Sendable, CustomTestStringConvertible {
        var contexts: [Context]
        var path: String
        var resumed: String
        var testDescription: String { path }
    }

    nonisolated static let starts: [Start] = [
        Start(contexts: [.home], path: "app > home", resumed: "switchTo(profile), enter(orders), enter(order(7))"),
        Start(
            contexts: [.catalog, .category("shoes"), .product(42)],
            path: "app > catalog > category(shoes) > product(42)",
            resumed: "switchTo(profile), enter(orders), enter(order(7))"
        ),
        Start(
            contexts: [.cart], path: "app > home > cart",
            resumed: "leave(cart), switchTo(profile), enter(orders), enter(order(7))"),
        Start(contexts: [.profile, .orders], path: "app > profile > orders", resumed: "enter(order(7))"),
        Start(
            contexts: [.profile, .orders, .order(3)],
            path: "app > profile > orders > order(3)",
            resumed: "update(order(3) -> order(7))"
        ),
    ]

    @Test(arguments: starts, [false, true])
    func theFlowFromAnywhere(start: Start, cancels: Bool) async throws {
        let app = try App()
        app.isSignedIn = true
        _ = try await app.router.result(of: [.navigate(to: start.contexts)]).get()
        app.isSignedIn = false
        #expect(app.shop.path == start.path)

        _ = try await app.router.result(of: Self.deeplink).get()
        #expect(app.shop.path == start.path + " > login")

        if cancels {
            try await app.cancelSignIn()
            #expect(app.shop.path == start.path)
        } else {
            let resumed = try await app.signIn()
            #expect(InterceptionLog.outcome(resumed) == start.resumed)
            #expect(app.shop.path == "app > profile > orders > order(7)")
        }
        #expect(app.router.pendingRequest == nil)
    }

    @Test func theDocumentedCallsWorkWithoutWaitingInBetween() async throws {
        let app = try App()
        let log = InterceptionLog()
        _ = await app.router.result(of: Self.deeplink)
        app.isSignedIn = true

        app.router.enqueue(.close(.login), completion: log.completion("close"))
        app.router.enqueue(.resumePending, completion: log.completion("resume"))

        await yieldUntil("both requests end") { log.completions.count == 2 }
        #expect(log.completed == ["close", "resume"])
        #expect(
            log.result("resume").map(InterceptionLog.outcome) == "switchTo(profile), enter(orders), enter(order(7))")
        #expect(app.shop.path == "app > profile > orders > order(7)")
    }

    @Test func theDocumentedSignInClosesLoginAndResumes() async throws {
        let app = try App()
        _ = await app.router.result(of: Self.deeplink)
        app.isSignedIn = true

        #expect(try await app.router.perform(.close(.login)).description == "leave(login)")
        let report = try await app.router.perform(.resumePending)

        #expect(report.description == "switchTo(profile), enter(orders), enter(order(7))")
        #expect(app.router.pendingRequest == nil)
        #expect(app.shop.path == "app > profile > orders > order(7)")
    }

    @Test func resumingWhileStillSignedOutShowsLoginAgain() async throws {
        let app = try App()
        _ = await app.router.result(of: Self.deeplink)
        _ = try await app.router.result(of: [.close(.login)]).get()

        let resumed = await app.router.result(of: [.resumePending])

        #expect(resumed.map(\.redirectedBy) == .success(["sign-in"]))
        #expect(app.router.pendingRequest == Self.deeplink)
        #expect(app.shop.path == "app > home > login")
    }

    @Test func aNewerProtectedDeeplinkReplacesThePendingOne() async throws {
        let app = try App()
        let newer = NavigationRequest<Screen>([.navigate(to: [.profile, .orders, .order(8)])], source: "deeplink")
        _ = await app.router.result(of: Self.deeplink)

        let report = try await app.router.result(of: newer).get()

        #expect(report.instructions == [])
        #expect(app.router.pendingRequest == newer)
        #expect(app.shop.path == "app > home > login")
        _ = try await app.signIn()
        #expect(app.shop.path == "app > profile > orders > order(8)")
    }

    @Test func theLoginContextCanCarryTheRequest() async throws {
        let app = try App(login: { Context(.login, payload: $0) })
        _ = await app.router.result(of: Self.deeplink)

        let login = try #require(app.shop.window.treePath.last)
        #expect(login.type == .login)
        #expect(login.payload(as: NavigationRequest<Screen>.self) == app.router.pendingRequest)
        #expect(app.shop.path == "app > home > login(navigate(profile, orders, order(7)))")

        app.isSignedIn = true
        _ = try await app.router.result(of: [.close(login)]).get()
        try await app.router.perform(.resumePending)
        #expect(app.shop.path == "app > profile > orders > order(7)")
    }

    @Test func signedInUsersGoStraightThrough() async throws {
        let app = try App()
        app.isSignedIn = true

        let report = try await app.router.result(of: Self.deeplink).get()

        #expect(report.description == "switchTo(profile), enter(orders), enter(order(7))")
        #expect(report.redirectedBy == [] && app.router.pendingRequest == nil)
    }

    @Test func screensThatNeedNoSignInAreShownToEveryone() async throws {
        let app = try App()

        let report = try await app.router.result(of: [.navigate(to: [.catalog, .product(42)])]).get()

        #expect(report.redirectedBy == [])
        #expect(app.shop.path == "app > catalog > product(42)")
    }

    @Test func afterSigningOutTheNextProtectedRequestShowsLoginAgain() async throws {
        let app = try App()
        app.isSignedIn = true
        _ = try await app.router.result(of: Self.deeplink).get()
        app.isSignedIn = false

        let report = try await app.router.result(of: [.navigate(to: .order(8))]).get()

        #expect(report.description == "enter(login) (redirected by sign-in; pending: navigate(order(8)))")
        #expect(app.shop.path == "app > profile > orders > order(7) > login")
    }

    @Test func aLoginThatCannotBeShownKeepsNothingPending() async throws {
        let app = try App()
        app.shop.refusedByFactory = [.login]

        let result = await app.router.result(of: Self.deeplink)

        guard case .failure(let failure) = result else {
            Issue.record("login was shown: \(result)")
            return
        }
        #expect(failure.cause == .noElement(.login))
        #expect(failure.report.redirectedBy == ["sign-in"] && failure.report.pendingRequest == nil)
        #expect(app.router.pendingRequest == nil)
        // A sign-in from elsewhere later does not jump to a destination the user never saw a login for.
        app.isSignedIn = true
        #expect(await app.router.result(of: [.resumePending]) == .success(NavigationReport()))
        #expect(app.shop.path == "app > home")
    }
}
