import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The split model: a deeplink lands in the right column in both widths, the user's selections
/// reach the tree, and a change of width changes nothing SwiftUI does not (it collapses the
/// columns itself, from the same selections and path).
@MainActor
@Suite struct SplitModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    final class MailSwiftUIApp {
        let tree = RoutingTree()
        let mail = SwiftUIStack<Mail>(.mail)
        let split: SwiftUISplit<Mail>
        let router: NavigationRouter<Mail>

        init(style: SplitStyle = .tripleColumn, widthClass: NavigationWidthClass = .regular) throws {
            split = SwiftUISplit(mail, style: style, widthClass: widthClass)
            try mail.showAsRoot(in: tree)
            var registry = NavigationElementRegistry<Mail>()
            registry.register([.mailbox, .message, .attachment]) {
                SwiftUIScreen($0, updatesInPlace: $0.type == .message)
            }
            router = NavigationRouter(tree: tree, factory: registry)
        }

        var path: String {
            tree.activePath.compactMap { $0.screenContext(Mail.self)?.description }
                .joined(separator: " > ")
        }

        var shown: String { ([mail.context] + mail.path).map(\.description).joined(separator: " > ") }

        var columns: String {
            split.columnsDescription
        }

        var violations: [String] { tree.violations(shown: shown, path: path) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [NavigationWidthClass.regular, .compact])
    func aDeeplinkLandsInTheSelectionsAndTheDetailPathInEitherWidth(widthClass: NavigationWidthClass) async throws {
        let app = try MailSwiftUIApp(widthClass: widthClass)

        let report = try await app.router.perform(
            .navigate(to: [.mail, .mailbox("inbox"), .message(42), .attachment(1)]))

        #expect(report.description == "enter(mailbox(inbox)), enter(message(42)), enter(attachment(1))")
        #expect(app.split.sidebarSelection == .mailbox("inbox"))
        #expect(app.split.contentSelection == .message(42))
        #expect(app.split.detailPath == [.attachment(1)])
        #expect(app.columns == "mail | mailbox(inbox) | message(42) > attachment(1)")
        #expect(app.split.widthClass == widthClass)
        #expect(app.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aChangeOfWidthDuringADeeplinkChangesNeitherTheTreeNorTheRequest() async throws {
        let app = try MailSwiftUIApp()
        let recorder = EventRecorder<Mail>()
        recorder.observe(app.router)
        app.router.addObserver { [split = app.split] event in
            guard case .instructionExecuted = event else { return }
            split.widthClass = split.widthClass == .regular ? .compact : .regular
        }

        let report = try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))

        #expect(report.description == "enter(mailbox(inbox)), enter(message(42))")
        #expect(app.split.widthClass == .regular)
        #expect(recorder.userEvents == [])
        #expect(app.path == "mail > mailbox(inbox) > message(42)")
        #expect(app.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUsersSelectionsReachTheTreeAsTheUsers() async throws {
        let app = try MailSwiftUIApp()
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42), .attachment(1)]))
        let recorder = EventRecorder<Mail>()
        recorder.observe(app.router)

        app.split.detailPath = []  // back in the detail's stack
        app.split.contentSelection = .message(7)  // another message in the list
        app.split.sidebarSelection = .mailbox("archive")  // another mailbox in the sidebar
        app.split.sidebarSelection = nil  // back to the sidebar, in compact width

        #expect(
            recorder.userEvents == [
                "user(leave(attachment(1)))", "user(leave(message(42)))", "user(enter(message(7)))",
                "user(leave(mailbox(inbox)))", "user(enter(mailbox(archive)))", "user(leave(mailbox(archive)))",
            ])
        #expect(app.path == "mail")
        #expect(app.violations == [])
    }

    /// A collapse, a selection written again and a push on the detail column, in every order
    /// SwiftUI could write them: one tree. (The sidebar and content selections are one path, so a
    /// transaction that writes a new one of each ends as its last write says; see the article.)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aCollapseARepeatedSelectionAndADetailPushEndInOneTreeInEveryOrder() async throws {
        var trees: Set<String> = []
        for order in WriteOrders.all(Array(0..<4)) {
            let app = try MailSwiftUIApp()
            try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
            let recorder = EventRecorder<Mail>()
            recorder.observe(app.router)
            let split = app.split
            let writes: [@MainActor () -> Void] = [
                { split.widthClass = .compact },
                { split.sidebarSelection = .mailbox("inbox") },
                { split.contentSelection = .message(42) },
                { split.detailPath = [.attachment(1)] },
            ]
            for index in order { writes[index]() }
            #expect(recorder.userEvents == ["user(enter(attachment(1)))"], "order \(order)")
            #expect(app.violations == [], "order \(order)")
            trees.insert(app.tree.description)
        }
        #expect(trees.count == 1, "\(trees)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTwoColumnSplitSelectsTheDetailInTheSidebar() async throws {
        let app = try MailSwiftUIApp(style: .doubleColumn)
        try await app.router.perform(.navigate(to: [.mail, .message(42), .attachment(1)]))

        #expect(app.split.sidebarSelection == .message(42))
        #expect(app.split.contentSelection == nil)
        #expect(app.split.detailPath == [.attachment(1)])
        #expect(app.columns == "mail | message(42) > attachment(1)")
        app.split.contentSelection = .message(7)  // no content column: nothing changes
        #expect(app.path == "mail > message(42) > attachment(1)")
        #expect(app.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theSelectionsChangeOncePerChangeOfWhatTheyShow() async throws {
        let app = try MailSwiftUIApp()
        let counter = ChangeCounter { [split = app.split] in _ = split.sidebarSelection }
        try await app.router.perform(.navigate(to: [.mail, .mailbox("inbox")]))
        #expect(counter.count == 1)
    }
}
