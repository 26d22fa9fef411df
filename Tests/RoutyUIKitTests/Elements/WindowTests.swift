import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// The window: a root presentation replaces the root, with what it presents.
@MainActor
@Suite struct WindowTests {
    @Test func aRootPresentationReplacesTheRoot() throws {
        let app = try TestApp()
        try app.setUp([[.catalog, .product(1)], [.cart]])
        let result = app.run([.navigate(to: [.onboarding])])
        #expect(result?.summary == "leave(cart), leave(product(1)), leave(app), enter(onboarding)")
        #expect(app.shown == "onboarding")
        #expect(app.fakeWindow.rootViewController is FakeNavigationController)
        #expect(app.tabs == nil)
        #expect(app.violations == [])
    }

    @Test func theNewRootPushes() throws {
        let app = try TestApp()
        try app.setUp([[.onboarding], [.onboarding, .product(1)]])
        #expect(app.shown == "onboarding > product(1)")
        #expect(app.violations == [])
    }

    @Test func showReplacesTheRootAndDismissesWhatItPresents() throws {
        let app = try TestApp()
        try app.setUp([[.help]])
        let onboarding = try app.factory.element(for: .onboarding)
        try app.window.show(onboarding)
        #expect(app.shown == "onboarding")
        #expect(app.violations == [])
    }

    @Test func aRootTheTreeNoLongerHoldsIsNamedByItsContextWhenShowFails() throws {
        let app = try TestApp()
        let root = try #require(app.window.root)
        try app.tree.didLeaveNode(with: root.entry)
        let onboarding = try app.factory.element(for: .onboarding)

        #expect(throws: NavigationError<Screen>.notInTree(.app)) { try app.window.show(onboarding) }
        #expect(app.window.root === root)
        #expect(app.fakeWindow.rootViewController === root.viewController)
    }

    @Test func theWindowPresentsOnlyARootWhenItHasNone() throws {
        let app = try TestApp()
        let onboarding = try app.factory.element(for: .onboarding)
        var calls: [Bool] = []
        app.window.present(onboarding, as: .root, animated: false) { calls.append($0) }
        app.window.present(onboarding, as: .modal, animated: false) { calls.append($0) }
        #expect(calls == [false, false])
        #expect(app.window.canPresent(.root))
        #expect(app.window.canPresent(.push) == false)
    }
}
