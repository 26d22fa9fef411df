import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A chain of factories asks them in order: the first that knows a context's type shows it.
@MainActor
@Suite struct FactoryChainTests {
    @Test func theFirstFactoryThatKnowsTheTypeWins() throws {
        var alerts = NavigationElementRegistry<Screen>()
        alerts.register(.confirmDelete, presentation: .modal) { HeadlessAlert($0, alert: TestShop.deleteAlert) }
        alerts.register(.product, presentation: .modal) { HeadlessScreen($0) }
        var screens = NavigationElementRegistry<Screen>()
        screens.register([.product, .cart]) { HeadlessScreen($0) }
        let chain = NavigationElementFactoryChain([alerts, screens])

        #expect(try chain.presentation(for: .confirmDelete(1)) == .modal)
        #expect(try chain.presentation(for: .product(1)) == .modal)
        #expect(try chain.presentation(for: .cart) == .push)
        #expect(try chain.makeElement(for: .confirmDelete(1)) is HeadlessAlert<Screen, DeleteChoice>)
        #expect(throws: NavigationError<Screen>.unregisteredType(.login)) { try chain.presentation(for: .login) }
        #expect(throws: NavigationError<Screen>.unregisteredType(.login)) { try chain.makeElement(for: .login) }
    }

    @Test func aFactoryThatKnowsTheTypeButMakesNothingIsTheAnswer() throws {
        var refusing = NavigationElementRegistry<Screen>()
        refusing.register(.cart) { _ in nil }
        var screens = NavigationElementRegistry<Screen>()
        screens.register(.cart) { HeadlessScreen($0) }
        let chain = NavigationElementFactoryChain([refusing, screens])
        #expect(throws: NavigationError<Screen>.noElement(.cart)) { try chain.makeElement(for: .cart) }
    }
}
