import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// Navigation stacks: pushes and pops complete when their transitions end, the user's pops reach
/// the tree at once, and leave guards block the swipe but not the back button.
@MainActor
@Suite struct StackTests {
    @Test func aPushCompletesWhenItsTransitionEnds() throws {
        let app = try TestApp()
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.catalog, .category("shoes")])) { results.append($0) }

        // The navigation controller shows it and the tree knows it; the transition still runs.
        #expect(app.shown == "app > catalog > category(shoes)")
        #expect(app.path == app.shown)
        #expect(results.isEmpty)
        #expect(app.navigationController(.catalog)?.transitionCoordinator != nil)

        app.ui.finishNext()
        #expect(results.count == 1)
        #expect(results.first?.summary == "switchTo(catalog), enter(category(shoes))")
        #expect(app.violations == [])
    }

    @Test func aPushNotAnimatedCompletesAtOnce() throws {
        let app = try TestApp()
        app.router.animation = .none
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.home, .product(1), .product(2)])) { results.append($0) }
        #expect(results.count == 1)
        #expect(app.ui.isAnimating == false)
        #expect(app.shown == "app > home > product(1) > product(2)")
        #expect(app.violations == [])
    }

    @Test func onlyTheLastStepAnimatesAndEachWaitsForItsTransition() throws {
        let app = try TestApp()
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.home, .product(1), .product(2)])) { results.append($0) }
        #expect(app.ui.pending.map(\.name) == ["push product(2)"])
        app.ui.finishAll()
        #expect(results.count == 1)
        #expect(app.violations == [])
    }

    @Test func goBackPopsAndCompletesWhenThePopEnds() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1), .product(2)]])
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.goBack) { results.append($0) }
        #expect(app.shown == "app > home > product(1)")
        #expect(app.path == app.shown)
        #expect(results.isEmpty)
        app.ui.finishAll()
        #expect(results.first?.summary == "leave(product(2))")
        #expect(results.count == 1)
    }

    @Test func aPushDuringATransitionWhoseEndCannotBeAwaitedFailsAndChangesNothing() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        // A transition runs, and its coordinator will not report its end: UIKit would ignore a
        // push meanwhile, and the adapter cannot wait for it (InteractiveTransitionTests waits).
        let navigation = try #require(app.navigationController(.home))
        let stack = try #require(app.stack(.home))
        let coordinator = FakeTransitionCoordinator()
        coordinator.refusesAnimations = true
        navigation.ownCoordinator = coordinator
        let screen = UIKitScreen<Screen, FakePlatform>(
            .product(9), viewController: FakeScreenController(.product(9), ui: app.ui))
        var calls: [Bool] = []
        try #require(app.element(.product(1))).present(screen, as: .push, animated: true) { calls.append($0) }
        #expect(calls == [false])
        #expect(stack.pushed.count == 1)
        #expect(screen.isShown == false)
        navigation.ownCoordinator = nil
        #expect(app.violations == [])
    }

    @Test func aCoordinatorThatWillNotCallBackCompletesAtOnce() throws {
        let app = try TestApp()
        let navigation = try #require(app.navigationController(.home))
        navigation.coordinatorsRefuseAnimations = true
        let home = try #require(app.stack(.home))
        let screen = UIKitScreen<Screen, FakePlatform>(
            .product(3), viewController: FakeScreenController(.product(3), ui: app.ui))
        var calls: [Bool] = []
        home.present(screen, as: .push, animated: true) { calls.append($0) }
        #expect(calls == [true])
        #expect(navigation.viewControllers.count == 2)
        app.ui.finishAll()
        #expect(calls == [true])
        #expect(app.violations == [])
    }

    // MARK: - The user

    @Test func aSwipeBackLeavesTheTreeAtOnce() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1), .product(2)]])
        #expect(try #require(app.navigationController(.home)).swipeBack())
        #expect(app.path == "app > home > product(1)")
        #expect(app.userEvents == ["user(leave(product(2)))"])
        #expect(app.violations == [])
    }

    @Test func aSwipeBackCancelledHalfwayChangesNothing() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        #expect(try #require(app.navigationController(.home)).swipeBack(completing: false) == false)
        #expect(app.path == "app > home > product(1)")
        #expect(app.userEvents == [])
        #expect(app.violations == [])
    }

    @Test(arguments: [
        (refuses: true, transition: false, root: false),
        (refuses: false, transition: true, root: false),
        (refuses: false, transition: false, root: true),
    ])
    func theSwipeDoesNotBeginWhen(refuses: Bool, transition: Bool, root: Bool) throws {
        let app = try TestApp()
        if !root { try app.setUp([[.home, .product(1)]]) }
        app.controller(.product(1))?.refusesLeave = refuses
        let navigation = try #require(app.navigationController(.home))
        if transition { navigation.ownCoordinator = FakeTransitionCoordinator() }
        let stack = try #require(app.stack(.home))
        #expect(stack.interactivePopShouldBegin() == false)
        navigation.ownCoordinator = nil
        #expect(app.userEvents == [])
    }

    @Test func theBackButtonCannotBeBlockedSoTheRouterReportsTheGuardBypassed() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        app.controller(.product(1))?.refusesLeave = true
        let navigation = try #require(app.navigationController(.home))
        #expect(navigation.swipeBack() == false)
        #expect(navigation.tapBack())
        #expect(app.path == "app > home")
        #expect(app.userEvents == ["user(leave(product(1)))", "bypassed(product(1))"])
        #expect(app.violations == [])
    }

    @Test func aRouterPopOfAGuardedScreenFails() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        app.controller(.product(1))?.refusesLeave = true
        let result = app.run([.goBack])
        #expect(result?.failure != nil)
        #expect(app.path == "app > home > product(1)")
        #expect(app.violations == [])
    }

    @Test func aPayloadIsUpdatedInPlace() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        let controller = try #require(app.controller(.product(1)))
        let result = app.run([.navigate(to: [.home, .product(2)])])
        #expect(result?.summary == "update(product(1) -> product(2))")
        #expect(controller.context == .product(2))
        #expect(app.violations == [])
    }
}
