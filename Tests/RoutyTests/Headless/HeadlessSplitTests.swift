import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A change of width the platform makes: the split collapses (with a top column) or expands.
enum WidthChange: Sendable, CustomStringConvertible {
    case collapse(SplitColumn)
    case expand

    @MainActor func apply(to split: HeadlessSplit<Mail>) {
        switch self {
        case .collapse(let top): split.collapse(topColumn: top)
        case .expand: split.expand()
        }
    }

    var description: String {
        switch self {
        case .collapse(let top): "collapse(\(top))"
        case .expand: "expand"
        }
    }
}

/// A deeplink arriving at a split: expanded, collapsed, or while the width changes.
struct SplitCase: Sendable, CustomTestStringConvertible {
    /// When the width changes, relative to the deeplink.
    enum When: Sendable { case before, afterFirstInstruction }

    var name: String
    var collapsed = false
    var setUp: [[MailContext]] = []
    var changes: [WidthChange] = []
    var when = When.before
    var link: [MailContext] = [.mail, .mailbox("inbox"), .message(42)]
    /// What the request executed.
    var instructions: String
    /// What the columns show at the end (``MailApp/columns``).
    var columns: String
    /// The user's events: what the width change did to the tree.
    var userEvents: [String] = []
    /// The active path at the end; the link's unless given.
    var path: String?

    var testDescription: String { name }
}

@MainActor
@Suite struct HeadlessSplitTests {
    nonisolated static let cases: [SplitCase] = [
        SplitCase(
            name: "expanded: the message lands in the detail column",
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            columns: "mail | mailbox(inbox) | message(42)"),
        SplitCase(
            name: "collapsed: the message is pushed",
            collapsed: true,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            columns: "mail > mailbox(inbox) > message(42) | - | -"),
        SplitCase(
            name: "collapses during the deeplink",
            changes: [.collapse(.secondary)], when: .afterFirstInstruction,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            columns: "mail > mailbox(inbox) > message(42) | - | -"),
        SplitCase(
            name: "expands during the deeplink",
            collapsed: true, changes: [.expand], when: .afterFirstInstruction,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            columns: "mail | mailbox(inbox) | message(42)"),
        SplitCase(
            name: "collapses to the sidebar during the deeplink: the request goes on from what is shown",
            changes: [.collapse(.primary)], when: .afterFirstInstruction,
            instructions: "enter(mailbox(inbox)), enter(mailbox(inbox)), enter(message(42))",
            columns: "mail > mailbox(inbox) > message(42) | - | -",
            userEvents: ["user(leave(mailbox(inbox)))"]),
        SplitCase(
            name: "expanded, another message: only the detail column changes",
            setUp: [[.mail, .mailbox("inbox"), .message(42)]],
            link: [.mail, .mailbox("inbox"), .message(7)],
            instructions: "update(message(42) -> message(7))",
            columns: "mail | mailbox(inbox) | message(7)"),
        SplitCase(
            name: "collapsed to the sidebar: the deeplink shows its columns, and forgets the hidden ones",
            setUp: [[.mail, .mailbox("inbox"), .message(42)]], changes: [.collapse(.primary)],
            link: [.mail, .mailbox("archive"), .message(7)],
            instructions: "enter(mailbox(archive)), enter(message(7))",
            columns: "mail > mailbox(archive) > message(7) | - | -",
            userEvents: ["user(leave(mailbox(inbox)))"]),
        SplitCase(
            name: "collapsed to the list: the hidden detail is not reused, a new one is pushed",
            setUp: [[.mail, .mailbox("inbox"), .message(42)]], changes: [.collapse(.supplementary)],
            instructions: "enter(message(42))",
            columns: "mail > mailbox(inbox) > message(42) | - | -",
            userEvents: ["user(leave(message(42)))"]),
        SplitCase(
            name: "collapsed to the sidebar and expanded again: the columns come back, the deeplink reuses them",
            setUp: [[.mail, .mailbox("inbox"), .message(42)]], changes: [.collapse(.primary), .expand],
            link: [.mail, .mailbox("inbox"), .message(42), .attachment(1)],
            instructions: "enter(attachment(1))",
            columns: "mail | mailbox(inbox) | message(42) > attachment(1)",
            userEvents: ["user(leave(mailbox(inbox)))", "user(enter(mailbox(inbox)))", "user(enter(message(42)))"]),
        SplitCase(
            name: "collapsed to the sidebar during the deeplink's last step: it plans again from what is shown",
            setUp: [[.mail, .mailbox("inbox"), .message(42)]], changes: [.collapse(.primary)],
            when: .afterFirstInstruction, link: [.mail, .mailbox("inbox"), .message(42), .attachment(1)],
            instructions: "enter(attachment(1)), enter(mailbox(inbox)), enter(message(42)), enter(attachment(1))",
            columns: "mail > mailbox(inbox) > message(42) > attachment(1) | - | -",
            userEvents: ["user(leave(mailbox(inbox)))"]),
    ]

    @Test(arguments: cases)
    func aDeeplinkLandsInTheRightColumn(_ test: SplitCase) async throws {
        let app = try MailApp(collapsed: test.collapsed)
        for contexts in test.setUp { try await app.router.perform(.navigate(to: contexts)) }
        let recorder = EventRecorder<Mail>()
        recorder.observe(app.router)
        var changed = false
        let change = { [split = app.split] in
            changed = true
            for change in test.changes { change.apply(to: split) }
        }
        switch test.when {
        case .before:
            change()
        case .afterFirstInstruction:
            app.router.addObserver { event in
                guard case .instructionExecuted = event, !changed else { return }
                change()
            }
        }

        let result = await app.router.result(of: [.navigate(to: test.link)])

        #expect(changed)
        #expect(result.summary == test.instructions)
        #expect(app.columns == test.columns)
        #expect(app.path == test.path ?? test.link.map(\.description).joined(separator: " > "))
        #expect(recorder.userEvents == test.userEvents)
        #expect(app.violations == [])
    }

    @Test func theSplitReadsThroughSplitContainerAsTheUIKitOneDoes() async throws {
        let app = try MailApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
        #expect(
            splitReading(app.split)
                == "regular: mail | mailbox(inbox) | message(42); entered mailbox(inbox), message(42)")

        app.split.collapse()

        #expect(
            splitReading(app.split)
                == "compact: mail > mailbox(inbox) > message(42) | - | -; entered mailbox(inbox), message(42)")
    }
}
