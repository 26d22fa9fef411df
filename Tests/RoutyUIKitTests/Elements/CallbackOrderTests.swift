import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A way the fakes deliver the callbacks that end each transition, where Apple's pages leave the
/// order open: as commonly observed or reversed, in one turn of the run loop or two, and a swipe
/// back that drops its view controller when it begins or when it ends.
struct Delivery: Sendable, CustomTestStringConvertible {
    var reversed: Bool
    var splitsTurns: Bool
    var dropsSwipedAtBegin: Bool

    /// Every combination.
    static let all: [Delivery] = [false, true].flatMap { reversed in
        [false, true].flatMap { splits in
            [true, false].map { Delivery(reversed: reversed, splitsTurns: splits, dropsSwipedAtBegin: $0) }
        }
    }

    var testDescription: String {
        [
            reversed ? "reversed" : "listed", splitsTurns ? "two turns" : "one turn",
            dropsSwipedAtBegin ? "drops at begin" : "drops at end",
        ].joined(separator: ", ")
    }

    @MainActor func apply(to ui: FakeUI) {
        ui.order = reversed ? .reversed : .listed
        ui.splitsTurns = splitsTurns
        ui.dropsSwipedAtBegin = dropsSwipedAtBegin
    }
}

/// The four situations of issue 30, each under every order of UIKit's callbacks the fakes can
/// deliver: the tree ends equal to what UIKit shows, each request ends once, and each change the
/// user made is reported once as `userNavigated`.
@MainActor
@Suite struct CallbackOrderTests {
    // MARK: - 1. A sheet the user pulls down while a request waits

