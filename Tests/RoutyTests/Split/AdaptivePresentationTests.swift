import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Where a new `compose` is shown, and the width class that applies there.
struct AdaptiveWhere: Sendable, CustomTestStringConvertible {
    var name: String
    /// Whether `compose` goes on the `settings` tab, where no split is on the path.
    var inSettings = false
    var collapsed = false
    var window: NavigationWidthClass
    /// The width class that applies: the split's, else the window's.
    var width: NavigationWidthClass

    var testDescription: String { name }
}

/// How `compose` is registered, and how it is shown in each width class.
struct AdaptiveRegistration: Sendable, CustomTestStringConvertible {
    var presentation: NavigationPresentation
    var compact: String
    var regular: String

    var testDescription: String { presentation.description }
}

/// A type registered per width class is shown as the width class of where it is shown says: the
/// nearest split's on the way, else the router's window width class; the dry run says which.
@MainActor
@Suite struct AdaptivePresentationTests {
    nonisolated static let wheres: [AdaptiveWhere] = [
        AdaptiveWhere(name: "settings tab, compact window", inSettings: true, window: .compact, width: .compact),
        AdaptiveWhere(name: "settings tab, regular window", inSettings: true, window: .regular, width: .regular),
        AdaptiveWhere(name: "expanded split, compact window", window: .compact, width: .regular),
        AdaptiveWhere(name: "collapsed split, regular window", collapsed: true, window: .regular, width: .compact),
    ]

    nonisolated static let registrations: [AdaptiveRegistration] = [
        AdaptiveRegistration(presentation: .modal, compact: "modal", regular: "modal"),
        AdaptiveRegistration(
            presentation: .adaptive(compact: .push, regular: .modal(.formSheet)), compact: "push",
            regular: "modal(formSheet)"),
        AdaptiveRegistration(
            presentation: .adaptive(compact: .modal(.sheet), regular: .modal(.popover)), compact: "modal(sheet)",
            regular: "modal(popover)"),
    ]

    @Test(arguments: wheres, registrations)
    func thePlanAndTheRunShowWhatTheWidthThereSays(at place: AdaptiveWhere, registration: AdaptiveRegistration)
        async throws
    {
        let app = try MailApp(collapsed: place.collapsed, inTabs: true, compose: registration.presentation)
        app.router.windowWidthClass = place.window
        let contexts: [MailContext] = place.inSettings ? [.settings, .compose] : [.mail, .mailbox("inbox"), .compose]
        let expected = place.width == .compact ? registration.compact : registration.regular

        let plan = try app.router.plan(.navigate(to: contexts))
        #expect(plan.presentations.map(\.context) == Array(contexts.dropFirst()))
        #expect(plan.presentations.last?.presentation.description == expected)

        let report = try await app.router.perform(.navigate(to: contexts))
        #expect(report.instructions == plan.instructions)
        #expect(report.presentations.map(\.presentation) == plan.presentations.map(\.presentation))
        #expect(app.window.element(showing: .compose)?.presentation?.description == expected)
        #expect(app.path == (["app"] + contexts.map(\.description)).joined(separator: " > "))
        #expect(app.violations == [])
    }

    @Test func aSplitThatCollapsesChangesHowTheNextElementIsShown() async throws {
        let app = try MailApp(compose: .adaptive(compact: .push, regular: .modal(.formSheet)))
        app.router.windowWidthClass = .regular
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .compose]))
        #expect(app.window.element(showing: .compose)?.presentation == .modal(.formSheet))
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox")]))

        app.split.collapse(topColumn: .secondary)
        let plan = try app.router.plan(.navigate(to: [.mail, .mailbox("inbox"), .compose]))
        let report = try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .compose]))

        #expect(plan.presentations.map(\.presentation) == [.push])
        #expect(report.presentations.map(\.presentation) == [.push])
        #expect(app.window.element(showing: .compose)?.presentation == .push)
        #expect(app.violations == [])
    }

    @Test func aPlainTypeKeepsItsPresentationInEveryWidth() async throws {
        let app = try MailApp(compose: .modal(.fullScreen))
        let contexts: [MailContext] = [.mail, .mailbox("inbox"), .compose]
        let expanded = try app.router.plan(.navigate(to: contexts))
        app.split.collapse(topColumn: .secondary)
        let collapsed = try await app.router.perform(.navigate(to: contexts))

        #expect(expanded.presentations.map(\.presentation) == [.push, .modal(.fullScreen)])
        #expect(collapsed.presentations.map(\.presentation) == [.push, .modal(.fullScreen)])
        #expect(app.window.element(showing: .compose)?.presentation?.modalStyle == .fullScreen)
    }

    @Test func plainModalIsTheAutomaticStyleAndPrintsAsWritten() {
        #expect(NavigationPresentation.modal == .modal(.automatic))
        #expect(NavigationPresentation.modal.modalStyle == .automatic)
        #expect(NavigationPresentation.modal(.popover).isModal)
        #expect(NavigationPresentation.push.modalStyle == nil)
        let adaptive = NavigationPresentation.adaptive(compact: .push, regular: .modal(.formSheet))
        #expect(adaptive.description == "adaptive(compact: push, regular: modal(formSheet))")
        #expect(adaptive.isAdaptive && !adaptive.isModal && adaptive.modalStyle == nil)
        #expect(adaptive.adapted(to: .compact) == .push)
        #expect(adaptive.adapted(to: .regular) == .modal(.formSheet))
        #expect(NavigationPresentation.adaptive(compact: .push, regular: .push) == .push)
        #expect(NavigationPresentation.adaptive(compact: adaptive, regular: .root).adapted(to: .compact) == .push)
        #expect(
            [NavigationPresentation.modal, .modal(.sheet), .modal(.pageSheet), .modal(.fullScreen), .root].map(
                \.description) == ["modal", "modal(sheet)", "modal(pageSheet)", "modal(fullScreen)", "root"])
    }

    /// One type says how an element is shown, in every kit: a modal in a stack of its own is a
    /// modal of the same kind and style, and the kind is what a snapshot records.
    @Test func aModalInItsOwnStackIsAModalOfItsOwn() throws {
        let stacked = NavigationPresentation.modal(.sheet, inNavigationStack: true)
        #expect(stacked.isModal && stacked.inNavigationStack && stacked.modalStyle == .sheet)
        #expect(stacked.kind == .modal)
        #expect(stacked != .modal(.sheet))
        #expect(!NavigationPresentation.modal(.sheet).inNavigationStack)
        #expect(!NavigationPresentation.push.inNavigationStack && !NavigationPresentation.root.inNavigationStack)
        #expect(stacked.description == "modal(sheet, inNavigationStack: true)")
        #expect(NavigationPresentation.adaptive(compact: .modal(.sheet), regular: stacked).isAdaptive)
        #expect(NavigationPresentation.Kind.allCases.map(\.rawValue) == ["root", "tab", "push", "modal"])
    }
}
