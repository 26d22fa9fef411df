import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// The user and the router act on the same sheet or stack: a request runs while the user's finger
/// is still pulling a sheet down or swiping back. UIKit ignores a dismiss, present, push or pop
/// meanwhile and never calls its completion, so the adapter waits for the user to let go: a
/// gesture that completes is the leave the request asked for, one the user cancels leaves the
/// request to do it. Either way each request ends once, and the report and the events say what
/// happened.
@MainActor
@Suite struct InteractiveTransitionTests {
    /// The outcomes of requests, each request's in its own list, so that a second call shows.
    @MainActor
    final class Outcomes {
        var results: [[String]] = []

        /// Queues `request` on `app`'s router and records each call of its completion.
        func enqueue(_ request: NavigationRequest<Screen>, on app: TestApp) {
            let index = results.count
            results.append([])
            app.router.enqueue(request) { [self] result in results[index].append(result.summary) }
        }
    }

    // MARK: - A close while the user pulls the sheet down

    @Test(arguments: [false, true], [false, true])
    func aCloseDuringAPullDownThatCompletesIsThatLeaveAndTheQueueGoesOn(didDismissLast: Bool, pushed: Bool) throws {
        let app = try TestApp()
        try app.setUp([pushed ? [.cart, .checkout] : [.cart]])
        app.clearEvents()
        let cart = try #require(app.element(.cart))
        cart.viewController.reportsDidDismissAfterCoordinator = didDismissLast
        let pull = try #require(cart.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue(.close(.cart), on: app)
        outcomes.enqueue(.navigate(to: [.catalog]), on: app)
        // UIKit ignores the dismissal while the user's finger is down: nothing ends, the sheet
        // is still up, and the request behind waits.
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        #expect(app.path == (pushed ? "app > home > cart > checkout" : "app > home > cart"))
        #expect(app.shown == app.path)
        pull.complete()
        let closed = pushed ? "leave(checkout), leave(cart)" : "leave(cart)"
        #expect(outcomes.results.first == [closed])
        app.ui.finishAll()
        #expect(outcomes.results == [[closed], ["switchTo(catalog)"]])
        // The sheet went once, as the request's leave: no user event beside it.
        #expect(app.userEvents == [])
        #expect(app.events.filter { $0.contains("leave(cart)") }.map { $0.prefix(9) } == ["executed("])
        #expect(app.path == "app > catalog")
        #expect(app.violations == [])
    }

    @Test func aCloseDuringAPullDownTheUserCancelsDismissesTheSheetThen() throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        app.clearEvents()
        let cart = try #require(app.element(.cart))
        let pull = try #require(cart.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue(.close(.cart), on: app)
        outcomes.enqueue(.navigate(to: [.home, .product(1)]), on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        // The user lets go: the sheet springs back, and the adapter dismisses it as asked.
        pull.cancel()
        #expect(app.ui.pending.map(\.name) == ["dismiss navigation(cart)"])
        #expect(app.path == "app > home > cart")
        app.ui.finishAll()
        #expect(outcomes.results == [["leave(cart)"], ["enter(product(1))"]])
        #expect(app.userEvents == [])
        #expect(app.shown == "app > home > product(1)")
        #expect(app.violations == [])
    }

    @Test func aRequestThatLeavesThePulledSheetOnItsWayGoesOnFromWhereTheUserLeftIt() throws {
        let app = try TestApp()
        try app.setUp([[.help]])
        let help = try #require(app.element(.help))
        let pull = try #require(help.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue(.navigate(to: [.home, .product(1)]), on: app)
        pull.complete()
        app.ui.finishAll()
        #expect(outcomes.results == [["leave(help), enter(product(1))"]])
        #expect(app.userEvents == [])
        #expect(app.violations == [])
    }

