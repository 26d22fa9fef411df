import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport

/// A headless mail app: a three-column split `mail` (the sidebar of mailboxes), where mailboxes,
/// messages and attachments are entered; `compose` is a modal. With `inTabs`, the split is one of
/// two tabs, beside a `settings` stack. `compose` is shown as `compose` says: a modal unless a
/// test registers it otherwise (per width class, say).
@MainActor
final class MailApp {
    let tree = RoutingTree()
    let window: HeadlessWindow<Mail>
    let split: HeadlessSplit<Mail>
    let tabs: HeadlessTabs<Mail>?
    let router: NavigationRouter<Mail>

    init(
        collapsed: Bool = false, style: SplitStyle = .tripleColumn, inTabs: Bool = false,
        compose: NavigationPresentation = .modal
    ) throws {
        window = HeadlessWindow(tree: tree)
        split = HeadlessSplit(.mail, style: style, isCollapsed: collapsed)
        if inTabs {
            let tabs = HeadlessTabs<Mail>(.app, tabs: [split, HeadlessStack(.settings)])
            self.tabs = tabs
            try window.show(tabs)
        } else {
            tabs = nil
            try window.show(split)
        }
        var registry = NavigationElementRegistry<Mail>()
        registry.register([.mailbox, .message, .attachment]) { HeadlessScreen($0, isUpdatable: $0.type != .mailbox) }
        registry.register(.compose, presentation: compose) { HeadlessScreen($0) }
        router = NavigationRouter(tree: tree, factory: registry)
    }

    /// The active path as `mail > mailbox(inbox) > message(42)`.
    var path: String { window.treePath.map(\.description).joined(separator: " > ") }
    /// What the headless UI shows, in the same form.
    var shown: String { window.shownPath.map(\.description).joined(separator: " > ") }

    /// What each column of the split shows, leading first: `mail | mailbox(inbox) | message(42)`
    /// expanded; collapsed, `mail > mailbox(inbox) > message(42) | - | -` (one stack).
    var columns: String {
        split.columnsDescription
    }

    /// What breaks the invariants now; empty when they hold.
    var violations: [String] {
        var found = tree.violations(shown: shown, path: path)
        if split.widthClass != (split.isCollapsed ? .compact : .regular) {
            found.append("width class \(split.widthClass) but collapsed \(split.isCollapsed)")
        }
        return found
    }
}
