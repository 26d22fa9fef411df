import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// Modal presentation: sheets and full-screen modals complete when UIKit calls their completion,
/// a refused presentation completes `false` once, the user's pull-down reaches the tree, and
/// leave guards keep a sheet up.
@MainActor
@Suite struct ModalTests {
    @Test func aSheetInItsOwnStackCompletesWhenUIKitDoes() throws {
        let app = try TestApp()
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.cart])) { results.append($0) }
        #expect(app.shown == "app > home > cart")
        #expect(app.path == app.shown)
        #expect(results.isEmpty)
        app.ui.finishAll()
        #expect(results.map(\.summary) == ["enter(cart)"])
        let cart = try #require(app.element(.cart))
        #expect(cart is AppStack)
        #expect(cart.viewController.modalPresentationStyle == .pageSheet)
        #expect(app.tree.node(for: cart.entry)?.isModal == true)
        #expect(app.violations == [])
    }

    @Test func theModalStackPushesItsOwnScreens() throws {
        let app = try TestApp()
        try app.setUp([[.cart, .checkout]])
        #expect(app.shown == "app > home > cart > checkout")
        #expect((app.element(.cart) as? AppStack)?.pushed.map(\.context) == [.checkout])
        #expect(app.violations == [])
    }

    @Test(arguments: [(Screen.help, FakeModalStyle.pageSheet), (.login, .fullScreen)])
    func aModalGetsItsRegisteredStyle(type: Screen, style: FakeModalStyle) throws {
        let app = try TestApp()
        try app.setUp([[Context(type)]])
        #expect(app.element(Context(type))?.viewController.modalPresentationStyle == style)
        #expect(app.element(Context(type)) is UIKitScreen<Screen, FakePlatform>)
    }

    @Test func aPresentationUIKitRefusesCompletesFalseOnceAndChangesNothing() throws {
        let app = try TestApp()
        // The app presented an alert of its own: UIKit refuses another presentation, silently.
        let alert = FakeViewController(label: "alert", ui: app.ui)
        let tabBar = try #require(app.tabBarController)
        tabBar.present(alert, animated: false, completion: nil)
        let home = try #require(app.stack(.home))
        let help = UIKitScreen<Screen, FakePlatform>(.help, viewController: FakeScreenController(.help, ui: app.ui))
        var calls: [Bool] = []
        home.present(help, as: .modal, animated: true) { calls.append($0) }
        app.ui.finishAll()
        #expect(calls == [false])
        #expect(help.isShown == false)
        #expect(app.path == "app > home")

        let result = app.run([.navigate(to: [.help])])
        #expect(result?.failure?.cause == .presentFailed(.help))
        alert.dismiss(animated: false, completion: nil)
        #expect(app.violations == [])
    }

    @Test func closingAModalCompletesWhenTheDismissalEnds() throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.close(.cart)) { results.append($0) }
        #expect(results.isEmpty)
        #expect(app.path == "app > home > cart")
        #expect(app.shown == app.path)
        app.ui.finishAll()
        #expect(results.map(\.summary) == ["leave(cart)"])
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func closingAModalDismissesWhatItPresents() throws {
        let app = try TestApp()
        try app.setUp([[.cart, .checkout], [.cart, .checkout, .help]])
        #expect(app.shown == "app > home > cart > checkout > help")
        #expect(app.run([.close(.cart)])?.summary == "leave(help), leave(checkout), leave(cart)")
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    // MARK: - The user

    @Test func aSheetPulledDownLeavesTheTree() throws {
        let app = try TestApp()
        try app.setUp([[.catalog, .product(1)], [.cart, .checkout]])
        let cart = try #require(app.element(.cart))
        #expect(cart.viewController.pullDown())
        #expect(app.path == "app > catalog > product(1)")
        #expect(app.userEvents == ["user(leave(cart))"])
        #expect(cart.isShown == false)
        #expect(app.violations == [])
    }

    @Test func aFullScreenModalCannotBePulledDown() throws {
        let app = try TestApp()
        try app.setUp([[.login]])
        #expect(try #require(app.element(.login)).viewController.pullDown() == false)
        #expect(app.path == "app > home > login")
    }

    @Test(arguments: ["cart", "checkout"])
    func aGuardKeepsTheSheetUp(guarded: String) throws {
        let app = try TestApp()
        try app.setUp([[.cart, .checkout]])
        let controller = try #require(app.controller(guarded == "cart" ? .cart : .checkout))
        controller.refusesLeave = true
        let cart = try #require(app.element(.cart))
        // The delegate refuses even before UIKit is told the sheet is modal in presentation.
        #expect(cart.presentationShouldDismiss() == false)
        #expect(cart.viewController.pullDown() == false)
        try #require(app.element(.checkout)).leaveGuardDidChange()
        #expect(cart.viewController.isModalInPresentation)
        controller.refusesLeave = false
        try #require(app.element(.checkout)).leaveGuardDidChange()
        #expect(cart.viewController.isModalInPresentation == false)
        #expect(cart.viewController.pullDown())
        #expect(app.userEvents == ["user(leave(cart))"])
        #expect(app.violations == [])
    }

    @Test func aSheetWhoseGuardRefusesAtFirstIsModalInPresentation() throws {
        let app = try TestApp()
        var factory = app.factory
        factory.register(.help, presentation: .modal(.sheet)) { context in
            let controller = FakeScreenController(context, ui: app.ui)
            controller.refusesLeave = true
            return controller
        }
        app.router.factory = factory
        try app.setUp([[.help]])
        #expect(app.element(.help)?.viewController.isModalInPresentation == true)
    }

    // MARK: - Gestures while a request runs

    @Test func aSheetPulledDownWhileItsPushRunsMakesTheRequestPlanAgain() throws {
        let app = try TestApp()
        try app.setUp([[.cart]])
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.cart, .checkout])) { results.append($0) }
        #expect(app.shown == "app > home > cart > checkout")
        // The push of checkout still animates; the user pulls the sheet down.
        #expect(try #require(app.element(.cart)).viewController.pullDown())
        #expect(app.path == "app > home")
        #expect(app.shown == app.path)
        app.ui.finishAll()
        // The push the user's pull took away is planned again, with the sheet, from what is shown.
        #expect(results.map(\.summary) == ["enter(cart), enter(checkout)"])
        #expect(app.userEvents == ["user(leave(cart))"])
        #expect(app.shown == "app > home > cart > checkout")
        #expect(app.violations == [])
    }

    @Test func aSwipeBackWhileAModalIsPresentedByARequestIsImpossible() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.help])) { results.append($0) }
        #expect(try #require(app.navigationController(.home)).swipeBack() == false)
        app.ui.finishAll()
        #expect(results.map(\.summary) == ["enter(help)"])
        #expect(app.violations == [])
    }
}
