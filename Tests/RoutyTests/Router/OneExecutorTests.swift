import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Every instruction of a step — leave, switch, update, enter — runs in one checked executor:
/// planned once, checked after each instruction, planned again when the user changed the tree.
@MainActor
@Suite struct OneExecutorTests {
    @Test func aPushTheUserTakesAwayDuringAMultiPushRequestIsPlannedAgain() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        var popped = false
        shop.router.addObserver { [shop] event in
            guard !popped, case .instructionExecuted(_, .enter(.category("shoes"))) = event,
                let shoes = shop.window.element(showing: .category("shoes"))
            else { return }
            popped = true
            // The user swipes the screen the request just pushed away, before the next push.
            shoes.leaveNode(with: shoes.entry, animated: true) { #expect($0) }
        }

        let result = await shop.router.result(
            of: [.navigate(to: [.catalog, .category("shoes"), .product(1), .product(2)])])

        #expect(
            result.summary
                == "enter(category(shoes)), enter(category(shoes)), enter(product(1)), enter(product(2))")
        #expect(recorder.events.filter { $0.hasPrefix("user") } == ["user(leave(category(shoes)))"])
        #expect(shop.path == "app > catalog > category(shoes) > product(1) > product(2)")
        #expect(shop.violations == [])
    }

    @Test func theRoutersOwnLeaveSwitchUpdateAndEnterAreNotTheUsers() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home, .cart]])
        let recorder = Recorder()
        recorder.observe(shop.router)

        // A leave of a modal (with what is on it), a switch, an update in place and an enter.
        let result = await shop.router.result(
            of: NavigationRequest([
                .close(.cart), .navigate(to: [.catalog, .category("shoes"), .product(43), .order(1)]),
            ]))

        #expect(
            result.summary
                == "leave(cart), switchTo(catalog), update(product(42) -> product(43)), enter(order(1))")
        #expect(recorder.events.filter { $0.hasPrefix("user") } == [])
        // The same changes made by the user are the user's.
        let order = try #require(shop.window.element(showing: .order(1)))
        order.leaveNode(with: order.entry, animated: true) { #expect($0) }
        shop.tabs.switchToNode(with: shop.home.entry, animated: true) { #expect($0) }
        #expect(recorder.events.filter { $0.hasPrefix("user") } == ["user(leave(order(1)))", "user(switchTo(home))"])
        #expect(shop.violations == [])
    }

    @Test func aStepIsPlannedOnce() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])

        var before = shop.router.planCount
        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(1), .product(2)]))
        #expect(shop.router.planCount - before == 1)

        before = shop.router.planCount
        try await shop.router.perform(NavigationRequest([.goBack, .navigate(to: [.home, .cart])]))
        #expect(shop.router.planCount - before == 2)

        before = shop.router.planCount
        try shop.router.plan(.navigate(to: [.catalog]))
        #expect(shop.router.planCount - before == 1)
    }

    @Test func everyCompletionIsCalledOnceWhateverTheExecutorDid() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let recorder = Recorder()
        var pops = 0
        shop.router.addObserver { [shop] event in
            // The user takes order(1) away every time it comes up, in the third request only.
            guard recorder.completions.count == 2, case .instructionExecuted(_, .enter(.order(1))) = event,
                let order = shop.window.element(showing: .order(1))
            else { return }
            pops += 1
            order.leaveNode(with: order.entry, animated: true) { #expect($0) }
        }
        let shoes = try #require(shop.window.element(showing: .category("shoes")))
        shoes.refusesLeave = true

        shop.router.enqueue(
            .navigate(to: [.catalog, .category("shoes"), .product(2)]), completion: recorder.completion("push"))
        shop.router.enqueue(.close(.category("shoes")), completion: recorder.completion("refused"))
        shop.router.enqueue(
            .navigate(to: [.catalog, .category("shoes"), .product(2), .order(1), .order(2)]),
            completion: recorder.completion("replanned forever"))
        shop.router.enqueue(.navigate(to: [.home]), completion: recorder.completion("home"))
        await yieldUntil("the requests end") { recorder.completions.count == 4 }

        #expect(recorder.order == ["push", "refused", "replanned forever", "home"])
        #expect(recorder.result("push")?.summary == "enter(product(2))")
        #expect(recorder.result("refused")?.failure?.cause == .leaveRefused(shoes.context))
        let replanned = recorder.result("replanned forever")
        guard case .didNotConverge = replanned?.failure?.cause else {
            Issue.record("expected didNotConverge, got \(String(describing: replanned))")
            return
        }
        #expect(pops > 1)
        #expect(recorder.result("home")?.summary == "switchTo(home)")
        await Task.yield()
        #expect(recorder.completions.count == 4)
        #expect(shop.violations == [])
    }
}
