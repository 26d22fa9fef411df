import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport

/// The contexts of the media app: a tab bar with a group of tabs, as an iOS 18 sidebar has it.
enum Media: String, Hashable, Sendable, CaseIterable, Codable, NavigationPayloadDeclaring {
    case app, home, library, books, music, search, profile
    /// Screens pushed on a tab (payload: an id), and a modal.
    case book, album, settings

    var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch self {
        case .book, .album: Int.self
        default: nil
        }
    }
}

extension NavigationContext where ContextType == Media {
    static var app: Self { Self(.app) }
    static var home: Self { Self(.home) }
    static var library: Self { Self(.library) }
    static var books: Self { Self(.books) }
    static var music: Self { Self(.music) }
    static var search: Self { Self(.search) }
    static var profile: Self { Self(.profile) }
    static var settings: Self { Self(.settings) }
    static func book(_ id: Int) -> Self { Self(.book, payload: id) }
    static func album(_ id: Int) -> Self { Self(.album, payload: id) }
    /// The search tab with a query (in memory only: `search` declares no payload for snapshots).
    static func search(_ query: String) -> Self { Self(.search, payload: query) }
}

/// A headless app whose bar is `home`, the group `library` (`books`, `music`), `search` and
/// `profile`, each tab a stack; `book` and `album` are pushed, `settings` is a modal.
@MainActor
final class MediaApp {
    let tree = RoutingTree()
    let window: HeadlessWindow<Media>
    let bar: HeadlessTabs<Media>
    let library: HeadlessTabs<Media>
    let home = HeadlessStack<Media>(NavigationContext(.home))
    let books = HeadlessStack<Media>(NavigationContext(.books))
    let music = HeadlessStack<Media>(NavigationContext(.music))
    let search: HeadlessStack<Media>
    let profile = HeadlessStack<Media>(NavigationContext(.profile))
    let router: NavigationRouter<Media>

    /// The app on its home tab; the search tab is `searchTab` when given.
    init(policy: NavigationHiddenTabPolicy = .showAgain, searchTab: HeadlessStack<Media>? = nil) throws {
        search = searchTab ?? HeadlessStack(NavigationContext(.search))
        window = HeadlessWindow(tree: tree)
        library = HeadlessTabs(NavigationContext(.library), tabs: [books, music])
        bar = HeadlessTabs(NavigationContext(.app), tabs: [home, library, search, profile])
        try window.show(bar)
        var registry = NavigationElementRegistry<Media>()
        registry.register([.book, .album]) { HeadlessScreen($0, isUpdatable: true) }
        registry.register(.settings, presentation: .modal) { HeadlessScreen($0) }
        router = NavigationRouter(tree: tree, factory: registry)
        router.hiddenTabPolicy = policy
    }

    /// Every tab element, by its context.
    func tab(_ media: Media) -> any NavigationElement<Media> {
        [home, library, books, music, search, profile].first { $0.context.type == media } ?? home
    }

    /// The active path as `app > library > music > album(2)`.
    var path: String { window.treePath.map(\.description).joined(separator: " > ") }
    /// What the headless UI shows, in the same form.
    var shown: String { window.shownPath.map(\.description).joined(separator: " > ") }

    /// The bars as the user sees them: `home library[books music*]* search- profile`, the
    /// selected tab starred, a hidden one marked `-`.
    var bars: String { Self.describe(bar) }

    private static func describe(_ tabs: HeadlessTabs<Media>) -> String {
        tabs.tabs.enumerated().map { index, tab in
            var text = "\(tab.context)"
            if let group = tab as? HeadlessTabs<Media> { text += "[\(describe(group))]" }
            if index == tabs.selectedIndex { text += "*" }
            if tabs.isHidden(tab) { text += "-" }
            return text
        }.joined(separator: " ")
    }

    /// What breaks the invariants now: the UI and the tree agree on the active path, the tree's
    /// structure holds, and each container's tabs are in the tree in the bar's order, hidden as
    /// the bar hides them.
    var violations: [String] {
        var found = tree.violations(shown: shown, path: path)
        for container in [bar, library] {
            guard let node = tree.node(for: container.entry) else {
                found.append("\(container.context) is not in the tree")
                continue
            }
            let tabs = node.children.filter(\.isManagedByParent)
            let inTree = tabs.map { "\($0.entry)\($0.isHidden ? "-" : "")" }
            let onBar = container.tabs.map { "\($0.context)\(container.isHidden($0) ? "-" : "")" }
            if inTree != onBar { found.append("\(container.context): the tree has \(inTree), the bar \(onBar)") }
        }
        return found
    }
}
