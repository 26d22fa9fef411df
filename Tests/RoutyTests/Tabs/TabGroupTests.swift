import Portus
import Routy
import RoutyHeadless
import Testing

/// Groups of tabs (issue 35, point 1): a group is a container in the tree with its own selected
/// tab, so a link to a tab inside it selects the group and the tab, and each keeps its stack.
@MainActor
@Suite struct TabGroupTests {
    @Test func aLinkToATabInAGroupSelectsTheGroupAndTheTab() async throws {
        let app = try MediaApp()

        let report = try await app.router.perform(.navigate(to: [.app, .library, .music, .album(3)]))

        #expect(report.description == "switchTo(library), switchTo(music), enter(album(3))")
        #expect(app.path == "app > library > music > album(3)")
        #expect(app.bars == "home library[books music*]* search profile")
        #expect(
            app.tree.description == """
                window *
                └─ app *
                   ├─ home
                   ├─ library *
                   │  ├─ books
                   │  └─ music *
                   │     └─ album(3) *
                   ├─ search
                   └─ profile
                """)
        #expect(app.violations == [])
    }

    /// Each tab of the group, and the group itself among the bar's tabs, keeps its stack.
    @Test func eachTabOfAGroupKeepsItsStack() async throws {
        let app = try MediaApp()
        try await app.router.perform(.navigate(to: [.app, .library, .books, .book(1)]))
        try await app.router.perform(.navigate(to: [.app, .library, .music, .album(2)]))
        try await app.router.perform(.navigate(to: [.app, .home]))

        let toBook = try await app.router.perform(.navigate(to: [.book(1)]))

        #expect(toBook.description == "switchTo(library), switchTo(books)")
        #expect(app.music.pushed.map(\.context) == [.album(2)])
        let toAlbum = try await app.router.perform(.navigate(to: [.album(2)]))
        #expect(toAlbum.description == "switchTo(music)")
        #expect(app.books.pushed.map(\.context) == [.book(1)])
        #expect(app.violations == [])
    }

    /// Selecting the group lands where the user was in it: its selected tab, with its stack.
    @Test func selectingTheGroupLandsOnItsSelectedTab() async throws {
        let app = try MediaApp()
        try await app.router.perform(.navigate(to: [.app, .library, .music, .album(2)]))
        #expect(app.bar.select(app.home))

        let report = try await app.router.perform(.selectTab(.library))

        #expect(report.description == "switchTo(library)")
        #expect(app.path == "app > library > music > album(2)")
        #expect(app.violations == [])
    }

    /// The user taps a tab in the group: the group's selection changes, the router reports it.
    @Test func theUsersTapInAGroupIsReported() async throws {
        let app = try MediaApp()
        var events: [String] = []
        app.router.addObserver { if case .userNavigated(let step) = $0 { events.append("\(step)") } }
        #expect(app.bar.select(app.library))
        #expect(app.library.select(app.music))
        #expect(events == ["switchTo(library)", "switchTo(music)"])
        #expect(app.path == "app > library > music")
        #expect(app.violations == [])
    }

    /// Re-tapping the group pops its selected tab's stack, as a re-tap pops a tab's.
    @Test func reselectingAGroupPopsItsSelectedTab() async throws {
        let app = try MediaApp()
        try await app.router.perform(.navigate(to: [.app, .library, .books, .book(1)]))

        #expect(app.bar.select(app.library))

        #expect(app.path == "app > library > books")
        #expect(app.violations == [])
    }
}
