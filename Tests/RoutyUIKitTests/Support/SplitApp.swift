import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit

typealias MailSplit = UIKitSplit<Mail, FakePlatform>

/// A UIKit mail app on fakes: the window's root is a split `mail` (three columns unless said
/// otherwise) in which mailboxes, messages and attachments are entered; `compose` is a sheet.
@MainActor
final class SplitApp {
    let ui = FakeUI()
    let tree = RoutingTree()
    let fakeWindow = FakeWindow()
    let window: UIKitWindow<Mail, FakePlatform>
    let router: NavigationRouter<Mail>
    let splitViewController: FakeSplitViewController
    let split: MailSplit
    private let recorder = EventRecorder<Mail>()

    init(style: SplitStyle = .tripleColumn, collapsed: Bool = false) throws {
        window = UIKitWindow(fakeWindow, tree: tree)
        var factory = UIKitElementRegistry<Mail, FakePlatform>()
        let ui = ui
        let maker: UIKitElementRegistry<Mail, FakePlatform>.Maker = {
            FakeViewController(label: $0.description, ui: ui)
        }
        factory.register([.mailbox, .message, .attachment], maker: maker)
        factory.register(.compose, presentation: .modal(.sheet), maker: maker)
        router = NavigationRouter(tree: tree, factory: factory)
        splitViewController = FakeSplitViewController(isCollapsed: collapsed, ui: ui)
        split = MailSplit(
            .mail, splitViewController: splitViewController,
            rootViewController: FakeViewController(label: "mail", ui: ui),
            style: style, isCollapsed: collapsed
        ) { _ in FakeViewController(label: "empty", ui: ui) }
        splitViewController.show(split)
        try window.show(split)
        recorder.observe(router)
    }

    /// What the fake split view controller shows, as `mail | mailbox(inbox) | message(42)`.
    var shown: String { splitViewController.shown(split.style) }

    /// The active path, as `mail > mailbox(inbox) > message(42)`.
    var path: String {
        tree.activePath.compactMap { ($0.routable as? UIKitElement<Mail, FakePlatform>)?.context.description }
            .joined(separator: " > ")
    }

    /// Runs a request, finishing every transition, and returns its outcome.
    func run(_ request: NavigationRequest<Mail>) -> NavigationResult<Mail>? {
        var result: NavigationResult<Mail>?
        router.enqueue(request) { result = $0 }
        ui.finishAll()
        return result
    }

    /// The user's events and bypassed guards, in order.
    var userEvents: [String] { recorder.userEvents }

    /// Forgets the events recorded so far.
    func clearEvents() {
        recorder.clearEvents()
    }

    /// What breaks the invariants now; empty when they hold: the split view controller shows
    /// what the split says it shows, the active path is the split's, the tree is consistent.
    var violations: [String] {
        var found = tree.consistencyViolations
        if shown != split.columnsDescription {
            found.append("shows \(shown) but the split says \(split.columnsDescription)")
        }
        let splitPath = ([split.context] + split.pushed.map(\.context)).map(\.description).joined(separator: " > ")
        if path != splitPath, split.pushed.last?.modal == nil {
            found.append("path \(path) but the split holds \(splitPath)")
        }
        return found
    }
}
