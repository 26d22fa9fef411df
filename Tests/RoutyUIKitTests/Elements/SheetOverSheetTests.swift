import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A sheet over a sheet: UIKit presents the upper one from the lower one, the user can pull down
/// only the upper one, and dismissing the lower one takes the upper one with it.
@MainActor
@Suite struct SheetOverSheetTests {
    @Test func aSheetPresentsASheetOverItself() throws {
        let app = try TestApp()

        let result = app.run([.navigate(to: [.cart, .help])])

        #expect(result?.summary == "enter(cart), enter(help)")
        #expect(app.shown == "app > home > cart > help")
        #expect(app.path == app.shown)
        let cart = try #require(app.element(.cart))
        let help = try #require(app.element(.help))
        #expect(cart.viewController.presentedViewController === help.viewController)
        #expect(cart.modal === help)
        #expect(app.violations == [])
    }

    @Test func onlyTheUpperSheetCanBePulledDown() throws {
        let app = try TestApp()
        try app.setUp([[.cart, .help]])
        app.clearEvents()
        let cart = try #require(app.element(.cart))

        #expect(cart.viewController.pullDown() == false)
        #expect(app.shown == "app > home > cart > help")
        #expect(try #require(app.element(.help)).viewController.pullDown())

        #expect(app.shown == "app > home > cart")
        #expect(app.path == app.shown)
        #expect(app.userEvents == ["user(leave(help))"])
        #expect(cart.modal == nil)
        #expect(app.violations == [])
    }

    @Test func closingTheLowerSheetTakesTheUpperWithIt() throws {
        let app = try TestApp()
        try app.setUp([[.cart, .help]])
        let help = try #require(app.element(.help))

        let result = app.run([.close(.cart)])

        #expect(result?.summary == "leave(help), leave(cart)")
        #expect(app.shown == "app > home")
        #expect(app.path == app.shown)
        #expect(help.isShown == false)
        #expect(app.violations == [])
    }

    @Test func theLowerSheetLeftDirectlyGoesInOneDismissalWithTheUpper() throws {
        let app = try TestApp()
        try app.setUp([[.cart, .help]])
        let cart = try #require(app.element(.cart))
        let help = try #require(app.element(.help))
        app.clearEvents()
        var calls: [Bool] = []

        cart.leaveNode(with: cart.entry, animated: true) { calls.append($0) }
        #expect(app.ui.pending.map(\.name) == ["dismiss navigation(cart)"])
        app.ui.finishAll()

        #expect(calls == [true])
        #expect(app.shown == "app > home")
        #expect(app.path == app.shown)
        #expect(app.userEvents == ["user(leave(cart))"])
        #expect(help.isShown == false)
        #expect(cart.isShown == false)
        #expect(app.violations == [])
    }
}
