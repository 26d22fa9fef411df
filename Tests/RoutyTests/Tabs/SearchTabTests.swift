import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The search tab (issue 35, point 3): a link with a query reaches the search tab's screen as its
/// context's payload — the tab takes it in place and keeps its stack's root.
@MainActor
@Suite struct SearchTabTests {
    /// The app's links: `media://search?q=…` is the search tab with the query.
    static func links() -> DeeplinkTable<Media> {
        var table = DeeplinkTable<Media>()
        table.register("media://search") { link in [.app, .search(try link.value("q", as: String.self))] }
        return table
    }

    /// The search tab: a stack whose root takes a query in place.
    static func searchTab() -> HeadlessStack<Media> { HeadlessStack(.search(""), isUpdatable: true) }

    @Test func aLinkWithAQueryReachesTheSearchTab() async throws {
        let app = try MediaApp(searchTab: Self.searchTab())
        app.router.deeplinks = Self.links()

        let plan = try app.router.plan(.open("media://search?q=jazz"))
        let report = try await app.router.perform(.open("media://search?q=jazz"))

        #expect(plan.instructions == report.instructions)
        #expect(report.description == "switchTo(search()), update(search() -> search(jazz))")
        #expect(app.search.context == .search("jazz"))
        #expect(app.path == "app > search(jazz)")
        #expect(app.violations == [])
    }

    /// Another query updates the same tab in place, over what it showed; a hidden search tab
    /// follows the policy as any tab does.
    @Test func anotherQueryUpdatesTheTabInPlace() async throws {
        let app = try MediaApp(policy: .fail, searchTab: Self.searchTab())
        try await app.router.perform(.navigate(to: [.app, .search("jazz"), .album(1)]))
        try await app.router.perform(.navigate(to: [.app, .home]))

        let report = try await app.router.perform(.navigate(to: [.app, .search("blues")]))

        #expect(report.description == "switchTo(search(jazz)), leave(album(1)), update(search(jazz) -> search(blues))")
        #expect(app.path == "app > search(blues)")
        #expect(app.bar.hide(app.search))
        let failure = await app.router.result(of: [.navigate(to: [.app, .search("folk")])]).failure
        #expect(failure?.cause == .hiddenTab(.search("blues")))
        #expect(app.violations == [])
    }
}
