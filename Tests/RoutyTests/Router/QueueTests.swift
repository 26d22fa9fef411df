import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Requests run one at a time, in order; each completion comes exactly once, also for cancelled
/// and replaced requests; a request made from a completion runs after it.
@MainActor
@Suite struct QueueTests {
    @Test func eachCompletionComesExactlyOnce() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        shop.refusedByFactory = [.order]

        shop.router.enqueue(.navigate(to: [.catalog, .category("shoes")]), completion: recorder.completion("success"))
        shop.router.enqueue(.navigate(to: [.profile, .order(1)]), completion: recorder.completion("failure"))
        shop.router.enqueue(.close(.cart), completion: recorder.completion("not shown"))

        #expect(recorder.order == ["success", "failure", "not shown"])
        #expect(recorder.result("success")?.report != nil)
        #expect(recorder.result("failure")?.failure?.cause == .noElement(.order(1)))
        #expect(recorder.result("not shown")?.failure?.cause == .notShown(.cart))
        #expect(shop.router.isRunning == false)
        #expect(shop.router.pendingCount == 0)
    }

    @Test func requestsMadeFromACompletionRunAfterItInOrder() async throws {
        let shop = try TestShop()
        var log: [String] = []
        var pendingInside = -1

        shop.router.enqueue(.navigate(to: [.catalog])) { _ in
            log.append("first begins")
            shop.router.enqueue(.navigate(to: [.category("shoes")])) { log.append("second: \($0.summary)") }
            shop.router.enqueue(.navigate(to: [.product(42)])) { log.append("third: \($0.summary)") }
            pendingInside = shop.router.pendingCount
            log.append("first ends")
        }

        #expect(
            log == [
                "first begins", "first ends", "second: enter(category(shoes))", "third: enter(product(42))",
            ]
        )
        #expect(pendingInside == 2)
        #expect(shop.path == "app > catalog > category(shoes) > product(42)")
        #expect(shop.violations == [])
    }

    @Test func aRequestMadeFromAnObserverWaitsForTheRunningOne() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)
        var asked = false
        shop.router.addObserver { event in
            guard case .instructionExecuted(_, .switchTo(.catalog)) = event, !asked else { return }
            asked = true
            shop.router.enqueue(.navigate(to: [.cart]), completion: recorder.completion("from observer"))
        }

        shop.router.enqueue(.navigate(to: [.catalog, .category("shoes")]), completion: recorder.completion("first"))

        #expect(recorder.order == ["first", "from observer"])
        #expect(
            recorder.events == [
                "started(1)", "executed(1, switchTo(catalog))", "executed(1, enter(category(shoes)))",
                "ended(1, success)", "started(2)", "executed(2, enter(cart))", "ended(2, success)",
            ]
        )
        #expect(shop.path == "app > catalog > category(shoes) > cart")
    }

    @Test func aRequestMadeWhileAnElementIsMadeWaitsForTheRunningOne() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        shop.registry.register(.orders) { context in
            shop.router.enqueue(.navigate(to: [.cart]), completion: recorder.completion("from the factory"))
            return HeadlessScreen(context)
        }
        shop.router.factory = shop.registry

        shop.router.enqueue(.navigate(to: [.profile, .orders]), completion: recorder.completion("first"))

        #expect(recorder.order == ["first", "from the factory"])
        #expect(recorder.result("first")?.summary == "switchTo(profile), enter(orders)")
        #expect(shop.path == "app > profile > orders > cart")
    }

    @Test func aRequestCancelledBeforeItStartsCompletesOnceAndNeverRuns() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)
        var cancelled: Bool?
        var cancelledAgain: Bool?
        let made = shop.madeCount

        let first = recorder.completion("first") { _ in
            let ticket = shop.router.enqueue(.navigate(to: [.orders]), completion: recorder.completion("cancelled"))
            shop.router.enqueue(.navigate(to: [.category("shoes")]), completion: recorder.completion("last"))
            cancelled = ticket.cancel()
            cancelledAgain = ticket.cancel()
        }
        shop.router.enqueue(.navigate(to: [.catalog]), completion: first)

        #expect(cancelled == true)
        #expect(cancelledAgain == false)
        #expect(recorder.order == ["first", "cancelled", "last"])
        #expect(recorder.result("cancelled")?.failure == NavigationFailure(.cancelled, stepIndex: 0, report: .init()))
        #expect(shop.madeCount == made + 1, "only the category was made")
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(!recorder.events.contains { $0.hasPrefix("started(2)") }, "a cancelled request has no events")
    }

    @Test func aTicketCannotCancelARequestThatRan() async throws {
        let shop = try TestShop()
        let recorder = Recorder()

        let ticket = shop.router.enqueue(.navigate(to: [.catalog]), completion: recorder.completion("ran"))

        #expect(ticket.cancel() == false)
        #expect(recorder.count("ran") == 1)
        #expect(recorder.result("ran")?.summary == "switchTo(catalog)")
    }

    @Test func aTicketCannotCancelTheRunningRequest() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        var ticket: NavigationTicket?
        var cancelledWhileRunning: Bool?
        shop.router.addObserver { event in
            guard case .requestStarted(let id, _) = event, let ticket, id == ticket.id else { return }
            cancelledWhileRunning = ticket.cancel()
        }

        let first = recorder.completion("first") { _ in
            ticket = shop.router.enqueue(
                .navigate(to: [.catalog, .category("shoes")]), completion: recorder.completion("second"))
        }
        shop.router.enqueue(.navigate(to: [.cart]), completion: first)

        #expect(cancelledWhileRunning == false)
        // The cart is a modal over the home tab: the switch to the catalog leaves it first.
        #expect(recorder.result("second")?.summary == "leave(cart), switchTo(catalog), enter(category(shoes))")
    }

    @Test func replacePendingCancelsTheWaitingRequestsButNotTheRunningOne() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        shop.router.queuePolicy = .replacePending

        let running = recorder.completion("running") { _ in
            shop.router.enqueue(.navigate(to: [.home]), completion: recorder.completion("replaced 1"))
            shop.router.enqueue(.navigate(to: [.profile]), completion: recorder.completion("replaced 2"))
            shop.router.enqueue(
                .navigate(to: [.catalog, .category("shoes")]), completion: recorder.completion("newest"))
        }
        shop.router.enqueue(.navigate(to: [.catalog]), completion: running)

        #expect(recorder.order == ["running", "replaced 1", "replaced 2", "newest"])
        #expect(recorder.result("running")?.summary == "switchTo(catalog)")
        #expect(recorder.result("replaced 1")?.failure?.cause == .cancelled)
        #expect(recorder.result("replaced 2")?.failure?.cause == .cancelled)
        #expect(recorder.result("newest")?.summary == "enter(category(shoes))")
        #expect(shop.path == "app > catalog > category(shoes)")
    }

    @Test func enqueueKeepsTheWaitingRequests() async throws {
        let shop = try TestShop()
        let recorder = Recorder()

        let running = recorder.completion("running") { _ in
            shop.router.enqueue(.navigate(to: [.home]), completion: recorder.completion("waiting"))
            shop.router.enqueue(.navigate(to: [.profile]), completion: recorder.completion("newest"))
        }
        shop.router.enqueue(.navigate(to: [.catalog]), completion: running)

        #expect(recorder.order == ["running", "waiting", "newest"])
        #expect(recorder.completions.allSatisfy { $0.result.report != nil })
        #expect(shop.path == "app > profile")
    }

    @Test func theAsyncFormsReturnTheOutcome() async throws {
        let shop = try TestShop()

        let navigate = try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")]))
        let one = try await shop.router.perform(.navigate(to: Context.cart))
        // Showing a screen by its type alone: a context without payload.
        let type = try await shop.router.perform(.navigate(to: NavigationContext(Screen.login)))
        let close = try await shop.router.perform(.close(.cart))
        let perform = try await shop.router.perform(.navigate(to: [.home]))

        #expect(navigate.description == "switchTo(catalog), enter(category(shoes))")
        #expect(one.description == "enter(cart)")
        #expect(type.description == "enter(login)")
        #expect(close.description == "leave(login), leave(cart)")
        #expect(perform.description == "switchTo(home)")
        #expect(shop.violations == [])
    }

    @Test func concurrentAsyncRequestsEachEndOnce() async throws {
        let shop = try TestShop()
        let router = shop.router

        async let catalog = router.result(of: [.navigate(to: [.catalog, .category("shoes")])])
        async let cart = router.result(of: [.navigate(to: [.cart])])
        async let profile = router.result(of: [.navigate(to: [.profile, .orders])])
        let results = await [catalog, cart, profile]

        #expect(results.allSatisfy { $0.report != nil })
        #expect(router.isRunning == false)
        #expect(shop.violations == [])
    }
}
