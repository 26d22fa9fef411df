import Foundation
import RoutyHeadless
import RoutyInspector
import Testing

/// Groups of tabs and hidden tabs in the inspector's trees and the app's map (issue 35, point 4):
/// a group shows as a group with its tabs under it, a hidden tab is marked hidden, and the tabs
/// stand in the order the user left them in.
@Suite("Tab groups and hidden tabs in the inspector")
@MainActor
struct TabGroupInspectionTests {
    enum Shelf: String, Hashable, Sendable {
        case app, home, library, books, music, search
    }

    /// `app` with the tabs home, a group `library` of books and music, and search.
    @MainActor
    final class ShelfApp {
        let tree = RoutingTree()
        let window: HeadlessWindow<Shelf>
        let bar: HeadlessTabs<Shelf>
        let library: HeadlessTabs<Shelf>
        let books = HeadlessStack(NavigationContext(Shelf.books))
        let music = HeadlessStack(NavigationContext(Shelf.music))
        let search = HeadlessStack(NavigationContext(Shelf.search))
        let router: NavigationRouter<Shelf>

        init() throws {
            window = HeadlessWindow(tree: tree)
            library = HeadlessTabs(NavigationContext(.library), tabs: [books, music])
            bar = HeadlessTabs(
                NavigationContext(.app), tabs: [HeadlessStack(NavigationContext(.home)), library, search])
            try window.show(bar)
            router = NavigationRouter(tree: tree, factory: NavigationElementRegistry<Shelf>())
        }
    }

    /// The trees of the page's data, each element as `[context, parent, role, active(, hidden)]`
    /// with its context by name.
    static func trees(of inspection: NavigationInspection<Shelf>) throws -> [[[String]]] {
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(inspection.pageData().utf8)) as? [String: Any])
        let contexts = try #require(data["contexts"] as? [String])
        let trees = try #require(data["trees"] as? [[[Any]]])
        return try trees.map { tree in
            try tree.map { element in
                let context = try #require(element.first as? Int)
                return [contexts[context]] + element.dropFirst().map { "\($0)" }
            }
        }
    }

    @Test("The page's trees: a group as a group with its tabs under it, a hidden tab marked, the user's order")
    func thePagesTreesShowGroupsAndHiddenTabs() async throws {
        let app = try ShelfApp()
        let start = app.router.snapshot()
        #expect(app.bar.hide(app.search))
        #expect(app.library.move(app.music, to: 0))
        try await app.router.perform(.navigate(to: [NavigationContext(.music)]))
        let inspection = NavigationInspection(
            start: start, steps: [.init(entry: .mark("arranged"), snapshot: app.router.snapshot())])

        let trees = try Self.trees(of: inspection)

        #expect(
            trees == [
                [
                    ["app", "-1", "r", "1"], ["home", "0", "T", "1"], ["library", "0", "g", "0"],
                    ["books", "2", "T", "0"], ["music", "2", "t", "0"], ["search", "0", "t", "0"],
                ],
                [
                    ["app", "-1", "r", "1"], ["home", "0", "t", "0"], ["library", "0", "G", "1"],
                    ["music", "2", "T", "1"], ["books", "2", "t", "0"], ["search", "0", "t", "0", "1"],
                ],
            ])
    }

    @Test("The map: the group with its tabs in the user's order, its tabs in it, a hidden tab as hidden")
    func theMapShowsGroupsAndHiddenTabs() throws {
        let app = try ShelfApp()
        #expect(app.bar.hide(app.search))
        #expect(app.library.move(app.music, to: 0))

        let map = NavigationMap(router: app.router)

        #expect(
            map.description == """
                # Navigation map: 6 screens, 0 findings
                app: root; tabs home, library, search
                books: tab in library
                home: tab
                library: tab group; tabs music, books
                music: tab in library
                search: tab, hidden

                """)
        let html = map.html()
        // Groups and hidden tabs stand with the tabs, each marked, a group with its tabs.
        let afterHeading = try #require(html.firstRange(of: "<h2>tab</h2>").map { html[$0.upperBound...] })
        let column = afterHeading[..<(afterHeading.firstRange(of: "<h2>")?.lowerBound ?? afterHeading.endIndex)]
        #expect(column.contains("<b>library</b> <i>tab group</i><div class=\"tabs\">tabs music, books</div>"))
        #expect(column.contains("<b>search</b> <i>tab, hidden</i>"))
        #expect(column.contains("<b>music</b> <i>tab in library</i>"))
    }
}
