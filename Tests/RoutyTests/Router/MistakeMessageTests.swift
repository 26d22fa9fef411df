import Routy
import RoutyTestSupport
import Testing

/// A close, a go-back or a tab selection that cannot be done says which mistake it is — not a
/// tab, in a tab that is not selected, not shown at all — and what to do instead (issue 33).
@MainActor
@Suite struct MistakeMessageTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        let request: NavigationRequest<Screen>
        let error: NavigationError<Screen>
        let message: String
        var testDescription: String { request.description }
    }

    nonisolated static let mistakes: [Mistake] = [
        Mistake(
            request: [.selectTab(.cart)], error: .notATab(.cart),
            message: "cart is not a tab: selectTab selects only the tabs a container shows, and no tab shows cart. "
                + "Use navigate(to:) to show it."),
        Mistake(
            request: [.selectTab(.article(7))], error: .notATab(.article(7)),
            message: "article(7) is not a tab: selectTab selects only the tabs a container shows, and no tab shows "
                + "article(7). Use navigate(to:) to show it."),
        Mistake(
            request: [.close(.home)], error: .inUnselectedTab(.home, tab: .home),
            message: "home is a tab that is not selected: close and goBack(to:) act on the active path only. "
                + "Select it with selectTab(home)."),
        Mistake(
            request: [.close(.article(7))], error: .inUnselectedTab(.article(7), tab: .home),
            message: "article(7) is in the home tab, which is not selected: close and goBack(to:) act on the active "
                + "path only. Select that tab first (selectTab(home)), or navigate(to:) where to go."),
        Mistake(
            request: [.goBack(to: .article(7))], error: .inUnselectedTab(.article(7), tab: .home),
            message: "article(7) is in the home tab, which is not selected: close and goBack(to:) act on the active "
                + "path only. Select that tab first (selectTab(home)), or navigate(to:) where to go."),
        Mistake(
            request: [.close(.orders)], error: .notShown(.orders),
            message: "orders is not on the active path, nor in another tab: nothing shows it, so there is nothing "
                + "to close or go back to. Show it with navigate(to:) first."),
        Mistake(
            request: [.goBack(to: .article(8))], error: .notShown(.article(8)),
            message: "article(8) is not on the active path, nor in another tab: nothing shows it, so there is "
                + "nothing to close or go back to. Show it with navigate(to:) first."),
    ]

    /// Home shows an article, the catalog is selected, and the cart is presented over it.
    @Test(arguments: mistakes)
    func eachMistakeSaysWhichItIs(_ mistake: Mistake) async throws {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog, .cart]])

        let result = await shop.router.result(of: mistake.request)

        #expect(result.failure?.cause == mistake.error)
        #expect(result.failure?.cause.description == mistake.message)
        #expect(shop.path == "app > catalog > cart")
        #expect(shop.violations == [])
    }
}
