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

    @Test func theChainHandsOnHowTheRouterShowsTheElement() throws {
        var alerts = NavigationElementRegistry<Screen>()
        alerts.register(.confirmDelete, presentation: .modal) { HeadlessAlert($0, alert: TestShop.deleteAlert) }
        let shown = PresentationRecordingFactory()
        let chain = NavigationElementFactoryChain([alerts, shown])

        // The cart's factory says form sheet; the router decided a popover (an adaptive type's
        // regular width, say), and the chain must hand that on.
        _ = try chain.makeElement(for: .cart, presentedAs: .modal(.popover))
        _ = try chain.makeElement(for: .confirmDelete(1), presentedAs: .modal(.popover))
        #expect(shown.made == [.modal(.popover)])
    }
}

/// A factory of carts whose element depends on how it is shown: it records each presentation the
/// router (or a chain) hands it.
@MainActor
private final class PresentationRecordingFactory: NavigationElementFactory {
    var made: [NavigationPresentation] = []

    func presentation(for context: NavigationContext<Screen>) throws(NavigationError<Screen>) -> NavigationPresentation
    {
        guard context.type == .cart else { throw .unregisteredType(context.type) }
        return .modal(.formSheet)
    }

    func makeElement(for context: NavigationContext<Screen>) throws(NavigationError<Screen>)
        -> any NavigationElement<Screen>
    {
        try makeElement(for: context, presentedAs: presentation(for: context))
    }

    func makeElement(
        for context: NavigationContext<Screen>,
        presentedAs presentation: NavigationPresentation
    ) throws(NavigationError<Screen>) -> any NavigationElement<Screen> {
        made.append(presentation)
        return HeadlessScreen(context)
    }
}
