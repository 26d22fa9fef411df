import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A gesture that lands while a request runs has already happened on screen: the tree hears it at
/// once, and the request plans again from it or ends with a typed error, tree and screen agreeing.
@MainActor
@Suite struct GestureDuringRequestTests {
    @Test func aTabTappedWhileAPushAnimatesMakesTheRouterPlanAgain() throws {
        let app = try TestApp()
        app.router.animation = .all
        var results: [NavigationResult<Screen>] = []
        app.router.enqueue(.navigate(to: [.home, .product(1), .product(2)])) { results.append($0) }
        #expect(app.shown == "app > home > product(1)")
        // The user taps the catalog tab while product(1) slides in.
        #expect(try #require(app.tabBarController).tap(1))
        #expect(app.path == "app > catalog")
        #expect(app.shown == app.path)
        app.ui.finishAll()
        #expect(results.count == 1)
        // The push happened, in the tab the user left: the request plans again from the catalog
        // tab, as it does when a gesture interrupts a pop, and goes back to show product(2) over
        // product(1).
        #expect(results.first?.summary == "enter(product(1)), switchTo(home), enter(product(2))")
        #expect(app.shown == "app > home > product(1) > product(2)")
        #expect(app.stack(.home)?.pushed.map(\.context) == [.product(1), .product(2)])
        #expect(app.violations == [])
    }

    @Test func theBackButtonAfterARequestsPushLeavesThePushedScreen() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)]])
        app.clearEvents()
        let navigation = try #require(app.navigationController(.home))
        #expect(navigation.tapBack())
        let result = app.run([.navigate(to: [.home, .product(1), .product(2)])])
        #expect(result?.summary == "enter(product(1)), enter(product(2))")
        #expect(app.userEvents == ["user(leave(product(1)))"])
        #expect(app.violations == [])
    }

    @Test func aCompletionUIKitCallsAtOnceStillComesAfterTheTreeWasTold() throws {
        let app = try TestApp()
        let home = try #require(app.stack(.home))
        let help = UIKitScreen<Screen, FakePlatform>(.help, viewController: FakeScreenController(.help, ui: app.ui))
        var leafInCompletion: [Bool] = []
        home.present(help, as: .modal, animated: false) { success in
            leafInCompletion.append(success && app.tree.activeLeaf?.entry.routable === help)
        }
        #expect(leafInCompletion == [true])
        let screen = UIKitScreen<Screen, FakePlatform>(
            .product(1), viewController: FakeScreenController(.product(1), ui: app.ui))
        help.leaveNode(with: help.entry, animated: false) { _ in }
        home.present(screen, as: .push, animated: false) { success in
            leafInCompletion.append(success && app.tree.activeLeaf?.entry.routable === screen)
        }
        screen.leaveNode(with: screen.entry, animated: false) { success in
            leafInCompletion.append(success && app.tree.activeLeaf?.entry.routable === home)
        }
        #expect(leafInCompletion == [true, true, true])
        #expect(app.violations == [])
    }
}
