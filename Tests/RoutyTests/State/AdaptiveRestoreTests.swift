import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A restore decides a type registered per width class in the width class it restores into.
@MainActor
@Suite struct AdaptiveRestoreTests {
    static let compose = NavigationPresentation.adaptive(compact: .push, regular: .modal(.formSheet))

    @Test(arguments: [
        (NavigationWidthClass.regular, NavigationWidthClass.compact, "push"),
        (.compact, .regular, "modal(formSheet)"),
        (.regular, .regular, "modal(formSheet)"),
    ])
    func aSnapshotRestoresInTheOtherWidth(
        takenIn: NavigationWidthClass, restoredIn: NavigationWidthClass, shownAs: String
    ) async throws {
        let taken = try MailApp(inTabs: true, compose: Self.compose)
        taken.router.windowWidthClass = takenIn
        try await taken.router.perform(.navigate(to: [.settings, .compose]))
        let snapshot = taken.router.snapshot()

        let app = try MailApp(inTabs: true, compose: Self.compose)
        app.router.windowWidthClass = restoredIn
        let restoration = try app.router.restoration(for: snapshot)
        let restored = try await app.router.restore(snapshot)

        #expect(restored.isComplete)
        #expect(restored.report.presentations.last?.presentation.description == shownAs)
        #expect(app.window.element(showing: .compose)?.presentation?.description == shownAs)
        #expect(app.path == "app > settings > compose")
        // What the restoration says the app shows is what it shows.
        #expect(restoration.target == app.router.snapshot())
        #expect(app.violations == [])
    }

    @Test func aTypeNoLongerShownTheRecordedWayIsStillSkipped() async throws {
        let taken = try MailApp(inTabs: true, compose: .push)
        try await taken.router.perform(.navigate(to: [.settings, .compose]))

        let app = try MailApp(inTabs: true, compose: .adaptive(compact: .modal, regular: .modal(.sheet)))
        let restored = try await app.router.restore(taken.router.snapshot())

        #expect(restored.skipped.map(\.context) == [.compose])
        #expect(app.path == "app > settings")
    }
}