    @Test func aPullWhoseEndCannotBeAwaitedFailsTheCloseAtOnceAndTheUserStillDecides() throws {
        let app = try TestApp()
        try app.setUp([[.help]])
        app.clearEvents()
        let help = try #require(app.element(.help))
        help.viewController.coordinatorsRefuseAnimations = true
        let pull = try #require(help.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue(.close(.help), on: app)
        outcomes.enqueue(.navigate(to: [.help]), on: app)
        // The dismissal would be ignored and the end of the pull will not be reported: the close
        // fails at once rather than wait forever; the request behind it runs.
        #expect(outcomes.results.first?.count == 1)
        #expect(outcomes.results.first?.first?.contains("leave(help)") == true)
        #expect(outcomes.results[1] == ["(nothing to do)"])
        pull.complete()
        #expect(app.userEvents == ["user(leave(help))"])
        #expect(app.path == "app > home")
        #expect(app.violations == [])
    }

    // MARK: - A presentation onto a sheet the user is pulling down

    /// Cancelled, the pull leaves the sheet up and the presentation shows over it; completed, the
    /// user took the sheet away, which the user event says, and the request fails once.
    @Test(arguments: [Screen.help, .checkout], [false, true])
    func aPresentationOntoAPulledSheetWaitsForTheUserToLetGo(over type: Screen, completing: Bool) throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        app.clearEvents()
        let pull = try #require(app.element(.cart)?.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue(.navigate(to: [.cart, Context(type)]), on: app)
        outcomes.enqueue(.navigate(to: [.profile]), on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        completing ? pull.complete() : pull.cancel()
        app.ui.finishAll()
        let failed = "step 0 failed: \(NavigationError.presentFailed(Context(type))) (nothing had been executed)"
        #expect(outcomes.results.first == [completing ? failed : "enter(\(type))"])
        #expect(outcomes.results.last == [completing ? "switchTo(profile)" : "leave(cart), switchTo(profile)"])
        #expect(app.userEvents == (completing ? ["user(leave(cart))"] : []))
        #expect(app.violations == [])
    }

    // MARK: - A pop or a push while the user swipes back

    /// Whatever the user's finger does, the go-back reports the one pop, and no user event: the
    /// swipe that completes is that pop; after one the user cancels, the stack pops.
    @Test(arguments: [false, true])
    func aGoBackDuringASwipeBackEndsOnceWithThatPop(completing: Bool) throws {
        let (app, outcomes) = try swipeBack(
            completing: completing, shown: [.home, .product(1), .product(2)],
            during: [.goBack, .navigate(to: [.home, .product(1), .order(1)])])
        #expect(outcomes.results == [["leave(product(2))"], ["enter(order(1))"]])
        #expect(app.userEvents == [])
        #expect(app.shown == "app > home > product(1) > order(1)")
        #expect(app.violations == [])
    }

    /// Cancelled, the swipe leaves the screen and the push goes on it; completed, the user took
    /// the screen away, which the user event says, and the request fails once.
    @Test(arguments: [false, true])
    func aPushDuringASwipeBackWaitsForTheUserToLetGo(completing: Bool) throws {
        let (app, outcomes) = try swipeBack(
            completing: completing, shown: [.home, .product(1)],
            during: [.navigate(to: [.home, .product(1), .product(2)]), .navigate(to: [.home, .order(1)])])
        let failed = "step 0 failed: \(NavigationError.presentFailed(Context.product(2))) (nothing had been executed)"
        #expect(outcomes.results.first == [completing ? failed : "enter(product(2))"])
        #expect(
            outcomes.results.last == [
                completing ? "enter(order(1))" : "leave(product(2)), leave(product(1)), enter(order(1))"
            ])
        #expect(app.userEvents == (completing ? ["user(leave(product(1)))"] : []))
        #expect(app.shown == "app > home > order(1)")
        #expect(app.violations == [])
    }

    /// Shows `shown`, starts a swipe back on the home stack, queues `requests`, checks that none
    /// ends while the user's finger is down, and lets go.
    private func swipeBack(
        completing: Bool,
        shown: [Context],
        during requests: [NavigationRequest<Screen>]
    ) throws -> (TestApp, Outcomes) {
        let app = try TestApp()
        try app.setUp([shown])
        app.clearEvents()
        let swipe = try #require(app.navigationController(.home)?.beginSwipeBack())
        let outcomes = Outcomes()
        for request in requests { outcomes.enqueue(request, on: app) }
        app.ui.finishAll()
        #expect(outcomes.results.allSatisfy { $0.isEmpty })
        completing ? swipe.complete() : swipe.cancel()
        app.ui.finishAll()
        return (app, outcomes)
    }
}
