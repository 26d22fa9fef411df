import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A context type's custom transition when one of its screens is presented modally: the presented
/// view controller's transitioning delegate returns its animator for the presentation and the
/// dismissal; the element keeps that delegate, which UIKit holds weakly, while the modal is shown.
@MainActor
@Suite struct ModalTransitionTests {
    /// The test app with help (a plain sheet) and cart (a sheet in its own stack) registered with
    /// a custom transition.
    private func appWithModalTransitions() throws -> TestApp {
        try TestApp { factory, maker in
            let transition = UIKitTransition<FakePlatform> { FakeAnimator($0) }
            factory.register(.help, presentation: .modal(.sheet), transition: transition, maker: maker)
            factory.register(
                .cart, presentation: .modal(.formSheet, inNavigationStack: true), transition: transition, maker: maker)
        }
    }

    @Test func theRoutersPresentationAndDismissalUseTheTypesAnimator() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .help]])
        let help = try #require(app.element(.help)).viewController
        #expect(help.modalAnimators.map(\.operation) == [.present])
        // The style stays what the registration says; the animator runs within it.
        #expect(help.modalPresentationStyle == .pageSheet)

        #expect(app.run([.close(.help)])?.summary == "leave(help)")

        #expect(help.modalAnimators.map(\.operation) == [.present, .dismiss])
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func aModalInItsOwnStackIsPresentedWithIt() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .cart]])
        let cart = try #require(app.element(.cart) as? AppStack).viewController
        #expect(cart.modalAnimators.map(\.operation) == [.present])
        #expect(cart.modalPresentationStyle == .formSheet)

        #expect(app.run([.close(.cart)])?.summary == "leave(cart)")

        #expect(cart.modalAnimators.map(\.operation) == [.present, .dismiss])
        #expect(app.violations == [])
    }

    @Test func theDelegateLivesWhileTheModalIsShownAndGoesAfter() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .help]])
        // The test keeps the element, as an app may: the delegate still goes with the modal.
        let element = try #require(app.element(.help))
        let help = element.viewController
        weak let delegate = help.transitioningDelegate
        #expect(delegate != nil)

        #expect(app.run([.close(.help)])?.summary == "leave(help)")

        #expect(delegate == nil)
        #expect(help.transitioningDelegate == nil)
        #expect(!element.isShown)
    }

    @Test func theUsersPullDownUsesTheAnimatorAndReachesTheTree() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .help]])
        let help = try #require(app.element(.help)).viewController
        app.clearEvents()

        let pull = try #require(help.beginPullDown())
        // UIKit asks for the dismissal's animator when the interactive dismissal begins, and the
        // delegate must outlive the pull.
        #expect(help.modalAnimators.map(\.operation) == [.present, .dismiss])
        #expect(help.transitioningDelegate != nil)
        pull.complete()

        #expect(app.userEvents == ["user(leave(help))"])
        #expect(help.transitioningDelegate == nil)
        #expect(app.shown == "app > home")
        #expect(app.violations == [])
    }

    @Test func aPullDownTheUserCancelsKeepsTheDelegate() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .help]])
        let help = try #require(app.element(.help)).viewController

        try #require(help.beginPullDown()).cancel()

        #expect(help.transitioningDelegate != nil)
        #expect(app.run([.close(.help)])?.summary == "leave(help)")
        #expect(help.modalAnimators.map(\.operation) == [.present, .dismiss, .dismiss])
        #expect(help.transitioningDelegate == nil)
    }

    @Test func aModalWithoutATransitionIsUnchanged() throws {
        let app = try appWithModalTransitions()
        try app.setUp([[.home, .login]])
        let login = try #require(app.element(.login)).viewController

        #expect(login.transitioningDelegate == nil)
        #expect(app.run([.close(.login)])?.summary == "leave(login)")

        #expect(login.modalAnimators.isEmpty)
        #expect(login.transitioningDelegate == nil)
        #expect(app.violations == [])
    }

    @Test func aPresentationWithoutAnimationAsksForNoAnimator() throws {
        let app = try appWithModalTransitions()
        let home = try #require(app.stack(.home))
        let help = try app.factory.element(for: .help)
        var results: [Bool] = []

        home.present(help, as: .modal, animated: false) { results.append($0) }
        help.leaveNode(with: help.entry, animated: false) { results.append($0) }

        #expect(results == [true, true])
        #expect((help.viewController as FakeViewController).modalAnimators.isEmpty)
        #expect(app.violations == [])
    }

    @Test func aPushedScreenOfTheTypeStillGetsItsPushAnimator() throws {
        let app = try TestApp { factory, maker in
            factory.register(.help, transition: UIKitTransition { FakeAnimator($0) }, maker: maker)
        }
        try app.setUp([[.home, .help]])
        let navigation = try #require(app.navigationController(.home))
        let help = try #require(app.element(.help)).viewController

        #expect(navigation.animators.map(\.operation) == [.push])
        #expect(help.modalAnimators.isEmpty)
        #expect(help.transitioningDelegate == nil)
    }
}