    /// The request presents over the sheet the user is pulling down: the pull completes, the
    /// user's leave is reported once, and the request plans again from what is shown.
    @Test(arguments: Delivery.all)
    func aSheetPulledDownWhileARequestWaitsIsTheUsersLeaveOnce(_ delivery: Delivery) throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        delivery.apply(to: app.ui)
        app.clearEvents()
        let pull = try #require(app.element(.cart)?.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.cart, .help])], on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[]])
        pull.complete()
        app.ui.finishAll()
        #expect(outcomes.results == [["enter(cart), enter(help)"]])
        #expect(app.userEvents == ["user(leave(cart))"])
        #expect(app.shown == "app > home > cart > help")
        #expect(app.violations == [])
    }

    /// A close of the sheet the user is pulling down, which the pull carries out: the request's
    /// own leave, once, with no user event. With checkout pushed on the sheet, the running
    /// instruction is checkout's leave: the cart that goes with it is the user's, once.
    @Test(arguments: Delivery.all, [false, true])
    func aCloseThatThePullDownCarriesOutIsTheRequestsLeave(_ delivery: Delivery, pushed: Bool) throws {
        let app = try TestApp()
        try app.setUp([pushed ? [.cart, .checkout] : [.cart]])
        delivery.apply(to: app.ui)
        app.clearEvents()
        let pull = try #require(app.element(.cart)?.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue([.close(.cart)], on: app)
        outcomes.enqueue([.navigate(to: [.catalog])], on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[], []])
        pull.complete()
        app.ui.finishAll()
        #expect(outcomes.results == [[pushed ? "leave(checkout)" : "leave(cart)"], ["switchTo(catalog)"]])
        #expect(app.userEvents == (pushed ? ["user(leave(cart))"] : []))
        #expect(app.path == "app > catalog")
        #expect(app.violations == [])
    }

    /// A close while the user pulls the sheet down and UIKit gives no coordinator to wait on:
    /// the close ends at once rather than wait for ever, and the pull is the user's leave.
    @Test(arguments: Delivery.all)
    func aCloseUIKitWouldIgnoreEndsOnce(_ delivery: Delivery) throws {
        let app = try TestApp()
        try app.setUp([[.help]])
        delivery.apply(to: app.ui)
        app.clearEvents()
        let help = try #require(app.element(.help))
        help.viewController.coordinatorsRefuseAnimations = true
        let pull = try #require(help.viewController.beginPullDown())
        let outcomes = Outcomes()
        outcomes.enqueue([.close(.help)], on: app)
        outcomes.enqueue([.navigate(to: [.help])], on: app)
        // The dismissal would be ignored and the end of the pull will not be reported: the close
        // fails at once rather than wait for ever; the request behind it runs.
        #expect(outcomes.results.first?.count == 1)
        #expect(outcomes.results.first?.first?.contains("leave(help)") == true)
        #expect(outcomes.results[1] == ["(nothing to do)"])
        app.ui.finishAll()
        pull.complete()
        app.ui.finishAll()
        #expect(outcomes.results.first?.count == 1)
        #expect(app.userEvents == ["user(leave(help))"])
        #expect(app.path == "app > home")
        #expect(app.violations == [])
    }

    // MARK: - 2. A push requested during a swipe back

    @Test(arguments: Delivery.all)
    func aPushDuringASwipeBackPlansAgainFromWhatIsShown(_ delivery: Delivery) throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        delivery.apply(to: app.ui)
        app.clearEvents()
        let swipe = try #require(app.navigationController(.home)?.beginSwipeBack())
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.home, .product(1), .product(2)])], on: app)
        app.ui.finishAll()
        #expect(outcomes.results == [[]])
        swipe.complete()
        app.ui.finishAll()
        #expect(outcomes.results == [["enter(product(1)), enter(product(2))"]])
        #expect(app.userEvents == ["user(leave(product(1)))"])
        #expect(app.shown == "app > home > product(1) > product(2)")
        #expect(app.violations == [])
    }

    /// A push's `didShow` that comes in a later turn, after the user began to swipe the pushed
    /// screen away, is not the end of that swipe: the swipe the user cancels leaves the screen in
    /// the tree. (Found by the long soak.)
    @Test func aLateDidShowDuringANewSwipeWaitsForTheSwipeToEnd() throws {
        let app = try TestApp()
        app.router.animation = .all
        // The push's coordinator's completion in this turn, its didShow in the next.
        app.ui.order = .reversed
        app.ui.splitsTurns = true
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.home, .product(1)])], on: app)
        app.ui.finishNext()
        #expect(outcomes.results == [["enter(product(1))"]])
        let swipe = try #require(app.navigationController(.home)?.beginSwipeBack())
        app.ui.finishAll()
        swipe.cancel()
        app.ui.finishAll()
        #expect(app.path == "app > home > product(1)")
        #expect(app.userEvents == [])
        #expect(app.violations == [])
    }

    // MARK: - 4. A request during the dismissal of an alert the user tapped

    @Test(arguments: Delivery.all)
    func aRequestDuringATappedAlertsDismissalKeepsTheTappedValue(_ delivery: Delivery) async throws {
        let app = try TestApp()
        app.registerAlerts()
        try app.setUp([[.catalog, .product(1)]])
        delivery.apply(to: app.ui)
        let asking = await app.askToDelete(1)
        app.clearEvents()
        let alert = try #require(app.alert)
        #expect(alert.alertController.tap("Delete"))
        let outcomes = Outcomes()
        outcomes.enqueue([.navigate(to: [.home])], on: app)
        await app.settle()
        #expect(await asking.value == "value(delete)")
        #expect(outcomes.results.count == 1 && outcomes.results[0].count == 1)
        #expect(app.path == "app > home")
        #expect(app.violations == [])
        #expect(app.userEvents.filter { $0.contains("confirmDelete") }.count <= 1)
    }
}

/// Situation 3 of issue 30: a split that collapses while a request's push animates.
@MainActor
@Suite struct SplitCallbackOrderTests {
    /// Collapsing to the sidebar or the supplementary column while the request's push of the
    /// mailbox or the message animates: the request plans again from what is shown, and what the
    /// collapse took away is the user's leave, once.
    @Test(arguments: [SplitColumn.primary, .supplementary], [1, 2])
    func aCollapseWhileAPushAnimatesPlansAgain(to top: SplitColumn, duringPush push: Int) throws {
        let app = try SplitApp()
        app.router.animation = .all
        var results: [String] = []
        app.router.enqueue(.navigate(to: [.mail, .mailbox("inbox"), .message(42)])) { results.append($0.summary) }
        for _ in 1..<push { app.ui.finishNext() }
        #expect(app.ui.pending.count == 1)
        app.splitViewController.collapse(proposing: top)
        app.ui.finishAll()
        #expect(results.count == 1)
        #expect(results.first?.hasSuffix("enter(message(42))") == true, "\(results)")
        #expect(app.shown == "mail > mailbox(inbox) > message(42) | - | -")
        #expect(app.violations == [])
        switch (top, push) {
        case (.primary, _): #expect(app.userEvents == ["user(leave(mailbox(inbox)))"])
        case (_, 2): #expect(app.userEvents == ["user(leave(message(42)))"])
        default: #expect(app.userEvents == [])
        }
    }
}
