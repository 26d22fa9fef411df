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
    // MARK: - A close while the user pulls the sheet down

    @Test(arguments: [false, true], [false, true])
    func aCloseDuringAPullDownThatCompletesIsThatLeaveAndTheQueueGoesOn(didDismissLast: Bool, pushed: Bool) throws {
        let app = try TestApp()
        try app.setUp([pushed ? [.cart, .checkout] : [.cart]])
        app.clearEvents()
        let cart = try #require(app.element(.cart))
        app.ui.order = didDismissLast ? .reversed : .listed
        let pull = try #require(cart.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue([.close(.cart)], on: app)
        outcomes.enqueue([.navigate(to: [.catalog])], on: app)
        // UIKit ignores the dismissal while the user's finger is down: nothing ends, the sheet
        // is still up, and the request behind waits.
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        #expect(app.path == (pushed ? "app > home > cart > checkout" : "app > home > cart"))
        #expect(app.shown == app.path)
        pull.complete()
        app.ui.finishAll()
        // The sheet went once. A change is the router's when the running instruction asked for it:
        // the close's leave of the cart; with checkout pushed, the running instruction is checkout's
        // leave, and the cart that went with it is the user's.
        let closed = pushed ? "leave(checkout)" : "leave(cart)"
        #expect(outcomes.results == [[closed], ["switchTo(catalog)"]])
        #expect(app.userEvents == (pushed ? ["user(leave(cart))"] : []))
        #expect(
            app.events.filter { $0.contains("leave(cart)") }.map { $0.prefix(9) }
                == [pushed ? "user(leav" : "executed("])
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
        outcomes.enqueue([.close(.cart)], on: app)
        outcomes.enqueue([.navigate(to: [.home, .product(1)])], on: app)
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
        outcomes.enqueue([.navigate(to: [.home, .product(1)])], on: app)
        pull.complete()
        app.ui.finishAll()
        #expect(outcomes.results == [["leave(help), enter(product(1))"]])
        #expect(app.userEvents == [])
        #expect(app.violations == [])
    }

    // MARK: - A presentation onto a sheet the user is pulling down

    /// Cancelled, the pull leaves the sheet up and the presentation shows over it; completed, the
    /// user took the sheet away, which the user event says, and the request plans again from what
    /// is shown: it presents the sheet again.
    @Test(arguments: [Screen.help, .checkout], [false, true])
    func aPresentationOntoAPulledSheetWaitsForTheUserToLetGo(over type: Screen, completing: Bool) throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        app.clearEvents()
        let pull = try #require(app.element(.cart)?.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.cart, Context(type)])], on: app)
        outcomes.enqueue([.navigate(to: [.profile])], on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        completing ? pull.complete() : pull.cancel()
        app.ui.finishAll()
        #expect(outcomes.results.first == [completing ? "enter(cart), enter(\(type))" : "enter(\(type))"])
        #expect(outcomes.results.last == ["leave(cart), switchTo(profile)"])
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
            during: [[.goBack], [.navigate(to: [.home, .product(1), .order(1)])]])
        #expect(outcomes.results == [["leave(product(2))"], ["enter(order(1))"]])
        #expect(app.userEvents == [])
        #expect(app.shown == "app > home > product(1) > order(1)")
        #expect(app.violations == [])
    }

    /// Cancelled, the swipe leaves the screen and the push goes on it; completed, the user took
    /// the screen away, which the user event says, and the request plans again from what is shown.
    @Test(arguments: [false, true])
    func aPushDuringASwipeBackWaitsForTheUserToLetGo(completing: Bool) throws {
        let (app, outcomes) = try swipeBack(
            completing: completing, shown: [.home, .product(1)],
            during: [[.navigate(to: [.home, .product(1), .product(2)])], [.navigate(to: [.home, .order(1)])]])
        #expect(outcomes.results.first == [completing ? "enter(product(1)), enter(product(2))" : "enter(product(2))"])
        #expect(outcomes.results.last == ["leave(product(2)), leave(product(1)), enter(order(1))"])
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
