import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A context type's custom transition: the navigation controller's delegate returns its animator
/// for the animated push that shows one of its screens and the pop that takes it away.
@MainActor
@Suite struct TransitionTests {
    /// The test app with products pushed with a custom transition.
    private func appWithProductTransition() throws -> TestApp {
        let app = try TestApp()
        var factory = app.factory
        let ui = app.ui
        factory.register(.product, transition: UIKitTransition { FakeAnimator($0) }) { context in
            FakeScreenController(context, ui: ui)
        }
        app.router.factory = factory
        return app
    }

    @Test func thePushAndThePopOfAScreenUseItsTypesAnimator() throws {
        let app = try appWithProductTransition()
        try app.setUp([[.home, .product(1)]])
        let navigation = try #require(app.navigationController(.home))
        #expect(navigation.animators.map(\.operation) == [.push])

        #expect(app.run([.close(.product(1))])?.summary == "leave(product(1))")

        #expect(navigation.animators.map(\.operation) == [.push, .pop])
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func theUsersPopUsesItToo() throws {
        let app = try appWithProductTransition()
        try app.setUp([[.home, .category("tea"), .product(1)]])
        let navigation = try #require(app.navigationController(.home))
        app.clearEvents()

        #expect(navigation.tapBack(animated: true))

        #expect(navigation.animators.map(\.operation) == [.push, .pop])
        app.ui.finishAll()
        #expect(app.userEvents == ["user(leave(product(1)))"])
        #expect(app.violations == [])
    }

    @Test func otherTypesKeepUIKitsAnimation() throws {
        let app = try appWithProductTransition()
        try app.setUp([[.home, .category("tea")]])
        let navigation = try #require(app.navigationController(.home))

        #expect(app.run([.close(.category("tea"))])?.summary == "leave(category(tea))")

        #expect(navigation.animators.isEmpty)
        #expect(try app.factory.element(for: .category("tea")).transition == nil)
        #expect(app.violations == [])
    }
}
