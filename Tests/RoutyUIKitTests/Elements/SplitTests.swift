import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A deeplink arriving at a UIKit split: expanded, collapsed, or while the width changes.
struct UIKitSplitCase: Sendable, CustomTestStringConvertible {
    /// A change of width UIKit makes: the split view controller collapses (proposing a top
    /// column) or expands.
    enum Change: Sendable { case collapse(SplitColumn), expand }

    var name: String
    var collapsed = false
    var change: Change
    /// Whether the width changes once the request's first instruction ran, rather than before.
    var duringRequest = false
    var link: [MailContext] = [.mail, .mailbox("inbox"), .message(42)]
    /// What the request executed.
    var instructions: String
    /// What the split view controller shows at the end.
    var shown: String
    /// The user's events: what the width change did to the tree.
    var userEvents: [String] = []

    var testDescription: String { name }

    @MainActor func apply(to controller: FakeSplitViewController) {
        switch change {
        case .collapse(let top): controller.collapse(proposing: top)
        case .expand: controller.expand()
        }
    }
}

@MainActor
@Suite struct SplitTests {
    nonisolated static let cases: [UIKitSplitCase] = [
        UIKitSplitCase(
            name: "expanded: the message lands in the secondary column", change: .expand,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            shown: "mail | mailbox(inbox) | message(42)"),
        UIKitSplitCase(
            name: "collapsed: the message is pushed on the compact column", collapsed: true,
            change: .collapse(.secondary),
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            shown: "mail > mailbox(inbox) > message(42) | - | -"),
        UIKitSplitCase(
            name: "collapses during the deeplink", change: .collapse(.secondary), duringRequest: true,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            shown: "mail > mailbox(inbox) > message(42) | - | -"),
        UIKitSplitCase(
            name: "expands during the deeplink", collapsed: true, change: .expand, duringRequest: true,
            instructions: "enter(mailbox(inbox)), enter(message(42))",
            shown: "mail | mailbox(inbox) | message(42)"),
        UIKitSplitCase(
            name: "collapses to the sidebar during the deeplink: the request goes on from what is shown",
            change: .collapse(.primary), duringRequest: true,
            instructions: "enter(mailbox(inbox)), enter(mailbox(inbox)), enter(message(42))",
            shown: "mail > mailbox(inbox) > message(42) | - | -",
            userEvents: ["user(leave(mailbox(inbox)))"]),
    ]

    @Test(arguments: cases)
    func aDeeplinkLandsInTheRightColumn(_ test: UIKitSplitCase) throws {
        let app = try SplitApp(collapsed: test.collapsed)
        var changed = false
        let change = { [controller = app.splitViewController] in
            changed = true
            test.apply(to: controller)
        }
        if test.duringRequest {
            app.router.addObserver { event in
                guard case .instructionExecuted = event, !changed else { return }
                change()
            }
        } else {
            change()
        }

        let result = app.run([.navigate(to: test.link)])

        #expect(changed)
        #expect(result?.summary == test.instructions)
        #expect(app.shown == test.shown)
        #expect(app.path == test.link.map(\.description).joined(separator: " > "))
        #expect(app.userEvents == test.userEvents)
        #expect(app.violations == [])
    }

    nonisolated static let roundTrips: [(SplitStyle, SplitColumn)] = [
        (.doubleColumn, .primary), (.doubleColumn, .secondary),
        (.tripleColumn, .primary), (.tripleColumn, .supplementary), (.tripleColumn, .secondary),
    ]

    @Test(arguments: roundTrips)
    func collapsingThenExpandingGivesBackTheSameColumns(style: SplitStyle, top: SplitColumn) throws {
        let app = try SplitApp(style: style)
        let link: [MailContext] = [.mail, .mailbox("inbox"), .message(42), .attachment(1)]
        #expect(
            app.run([.navigate(to: link)])?.summary == "enter(mailbox(inbox)), enter(message(42)), enter(attachment(1))"
        )
        let columns = app.shown
        let path = app.path
        app.clearEvents()

