import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Observers see, per request and in order: started, each executed instruction, ended.
@MainActor
@Suite struct EventTests {
    @Test func aSuccessfulRequestReportsEachInstructionBetweenStartAndEnd() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let recorder = Recorder()
        recorder.observe(shop.router)

        _ = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes"), .product(43), .cart])])

        #expect(
            recorder.events == [
                "started(3)", "executed(3, switchTo(catalog))", "executed(3, update(product(42) -> product(43)))",
                "executed(3, enter(cart))", "ended(3, success)",
            ]
        )
    }

    @Test func aFailedRequestReportsWhatRanThenTheError() async throws {
        let shop = try TestShop()
        shop.catalog.failNextOperation()
        let recorder = Recorder()
        recorder.observe(shop.router)

        _ = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])
        _ = await shop.router.result(of: [.close(.cart)])

        #expect(
            recorder.events == [
                "started(1)", "executed(1, switchTo(catalog))",
                "ended(1, Presenting category(shoes) failed, or the presenter did not tell the tree.)",
                "started(2)",
                "ended(2, cart is not on the active path, nor in another tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) first.)",
            ]
        )
    }

    @Test func theEventsCarryTheRequestAndItsOutcome() async throws {
        let shop = try TestShop()
        var started: [NavigationRequest<Screen>] = []
        var ended: [NavigationResult<Screen>] = []
        shop.router.addObserver { event in
            switch event {
            case .requestStarted(_, let request): started.append(request)
            case .requestEnded(_, let result): ended.append(result)
            case .instructionExecuted, .userNavigated, .leaveGuardBypassed, .pendingRequestDropped: break
            }
        }
        let steps: [NavigationStep<Screen>] = [.navigate(to: [.profile, .orders]), .close(.orders)]
        let request = NavigationRequest(steps, source: "deeplink")

        let result = await shop.router.result(of: request)

        #expect(started == [request])
        #expect(started.first?.description == "navigate(profile, orders); close(orders)")
        #expect(started.first?.source == "deeplink")
        #expect(ended == [result])
    }

    @Test func theEventIdentifiersMatchTheTickets() async throws {
        let shop = try TestShop()
        var ids: [Int] = []
        shop.router.addObserver { event in
            if case .requestEnded(let id, _) = event { ids.append(id) }
        }

        let first = shop.router.enqueue(.navigate(to: [.catalog]), completion: { _ in })
        let second = shop.router.enqueue(.navigate(to: [.home]), completion: { _ in })

        #expect(ids == [first.id, second.id])
        #expect(first.id < second.id)
    }

    @Test func everyObserverSeesEveryEvent() async throws {
        let shop = try TestShop()
        let one = Recorder()
        let two = Recorder()
        one.observe(shop.router)
        two.observe(shop.router)

        _ = await shop.router.result(of: [.navigate(to: [.cart])])

        #expect(one.events == ["started(1)", "executed(1, enter(cart))", "ended(1, success)"])
        #expect(two.events == one.events)
    }
}
