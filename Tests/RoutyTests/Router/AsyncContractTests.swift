import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// One async contract: an awaited request returns its report or throws its typed failure, a task
/// cancelled before its request starts cancels the request, and one that has started lets it end.
@MainActor
@Suite struct AsyncContractTests {
    @Test func anAwaitedRequestReturnsItsReport() async throws {
        let shop = try TestShop()
        let report = try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")]))
        #expect(report.instructions == [.switchTo(.catalog), .enter(.category("shoes"))])
        // The obvious spelling prints the report, not a ticket.
        #expect("\(try await shop.router.perform(.navigate(to: .product(42))))" == "enter(product(42))")
    }

    @Test func anAwaitedRequestThrowsItsTypedFailure() async throws {
        let shop = try TestShop()
        do {
            try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")]))
            try await shop.router.perform(.close(.cart))
            Issue.record("closing a cart that is not shown succeeded")
        } catch {
            // `error` is a NavigationFailure<Screen>: typed throws, no cast.
            #expect(error.cause == .notShown(.cart))
            #expect(error.stepIndex == 0)
        }
        #expect(shop.path == "app > catalog > category(shoes)")
    }

    @Test func cancellingATaskWhoseRequestWaitsCancelsTheRequest() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        log.observe(shop.router)
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]
        shop.router.enqueue(.navigate(to: [.catalog]), completion: log.completion("first"))
        await yieldUntil("the first request waits at the gate") { gate.waitingCount == 1 }

        let waiting = Task { @MainActor in try await shop.router.perform(.navigate(to: [.cart])) }
        await yieldUntil("the second request is queued") { shop.router.pendingCount == 1 }
        waiting.cancel()
        await yieldUntil("the queued request is cancelled") { shop.router.pendingCount == 0 }
        gate.release()

        await #expect(throws: NavigationFailure<Screen>(.cancelled)) { try await waiting.value }
        await yieldUntil("the first request ends") { log.completed == ["first"] }
        #expect(shop.path == "app > catalog")
        #expect(log.entries(startingWith: "started").count == 1, "the cancelled request never started")
    }

    @Test func cancellingATaskWhoseRequestRunsLetsItEnd() async throws {
        let shop = try TestShop()
        let log = InterceptionLog()
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: log, gate: gate)]

        let running = Task { @MainActor in try await shop.router.perform(.navigate(to: [.catalog])) }
        await yieldUntil("the request runs, held by its interceptor") { gate.waitingCount == 1 }
        running.cancel()
        for _ in 0..<10 { await Task.yield() }
        gate.release()

        let report = try await running.value
        #expect(report.instructions == [.switchTo(.catalog)])
        #expect(shop.path == "app > catalog")
    }

    @Test func aTaskCancelledBeforeItAsksChangesNothing() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await shop.router.perform(.navigate(to: [.catalog]))
        }
        await #expect(throws: NavigationFailure<Screen>(.cancelled)) { try await task.value }
        #expect(shop.path == "app > home")
        #expect(recorder.events == [])
    }

    @Test func resumingWithNothingPendingEndsOnceWithAnEmptyReport() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        shop.router.enqueue(.resumePending, completion: recorder.completion("resume"))
        #expect(recorder.count("resume") == 1)
        #expect(recorder.result("resume")?.report?.instructions == [])

        let report = try await shop.router.perform(.resumePending)
        #expect(report.instructions.isEmpty && report.description == "(nothing to do)")
        #expect(shop.path == "app > home")
    }

    @Test func resumingRunsThePendingRequestThroughTheInterceptors() async throws {
        let shop = try TestShop()
        var signedIn = false
        shop.router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { $0.type == .orders }, isSignedIn: { signedIn }, login: { _ in .login })
        ]
        let redirected = try await shop.router.perform(.navigate(to: [.profile, .orders]))
        #expect(redirected.instructions == [.enter(.login)])
        #expect(shop.router.pendingRequest == [.navigate(to: [.profile, .orders])])

        signedIn = true
        shop.router.enqueue(.close(.login))
        let resumed = try await shop.router.perform(.resumePending)
        #expect(resumed.instructions == [.switchTo(.profile), .enter(.orders)])
        #expect(shop.router.pendingRequest == nil)
        #expect(shop.path == "app > profile > orders")
    }
}