        app.splitViewController.collapse(proposing: top)
        #expect(app.split.isCollapsed)
        #expect(app.split.widthClass == .compact)
        #expect(app.violations == [])
        let hidden = top == .secondary ? 0 : (style == .tripleColumn && top == .supplementary ? 2 : 3)
        #expect(app.split.hiddenContexts.count == hidden)

        app.splitViewController.expand()
        #expect(app.shown == columns)
        #expect(app.path == path)
        #expect(app.split.widthClass == .regular)
        #expect(app.violations == [])
        let left = hidden == 0 ? [] : ["user(leave(\(link[link.count - hidden])))"]
        #expect(app.userEvents.prefix(left.count) == left[...])
        #expect(app.userEvents.count == (hidden == 0 ? 0 : 1 + hidden))
    }

    @Test func theSplitReadsThroughSplitContainerAsTheHeadlessOneDoes() throws {
        let app = try SplitApp()
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42)])]) != nil)
        #expect(
            splitReading(app.split)
                == "regular: mail | mailbox(inbox) | message(42); entered mailbox(inbox), message(42)")

        app.splitViewController.collapse(proposing: .secondary)

        #expect(
            splitReading(app.split)
                == "compact: mail > mailbox(inbox) > message(42) | - | -; entered mailbox(inbox), message(42)")
    }

    @Test func aPushFromTheDetailColumnStaysInItAndTheBackButtonPopsIt() throws {
        let app = try SplitApp()
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42)])]) != nil)

        let result = app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42), .attachment(1)])])

        #expect(result?.summary == "enter(attachment(1))")
        #expect(app.shown == "mail | mailbox(inbox) | message(42) > attachment(1)")
        #expect(app.violations == [])
        app.clearEvents()
        let secondary = try #require(app.split.navigationController(for: .secondary))
        #expect(secondary.tapBack())
        #expect(app.userEvents == ["user(leave(attachment(1)))"])
        #expect(app.shown == "mail | mailbox(inbox) | message(42)")
        #expect(app.violations == [])
    }

    @Test func anotherMailboxReplacesTheColumnsAfterTheSidebar() throws {
        let app = try SplitApp()
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42)])]) != nil)

        let result = app.run([.navigate(to: [.mail, .mailbox("sent")])])

        #expect(result?.summary == "leave(message(42)), leave(mailbox(inbox)), enter(mailbox(sent))")
        #expect(app.shown == "mail | mailbox(sent) | -")
        #expect(app.violations == [])
    }

    @Test func aDeeplinkWhileCollapsedToTheSidebarReplacesWhatTheCollapseHid() throws {
        let app = try SplitApp()
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42)])]) != nil)
        app.splitViewController.collapse(proposing: .primary)
        #expect(app.shown == "mail | - | -")

        #expect(app.run([.navigate(to: [.mail, .mailbox("sent")])])?.summary == "enter(mailbox(sent))")
        app.splitViewController.expand()

        #expect(app.split.hiddenContexts == [])
        #expect(app.shown == "mail | mailbox(sent) | -")
        #expect(app.violations == [])
    }

    @Test func collapsedTheUsersSwipeBackOnTheOneStackLeavesTheTopElement() throws {
        let app = try SplitApp(collapsed: true)
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42)])]) != nil)
        app.clearEvents()

        let swipe = try #require(app.split.compactNavigationController.beginSwipeBack())
        swipe.complete()

        #expect(app.userEvents == ["user(leave(message(42)))"])
        #expect(app.shown == "mail > mailbox(inbox) | - | -")
        #expect(app.violations == [])
    }

    @Test func aCollapseUnderAModalKeepsEveryColumnOnScreen() throws {
        let app = try SplitApp()
        #expect(app.run([.navigate(to: [.mail, .mailbox("inbox"), .message(42), .compose])]) != nil)
        app.clearEvents()

        app.splitViewController.collapse(proposing: .primary)

        #expect(app.userEvents == [])
        #expect(app.split.hiddenContexts == [])
        #expect(app.shown == "mail > mailbox(inbox) > message(42) | - | -")
        #expect(app.path == "mail > mailbox(inbox) > message(42) > compose")
        #expect(app.violations == [])
    }
}
