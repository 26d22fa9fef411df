import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `NavigationRouter.maximumContextsPerRequest` caps the contexts one request shows: a request,
/// a link, a log line or a snapshot over it fails with `tooManyContexts` before anything runs.
@MainActor
@Suite struct RequestLimitTests {
    /// `count` products on the catalog's stack, as contexts from the catalog.
    static func products(_ count: Int) -> [Context] {
        [.catalog] + (1..<count).map { Context.product($0) }
    }

    /// A shop that shows a product, to see that a refused request changes nothing.
    static func shop() async throws -> TestShop {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        return shop
    }

    @Test func theDefaultLimitIsAThousandContexts() async throws {
        let shop = try await Self.shop()
        #expect(shop.router.maximumContextsPerRequest == 1_000)

        let atLimit = try await shop.router.perform(.navigate(to: Self.products(1_000)))
        #expect(atLimit.created.count == 998)  // catalog and product(1) are reused

        let failure = await shop.router.result(of: [.navigate(to: Self.products(1_001))]).failure
        #expect(failure?.cause == .tooManyContexts(1_001, limit: 1_000))
    }

    @Test func aRequestOverTheLimitFailsBeforeAnythingRuns() async throws {
        let shop = try await Self.shop()
        shop.router.maximumContextsPerRequest = 3
        let recorder = Recorder()
        recorder.observe(shop.router)
        let made = shop.madeCount

        let failure = await shop.router.result(of: [.navigate(to: [.catalog, .product(2), .product(3), .product(4)])])
            .failure

        #expect(failure == NavigationFailure<Screen>(.tooManyContexts(4, limit: 3)))
        #expect(
            failure?.description
                == "step 0 failed: The request shows 4 contexts, more than the router's limit of 3; raise "
                + "`maximumContextsPerRequest` if the app means to show that many in one request. "
                + "(nothing had been executed)")
        #expect(recorder.events.filter { $0.hasPrefix("instruction") } == [])
        #expect(shop.madeCount == made)
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @Test func theContextsOfEveryStepCount() async throws {
        let shop = try await Self.shop()
        shop.router.maximumContextsPerRequest = 3
        let request = NavigationRequest<Screen>([
            .navigate(to: [.home, .article(1)]), .goBack, .navigate(to: [.catalog, .product(2)]),
        ])

        let failure = await shop.router.result(of: request).failure

        #expect(failure?.cause == .tooManyContexts(4, limit: 3))
        #expect(throws: NavigationFailure<Screen>(.tooManyContexts(4, limit: 3))) { try shop.router.plan(request) }
        #expect(shop.path == "app > catalog > product(1)")

        shop.router.maximumContextsPerRequest = 4
        #expect(await shop.router.result(of: request).report != nil)
        #expect(shop.path == "app > catalog > product(2)")
    }

    @Test func aLinkThatStandsForTooManyContextsIsRefused() async throws {
        let shop = try await Self.shop()
        shop.router.maximumContextsPerRequest = 10
        var links = DeeplinkTable<Screen>()
        links.register("shop://deep/**") { link in
            [.catalog] + link.catchAll.map { Context.product(Int($0) ?? 0) }
        }
        shop.router.deeplinks = links
        let link = "shop://deep/" + (2...11).map(String.init).joined(separator: "/")

        let failure = await shop.router.result(of: [.open(link)]).failure

        #expect(failure?.cause == .tooManyContexts(11, limit: 10))
        #expect(shop.path == "app > catalog > product(1)")

        shop.router.maximumContextsPerRequest = 11
        try await shop.router.perform(.open(link))
        #expect(shop.path == "app > catalog > " + (2...11).map { "product(\($0))" }.joined(separator: " > "))
    }

    @Test func aLogLineOfTooManyContextsIsReplayedAsTheRefusedRequestItIs() async throws {
        let shop = try await Self.shop()
        shop.router.maximumContextsPerRequest = 2
        let entries = try NavigationLogEntry<Screen>.entries(
            jsonLines: #"""
                {"id":1,"kind":"request","source":"app","steps":[{"navigate":[{"type":"catalog"},{"payload":2,"type":"product"},{"payload":3,"type":"product"}]}]}
                """#)

        let replayed = await shop.router.replay(entries)

        let outcome = try #require(replayed.steps.first?.replayed)
        #expect(outcome.error == NavigationError<Screen>.tooManyContexts(3, limit: 2).description)
        #expect(outcome.instructions == [])
        #expect(shop.path == "app > catalog > product(1)")
    }

    @Test func aSnapshotOfMoreElementsThanTheLimitIsRefusedBeforeAnythingRuns() async throws {
        let saved = try await Self.shop()
        try await saved.router.perform(.navigate(to: [.product(2), .product(3)]))
        let snapshot = saved.router.snapshot()
        let count = snapshot.elementCount
        #expect(count == 6)
        let shop = try TestShop()
        shop.router.maximumContextsPerRequest = count - 1
        let requests = Recorder()
        requests.observe(shop.router)

        #expect(throws: NavigationFailure<Screen>(.tooManyContexts(count, limit: count - 1))) {
            try shop.router.restoration(for: snapshot)
        }
        await #expect(throws: NavigationFailure<Screen>(.tooManyContexts(count, limit: count - 1))) {
            try await shop.router.restore(snapshot)
        }
        #expect(requests.events == [])
        #expect(shop.path == "app > home")
        #expect(shop.madeCount == 0)

        shop.router.maximumContextsPerRequest = snapshot.elementCount
        #expect(try await shop.router.restore(snapshot).isComplete)
        #expect(shop.router.snapshot() == snapshot)
    }

    @Test func aRestoreRequestThatNamesMoreContextsThanTheLimitIsRefusedByTheDryRunToo() async throws {
        let saved = try TestShop()
        try await saved.setUp([[.home, .article(1)], [.profile, .orders], [.catalog, .product(1)]])
        let snapshot = saved.router.snapshot()
        let shop = try TestShop()
        // Enough for the elements; the request names the root and each tab again in each path.
        shop.router.maximumContextsPerRequest = snapshot.elementCount
        let unlimited = try TestShop()
        let restoration = try unlimited.router.restoration(for: snapshot)
        let named = restoration.request.destinationContexts.count
        #expect(named > snapshot.elementCount)

        #expect(throws: NavigationFailure<Screen>(.tooManyContexts(named, limit: snapshot.elementCount))) {
            try shop.router.restoration(for: snapshot)
        }
        #expect(shop.path == "app > home")
    }
}
