import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `KitPresenter`: the one `canPresent`/`present` of the kits' elements and windows.
@MainActor
@Suite struct KitPresenterTests {
    /// A presenter of the app's own that adopts `KitPresenter` instead of writing the methods.
    final class OwnPresenter: KitPresenter {
        var entry: RoutingEntry { RoutingEntry(identifier: "own", routable: self) }
    }

    @Test(arguments: [NavigationPresentation.push, .modal, .root])
    func aTypeOutsideTheKitsPresentsNothingAndCompletesOnce(_ presentation: NavigationPresentation) {
        let presenter = OwnPresenter()
        var calls: [Bool] = []

        presenter.present(HeadlessScreen<Screen>(.cart), as: presentation, animated: false) { calls.append($0) }

        #expect(presenter.canPresent(presentation) == false)
        #expect(calls == [false])
    }

    @Test func eachHeadlessPresenterOffersWhatItsPlaceAllows() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let product = try #require(shop.element(.product(1)))
        let unshown = HeadlessScreen<Screen>(Context(.help))
        let offers = { (presenter: any NavigationPresenter) in
            [NavigationPresentation.push, .modal, .root].filter(presenter.canPresent).map(\.description)
        }

        #expect(offers(shop.window) == ["root"])
        #expect(offers(shop.tabs) == ["modal"])
        #expect(offers(shop.catalog) == ["push", "modal"])
        #expect(offers(product) == ["push", "modal"])
        #expect(offers(unshown) == ["modal"])
    }

    @Test func aWindowThatShowsARootTakesNoOther() {
        let window = HeadlessWindow<Screen>(tree: RoutingTree())
        var calls: [Bool] = []

        window.present(HeadlessScreen<Screen>(.home), as: .root, animated: false) { calls.append($0) }
        window.present(HeadlessScreen<Screen>(.catalog), as: .root, animated: false) { calls.append($0) }
        window.present(HeadlessScreen<Screen>(.cart), as: .modal, animated: false) { calls.append($0) }

        #expect(calls == [true, false, false])
        #expect(window.shownPath == [.home])
    }
}
