import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A sheet over a sheet: a modal presented from a modal, and the lower one dismissed with the
/// upper one on it.
@MainActor
@Suite struct HeadlessSheetOverSheetTests {
    @Test func aModalPresentsAModalOverItself() async throws {
        let shop = try TestShop()

        let result = await shop.router.result(of: [.navigate(to: [.cart, .login])])

        #expect(result.summary == "enter(cart), enter(login)")
        #expect(shop.shown == "app > home > cart > login")
        #expect(shop.path == shop.shown)
        let cart = try #require(shop.element(.cart))
        #expect(cart.modal?.context == .login)
        #expect(shop.tree.node(for: try #require(cart.modal).entry)?.isModal == true)
        #expect(shop.violations == [])
    }

    @Test func closingTheLowerModalTakesTheUpperWithIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.cart, .login]])
        let login = try #require(shop.element(.login))

        let result = await shop.router.result(of: [.close(.cart)])

        #expect(result.summary == "leave(login), leave(cart)")
        #expect(shop.shown == "app > home")
        #expect(shop.path == shop.shown)
        #expect(login.isShown == false)
        #expect(shop.violations == [])
    }

    @Test func theLowerModalLeftDirectlyTakesTheUpperWithIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.cart, .login]])
        let cart = try #require(shop.element(.cart))
        let login = try #require(shop.element(.login))
        let recorder = Recorder()
        recorder.observe(shop.router)
        var calls: [Bool] = []

        cart.leaveNode(with: cart.entry, animated: true) { calls.append($0) }

        #expect(calls == [true])
        #expect(shop.shown == "app > home")
        #expect(shop.path == shop.shown)
        #expect(recorder.events == ["user(leave(cart))"])
        #expect(cart.modal == nil)
        #expect(login.isShown == false)
        #expect(shop.violations == [])
        // The stack below presents again.
        try await shop.setUp([[.login]])
        #expect(shop.shown == "app > home > login")
    }
}
