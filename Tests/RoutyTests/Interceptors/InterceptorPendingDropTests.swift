import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The user walks away from the login screen a sign-in wall showed: the router drops the request
/// the wall kept pending, once, and says so; the app can keep it instead; closing the login and
/// resuming is one request.
@MainActor
@Suite struct InterceptorPendingDropTests {
    static let settings = InterceptorEventTests.deeplink

    /// How the login screen leaves the active path, and whether the pending request survives it.
    enum Departure: String, CaseIterable, Sendable {
        /// The user pulls the sheet down: the element reports the leave itself.
        case swipe
        /// A request from `NavigationSource.user` closes it, as a replayed gesture does.
        case userRequest
        /// The app's own request closes it: the app means to resume or drop the request itself.
        case appRequest
        /// The app's own request shows another screen over the login's place.
        case appNavigation

        var dropsPending: Bool { self == .swipe || self == .userRequest }
    }

    /// A shop behind the wall, redirected to the login once, with its events logged.
    static func redirected() async throws -> (TestShop, InterceptionLog, Box) {
        let signedIn = Box()
        let (shop, log) = try InterceptorEventTests.signInShop(isSignedIn: { signedIn.value })
        _ = try await shop.router.result(of: settings).get()
        #expect(shop.router.pendingRequest == settings)
        #expect(shop.path == "app > home > login")
        return (shop, log, signedIn)
    }

    @MainActor final class Box {
        var value = false
    }

    static func leave(_ shop: TestShop, by departure: Departure) async throws {
        switch departure {
        case .swipe:
            let login = try #require(shop.window.element(showing: .login))
            login.leaveNode(with: login.entry, animated: true) { #expect($0) }
        case .userRequest:
            _ = try await shop.router.result(of: NavigationRequest([.close(.login)], source: .user)).get()
        case .appRequest:
            _ = try await shop.router.result(of: [.close(.login)]).get()
        case .appNavigation:
            _ = try await shop.router.result(of: [.navigate(to: [.catalog])]).get()
        }
    }

    @Test(arguments: Departure.allCases)
    func leavingTheLogin(by departure: Departure) async throws {
        let (shop, log, signedIn) = try await Self.redirected()
        let before = log.entries.count

        try await Self.leave(shop, by: departure)

        let dropped = "pending 1 dropped: navigate(profile, orders, order(7)) (the user left login)"
        #expect(log.entries.filter { $0 == dropped }.count == (departure.dropsPending ? 1 : 0))
        #expect((shop.router.pendingRequest == nil) == departure.dropsPending)
        // Signing in later, for another reason, goes where the user is, not where they gave up.
        signedIn.value = true
        let resumed = try await shop.router.perform(.resumePending)
        #expect(resumed.instructions.isEmpty == departure.dropsPending)
        #expect(log.entries[before...].filter { $0.contains("dropped") }.count <= 1)
        #expect(shop.violations == [])
    }

    @Test func theDropComesRightAfterTheUsersLeaveAndCarriesTheRedirectedRequestsID() async throws {
        let (shop, log, _) = try await Self.redirected()
        let events = EventRecorder<Screen>()
        events.observe(shop.router)

        try await Self.leave(shop, by: .swipe)

        #expect(
            events.events == [
                "user(leave(login))",
                "dropped(1, navigate(profile, orders, order(7)), the user left login)",
            ])
        #expect(log.entries.last == "pending 1 dropped: navigate(profile, orders, order(7)) (the user left login)")
    }

    @Test func keepingThePendingRequestIsTheAppsChoice() async throws {
        let (shop, log, signedIn) = try await Self.redirected()
        shop.router.keepsPendingWhenUserLeavesRedirect = true

        try await Self.leave(shop, by: .swipe)

        #expect(shop.router.pendingRequest == Self.settings)
        #expect(!log.entries.contains { $0.contains("dropped") })
        signedIn.value = true
        #expect(
            try await shop.router.perform(.resumePending).description
                == "switchTo(profile), enter(orders), enter(order(7))")
    }

    @Test func aNewRedirectWatchesItsOwnLogin() async throws {
        let (shop, log, _) = try await Self.redirected()
        // The app closes the login itself; the request stays pending, and nothing is watched.
        try await Self.leave(shop, by: .appRequest)
        // A second redirect shows the login again and keeps its own request.
        let orders = NavigationRequest<Screen>([.navigate(to: [.profile, .orders])], source: "push")
        _ = try await shop.router.result(of: orders).get()

        try await Self.leave(shop, by: .swipe)

        #expect(
            log.entries.filter { $0.contains("dropped") } == [
                "pending 3 dropped: navigate(profile, orders) (the user left login)"
            ])
        #expect(shop.router.pendingRequest == nil)
    }

    // MARK: - Closing the login and resuming, as one request

    @Test func closeAndResumePendingIsOneRequest() async throws {
        let (shop, log, signedIn) = try await Self.redirected()
        signedIn.value = true
        let before = log.entries.count

        let report = try await shop.router.perform(.close(.login), .resumePending, source: "login")

        #expect(report.description == "leave(login), switchTo(profile), enter(orders), enter(order(7))")
        #expect(shop.path == "app > profile > orders > order(7)")
        #expect(shop.router.pendingRequest == nil)
        #expect(
            log.entries[before...].filter { $0.hasPrefix("started") } == [
                "started 2: close(login); resumePending from login"
            ])
        #expect(!log.entries.contains { $0.contains("dropped") })
        #expect(shop.violations == [])
    }

    @Test func nothingQueuedRunsBetweenTheCloseAndTheResume() async throws {
        let (shop, log, signedIn) = try await Self.redirected()
        signedIn.value = true

        shop.router.enqueue(.close(.login), .resumePending)
        shop.router.enqueue(.navigate(to: [.cart]))
        await yieldUntil("both requests ran") { !shop.router.isRunning && shop.router.pendingCount == 0 }

        #expect(
            log.entries.filter { $0.hasPrefix("ended") }.dropFirst() == [
                "ended 2: leave(login), switchTo(profile), enter(orders), enter(order(7))",
                "ended 3: enter(cart)",
            ])
    }

    @Test func withNothingPendingOnlyTheCloseRuns() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.cart]])

        let report = try await shop.router.perform(.close(.cart), .resumePending)

        #expect(report.description == "leave(cart)")
        #expect(shop.path == "app > home")
    }

    @Test func theDryRunPlansTheClose() async throws {
        let (shop, _, signedIn) = try await Self.redirected()
        signedIn.value = true
        #expect(try shop.router.plan(.close(.login), .resumePending).description == "leave(login)")
        #expect(shop.router.pendingRequest == Self.settings)
    }
}
