import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A gesture that lands while a request runs has already happened on screen: the model tells the
/// tree at once, and the request notices at its next check.
@MainActor
@Suite struct GestureDuringRequestTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSwipeBackWhileARequestWaitsIsToldAtOnceAndTheRequestPlansFromIt() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1)]])
        let gate = InterceptorGate()
        shop.router.interceptors = [GateInterceptor(gate: gate)]
        let recorder = Recorder()
        recorder.observe(shop.router)
        gate.isClosed = true
        shop.router.enqueue(
            .navigate(to: [.catalog, .category("shoes"), .article(2)]), completion: recorder.completion("go"))
        await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }

        shop.catalog.path.removeLast()  // the user swipes product(1) away meanwhile

        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(recorder.userEvents == ["user(leave(product(1)))"])
        gate.open()
        await yieldUntil("the request ends") { recorder.count("go") == 1 }
        #expect(recorder.result("go")?.report?.instructions == [.enter(.article(2))])
        #expect(shop.path == "app > catalog > category(shoes) > article(2)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRequestForWhatTheUserTookAwayEndsWithATypedError() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .cart]])
        let gate = InterceptorGate()
        shop.router.interceptors = [GateInterceptor(gate: gate)]
        let recorder = Recorder()
        gate.isClosed = true
        shop.router.enqueue(.close(.cart), completion: recorder.completion("close"))
        await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }

        shop.tabs.modal.sheet = nil  // the user pulls the cart down first

        gate.open()
        await yieldUntil("the request ends") { recorder.count("close") == 1 }
        #expect(recorder.result("close")?.failure?.cause == .notShown(.cart))
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTabTappedBetweenTwoInstructionsMakesTheRouterPlanAgain() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1), .cart]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        var pathAfterTap: String?
        // An adapter whose transitions complete later lets the user act between two instructions;
        // the router's event after the first one is that moment here.
        shop.router.addObserver { [shop] event in
            guard case .instructionExecuted(_, .leave(.cart)) = event else { return }
            shop.tabs.selection = .profile
            pathAfterTap = shop.path
        }

        let report = try await shop.router.perform(.navigate(to: [.home]))

        #expect(pathAfterTap == "app > profile")  // told to the tree at once
        #expect(report.instructions == [.leave(.cart), .switchTo(.home)])
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
        #expect(recorder.userEvents == ["user(switchTo(profile))"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSwipeBackBetweenTwoPresentationsMakesTheRouterPlanAgain() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        var swiped = false
        shop.router.addObserver { [shop] event in
            guard !swiped, case .instructionExecuted(_, .enter(.product(1))) = event else { return }
            swiped = true
            shop.catalog.path = []  // the user swipes product(1) away before the cart comes up
        }

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(1), .cart])])

        // An interrupted push plans again, as an interrupted pop does: product(1) is shown again,
        // then the cart over it.
        #expect((try? result.get())?.description == "enter(product(1)), enter(product(1)), enter(cart)")
        #expect(recorder.userEvents == ["user(leave(product(1)))"])
        #expect(shop.path == "app > catalog > product(1) > cart")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aUserWhoAlwaysTakesThePushAwayEndsTheRequestWithATypedError() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        shop.router.addObserver { [shop] event in
            guard case .instructionExecuted(_, .enter(.product(1))) = event else { return }
            shop.catalog.path = []  // every time product(1) comes up, the user swipes it away
        }

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .product(1), .cart])])

        // Each replan shows product(1) again; the route's bound ends it with a typed error.
        guard case .didNotConverge(let executed) = result.failure?.cause else {
            Issue.record("expected didNotConverge, got \(result)")
            return
        }
        #expect(!executed.isEmpty && executed.allSatisfy { $0.description == "enter(product(1))" })
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }
}
