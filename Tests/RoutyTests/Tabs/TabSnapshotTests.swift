import Foundation
import Portus
import Routy
import RoutyHeadless
import Testing

/// A snapshot keeps the user's order and hidden tabs, and groups; restoring it gives the same
/// bar (issue 35, point 2). Format version 2 adds `hidden`; version 1 is still read.
@MainActor
@Suite struct TabSnapshotTests {
    /// An app the user rearranged: profile first, music before books, search hidden, with a
    /// stack in the hidden tab and in the group.
    static func rearranged(policy: NavigationHiddenTabPolicy = .showAgain) async throws -> MediaApp {
        let app = try MediaApp(policy: policy)
        try await app.router.perform(.navigate(to: [.app, .search, .book(9)]))
        try await app.router.perform(.navigate(to: [.app, .library, .books, .book(1)]))
        try await app.router.perform(.navigate(to: [.app, .library, .music, .album(2)]))
        #expect(app.bar.move(app.profile, to: 0))
        #expect(app.library.move(app.music, to: 0))
        #expect(app.bar.hide(app.search))
        return app
    }

    @Test func aSnapshotKeepsTheOrderTheHiddenTabsAndTheGroups() async throws {
        let app = try await Self.rearranged()

        let snapshot = app.router.snapshot()

        #expect(
            snapshot.description == """
                app
                  profile
                  home
                  library *
                    music * > album(2)
                    books > book(1)
                  search (hidden) > book(9)
                """)
        let json = try snapshot.json()
        #expect(json.contains(#""formatVersion" : 2"#))
        #expect(json.components(separatedBy: #""hidden" : true"#).count == 2)
        #expect(try NavigationSnapshot<Media>(json: json) == snapshot)
    }

    @Test(arguments: NavigationHiddenTabPolicy.allCases)
    func restoringASnapshotGivesTheSameBar(policy: NavigationHiddenTabPolicy) async throws {
        let saved = try await Self.rearranged()
        let snapshot = try NavigationSnapshot<Media>(json: try saved.router.snapshot().json())
        let fresh = try MediaApp(policy: policy)

        let restored = try await fresh.router.restore(snapshot)

        #expect(restored.isComplete)
        #expect(fresh.bars == saved.bars)
        #expect(fresh.bars == "profile home library[music* books]* search-")
        #expect(fresh.router.snapshot() == snapshot)
        #expect(fresh.search.pushed.map(\.context) == [.book(9)])
        #expect(fresh.violations == [])
    }

    /// Restoring over an app whose user arranged the bar otherwise puts the saved bar back.
    @Test func restoringOverAnotherArrangementPutsTheSavedOneBack() async throws {
        let saved = try await Self.rearranged()
        let app = try MediaApp(policy: .fail)
        #expect(app.bar.hide(app.library))
        #expect(app.bar.move(app.home, to: 3))

        try await app.router.restore(saved.router.snapshot())

        #expect(app.bars == saved.bars)
        #expect(app.violations == [])
    }

    /// A group in a tab that is not selected gets its selected tab back, though no tab of it
    /// shows more than its root.
    @Test func aGroupInATabNotSelectedGetsItsSelectionBack() async throws {
        let saved = try MediaApp()
        #expect(saved.bar.select(saved.library))
        #expect(saved.library.select(saved.music))
        #expect(saved.bar.select(saved.profile))
        let fresh = try MediaApp()

        try await fresh.router.restore(saved.router.snapshot())

        #expect(fresh.bars == "home library[books music*] search profile*")
        #expect(fresh.bars == saved.bars)
        #expect(fresh.violations == [])
    }

    /// A snapshot written in format version 1 — no `hidden` key — reads, every tab shown.
    @Test func aSnapshotOfFormatVersionOneStillReads() throws {
        let json =
            #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "#
            + #""selectedTab": 1, "tabs": [{"context": {"type": "home"}, "presentation": "tab"}, "#
            + #"{"context": {"type": "library"}, "presentation": "tab", "selectedTab": 0, "tabs": ["#
            + #"{"context": {"type": "books"}, "presentation": "tab", "stack": [{"context": {"type": "book", "#
            + #""payload": 1}, "presentation": "push"}]}]}]}}"#

        let snapshot = try NavigationSnapshot<Media>(json: json)

        #expect(snapshot.formatVersion == 1)
        #expect(snapshot.root?.tabs.map(\.isHidden) == [false, false])
        #expect(snapshot.activePath == [.app, .library, .books, .book(1)])
        #expect(throws: NavigationSnapshotError.newerFormatVersion(3, supported: 2)) {
            try NavigationSnapshot<Media>(
                json: json.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 3"#))
        }
    }

    /// What a hidden tab may not be: selected, or anything but a tab.
    @Test(arguments: [
        (
            #"{"context": {"type": "home"}, "presentation": "tab", "hidden": true}"#,
            NavigationSnapshotError.inconsistent(at: "root", reason: "it selects tab 0, which is hidden")
        ),
        (
            #"{"context": {"type": "home"}, "presentation": "tab", "stack": [{"context": {"type": "book", "payload": 1}, "#
                + #""presentation": "push", "hidden": true}]}"#,
            NavigationSnapshotError.inconsistent(at: "root.tabs[0].stack[0]", reason: "only a tab can be hidden")
        ),
    ])
    func aHiddenTabThatCannotBeIsRefused(tab: String, error: NavigationSnapshotError) {
        let json =
            #"{"formatVersion": 2, "root": {"context": {"type": "app"}, "presentation": "root", "#
            + #""selectedTab": 0, "tabs": ["# + tab + "]}}"
        #expect(throws: error) { try NavigationSnapshot<Media>(json: json) }
    }
}
