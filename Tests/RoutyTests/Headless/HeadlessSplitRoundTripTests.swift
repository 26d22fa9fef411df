import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Collapse and expand change the tree the way the platform changes the screen, and what was
/// shown survives the round trip — in snapshots too.
@MainActor
@Suite struct HeadlessSplitRoundTripTests {
    nonisolated static let roundTrips: [(SplitStyle, SplitColumn)] = SplitStyle.allCases.flatMap { style in
        SplitColumn.allCases.map { (style, $0) }
    }

    @Test(arguments: roundTrips)
    func expandingAfterACollapseGivesBackTheSameColumns(style: SplitStyle, top: SplitColumn) async throws {
        let app = try MailApp(style: style)
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42), .attachment(1)]))
        let columns = app.columns
        let tree = app.tree.description

        app.split.collapse(topColumn: top)
        #expect(app.split.isCollapsed && app.split.widthClass == .compact)
        #expect(app.tree.activeWidthClass == .compact)
        #expect(app.violations == [])
        app.split.expand()

        #expect(!app.split.isCollapsed && app.split.widthClass == .regular)
        #expect(app.columns == columns)
        #expect(app.tree.description == tree)
        #expect(app.split.hiddenContexts == [])
        #expect(app.violations == [])
    }

    @Test func theColumnsOfEachStyle() async throws {
        let double = try MailApp(style: .doubleColumn)
        let triple = try MailApp(style: .tripleColumn)
        for app in [double, triple] {
            try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42), .attachment(1)]))
        }
        #expect(double.columns == "mail | mailbox(inbox) > message(42) > attachment(1)")
        #expect(triple.columns == "mail | mailbox(inbox) | message(42) > attachment(1)")
        #expect(SplitStyle.tripleColumn.column(ofEnteredAt: 0) == .supplementary)
        #expect(SplitStyle.doubleColumn.column(ofEnteredAt: 0) == .secondary)
    }

    @Test func collapsingToTheSidebarLeavesTheColumnsAndExpandingEntersThemAsTheUsers() async throws {
        let app = try MailApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
        let recorder = EventRecorder<Mail>()
        recorder.observe(app.router)

        app.split.collapse(topColumn: .primary)
        #expect(app.path == "mail")
        #expect(app.columns == "mail | - | -")
        #expect(app.split.hiddenContexts == [.mailbox("inbox"), .message(42)])
        #expect(app.violations == [])
        app.split.expand()

        #expect(
            recorder.events == [
                "user(leave(mailbox(inbox)))", "user(enter(mailbox(inbox)))", "user(enter(message(42)))",
            ])
        #expect(app.path == "mail > mailbox(inbox) > message(42)")
    }

    @Test func whatTheUserPopsWhileCollapsedStaysGoneWhenExpanded() async throws {
        let app = try MailApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
        app.split.collapse()
        let message = try #require(app.window.element(showing: .message(42)))
        message.leaveNode(with: message.entry, animated: true) { #expect($0) }

        app.split.expand()

        #expect(app.columns == "mail | mailbox(inbox) | -")
        #expect(app.violations == [])
    }

    @Test func aModalOverTheSidebarKeepsTheHiddenColumnsFromComingBackUnderIt() async throws {
        let app = try MailApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
        app.split.collapse(topColumn: .primary)
        try await app.router.perform(.navigate(to: [.compose]))

        app.split.expand()

        #expect(app.path == "mail > compose")
        #expect(app.columns == "mail | - | -")
        #expect(app.split.hiddenContexts == [])
        #expect(app.violations == [])
    }

    @Test func aModalOverTheDetailStaysWhenTheSplitCollapses() async throws {
        let app = try MailApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42), .compose]))

        app.split.collapse(topColumn: .primary)

        #expect(app.path == "mail > mailbox(inbox) > message(42) > compose")
        #expect(app.split.hiddenContexts == [])
        #expect(app.violations == [])
    }

    @Test func aSplitInATabNotSelectedKeepsItsColumnsWhenItCollapses() async throws {
        let app = try MailApp(inTabs: true)
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
        try await app.router.perform(.selectTab(.settings))

        app.split.collapse(topColumn: .primary)
        try await app.router.perform(.selectTab(.mail))

        #expect(app.path == "app > mail > mailbox(inbox) > message(42)")
        #expect(app.columns == "mail > mailbox(inbox) > message(42) | - | -")
        #expect(app.violations == [])
    }

    @Test(arguments: [false, true])
    func aSnapshotTakenInOneWidthRestoresInTheOther(savedCollapsed: Bool) async throws {
        let saved = try MailApp(collapsed: savedCollapsed)
        try await saved.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42), .compose]))
        let snapshot = saved.router.snapshot()

        let restored = try MailApp(collapsed: !savedCollapsed)
        let report = try await restored.router.restore(snapshot)

        #expect(report.isComplete)
        #expect(snapshot.description == "mail > mailbox(inbox) > message(42) > compose (modal)")
        #expect(restored.router.snapshot() == snapshot)
        #expect(restored.tree.description == saved.tree.description)
        #expect(
            restored.columns
                == (savedCollapsed
                    ? "mail | mailbox(inbox) | message(42)" : "mail > mailbox(inbox) > message(42) | - | -"))
        #expect(restored.violations == [])
    }
}
