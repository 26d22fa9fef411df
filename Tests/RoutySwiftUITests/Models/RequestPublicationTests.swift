import Observation
import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// When a router connected with `showAsRoot(of:)` runs a request, the models tell their observers
/// once, after the request's last instruction, and the observers read the request's outcome; the
/// user's changes are told at once.
@MainActor
@Suite struct RequestPublicationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func observersAreToldAfterTheLastInstructionAndReadTheOutcome() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        var executed = 0
        shop.router.addObserver { event in
            if case .instructionExecuted = event { executed += 1 }
        }
        var told: [(executed: Int, path: [Context])] = []
        withObservationTracking {
            _ = shop.catalog.path
        } onChange: {
            MainActor.assumeIsolated { told.append((executed, shop.catalog.path)) }
        }

        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(1)]))

        #expect(told.map(\.executed) == [2])
        #expect(told.map(\.path) == [[.category("shoes"), .product(1)]])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func withoutTheRouterConnectedEachInstructionIsTold() async throws {
        let tree = RoutingTree()
        let stack = SwiftUIStack<Screen>(.catalog)
        try stack.showAsRoot(in: tree)
        var registry = NavigationElementRegistry<Screen>()
        registry.register([.category, .product]) { SwiftUIScreen($0) }
        let router = NavigationRouter(tree: tree, factory: registry)
        let counter = ChangeCounter { _ = stack.path }

        try await router.perform(.navigate(to: [.catalog, .category("shoes"), .product(1)]))

        #expect(counter.count == 2)
        #expect(stack.path == [.category("shoes"), .product(1)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aGestureWhileARequestWaitsIsToldAtOnce() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(1)]])
        let gate = InterceptorGate()
        shop.router.interceptors = [GateInterceptor(gate: gate)]
        let recorder = Recorder()
        gate.isClosed = true
        shop.router.enqueue(.navigate(to: [.home, .article(1), .article(2)]), completion: recorder.completion("go"))
        await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }
        let observed = ObservedModels(shop)

        shop.catalog.path = [.category("shoes")]  // the user swipes back meanwhile

        #expect(observed.changes == ["catalog.path": 1])
        observed.reset()
        gate.open()
        await yieldUntil("the request ends") { recorder.count("go") == 1 }
        #expect(observed.changes == ["app.selection": 1, "home.path": 1])
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aGestureBetweenTwoInstructionsIsToldAtOnceAndTheRequestsChangesAtItsEnd() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let observed = ObservedModels(shop)
        var toldAtTheGesture: [String: Int] = [:]
        shop.router.addObserver { [shop] event in
            guard case .instructionExecuted(_, .enter(.article(1))) = event else { return }
            shop.catalog.path = []  // the user swipes product(1) away in the inactive tab's stack
            toldAtTheGesture = observed.changes
        }

        try await shop.router.perform(.navigate(to: [.home, .article(1), .article(2)]))

        #expect(toldAtTheGesture == ["catalog.path": 1])
        #expect(observed.changes == ["catalog.path": 1, "app.selection": 1, "home.path": 1])
        #expect(shop.violations == [])
    }
}
