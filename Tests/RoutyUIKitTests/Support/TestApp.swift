import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit

typealias AppElement = UIKitElement<Screen, FakePlatform>
typealias AppStack = UIKitStack<Screen, FakePlatform>
typealias AppTabs = UIKitTabs<Screen, FakePlatform>
typealias AppTabGroup = UIKitTabGroup<Screen, FakePlatform>

/// A UIKit app on fakes: tabs home, catalog, profile (each a navigation stack); product,
/// category and order pushed; cart a sheet in its own stack (checkout pushed in it); help a
/// plain sheet; login full screen; onboarding a new root.
@MainActor
final class TestApp {
    /// The view controllers the factory made, and the contexts it refuses.
    final class Made {
        var controllers: [FakeScreenController] = []
        var refused: Set<Screen> = []
        /// Context types whose view controllers hand a value back.
        var answering: Set<Screen> = []
    }

    let ui = FakeUI()
    let tree = RoutingTree()
    let fakeWindow = FakeWindow()
    let window: UIKitWindow<Screen, FakePlatform>
    let factory: UIKitElementRegistry<Screen, FakePlatform>
    let router: NavigationRouter<Screen>
    let made = Made()
    /// Records every event of the router, as `user(leave(product(1)))`, `bypassed(product(1))`, …
    private let recorder = Recorder()

    /// Creates the app; `register` may register types again, with the app's maker, before the
    /// router is made. With `tabsAPI`, the tab bar controller has iOS 18's tab API, and the tabs
    /// are home, a group `library` of catalog and profile, and the search tab.
    init(
        tabsAPI: Bool = false,
        register: (
            inout UIKitElementRegistry<Screen, FakePlatform>, @escaping UIKitElementRegistry<Screen, FakePlatform>.Maker
        )
            -> Void = { _, _ in }
    ) throws {
        window = UIKitWindow(fakeWindow, tree: tree)
        var factory = UIKitElementRegistry<Screen, FakePlatform>()
        let (ui, made) = (ui, made)
        let maker: UIKitElementRegistry<Screen, FakePlatform>.Maker = { context in
            guard !made.refused.contains(context.type) else { return nil }
            let controller = FakeScreenController(context, ui: ui)
            controller.isUpdatable = [Screen.category, .product, .order, .search].contains(context.type)
            if made.answering.contains(context.type) { controller.answerSlot = NavigationAnswerSlot() }
            made.controllers.append(controller)
            return controller
        }
        factory.register([.home, .catalog, .profile, .category, .product, .order, .checkout], maker: maker)
        factory.register(.cart, presentation: .modal(.sheet, inNavigationStack: true), maker: maker)
        factory.register(.help, presentation: .modal(.sheet), maker: maker)
        factory.register(.login, presentation: .modal(.fullScreen), maker: maker)
        factory.register(.onboarding, presentation: .root, maker: maker)
        factory.registerTabs(.app, tabs: [.home, .catalog, .profile])
        if tabsAPI {
            factory.register(.search, maker: maker)
            factory.registerTabs(.library, tabs: [.catalog, .profile])
            factory.registerTabs(.app, tabs: [.home, .library], searchTab: .search(""))
        }
        register(&factory, maker)
        self.factory = factory
        router = NavigationRouter(tree: tree, factory: factory)
        let root = try FakeTabBarController.$makesTabsAPI.withValue(tabsAPI) { try factory.element(for: .app) }
        try window.show(root)
        recorder.observe(router)
    }

    /// The groups among the root tabs.
    var groups: [AppTabGroup] { tabs?.tabs.compactMap { $0 as? AppTabGroup } ?? [] }

    /// The tabs at the root, when they are the root.
    var tabs: AppTabs? { window.root as? AppTabs }
    /// The tab bar controller at the root.
    var tabBarController: FakeTabBarController? { tabs?.tabBarController as FakeTabBarController? }

    /// The stack of the tab showing `context`, in a group too.
    func stack(_ context: Context) -> AppStack? {
        let all = (tabs?.tabs ?? []) + groups.flatMap(\.tabs)
        return all.first { $0.context == context } as? AppStack
    }

    /// The navigation controller of the tab showing `context`.
    func navigationController(_ context: Context) -> FakeNavigationController? {
        stack(context)?.navigationController
    }

    /// The element of the tree that shows `context`, nearest the active leaf.
    func element(_ context: Context) -> AppElement? {
        var node = tree.activeLeaf
        while let current = node {
            if let element = current.entry.routable as? AppElement, element.context == context { return element }
            node = current.parent
        }
        return nil
    }

    /// The view controller the factory made last for `context`.
    func controller(_ context: Context) -> FakeScreenController? {
        made.controllers.last { $0.context == context }
    }

    /// The active path, as `app > catalog > product(1)`.
    var path: String {
        tree.activePath.compactMap { ($0.routable as? AppElement)?.context.description }.joined(separator: " > ")
    }

    /// What the fake UI shows, in the same form: the window's root, the selected tab, the
    /// stack, then what is presented, and so on up.
    var shown: String {
        guard let root = fakeWindow.rootViewController else { return "" }
        return shown(root).joined(separator: " > ")
    }

    private func shown(_ controller: FakeViewController) -> [String] {
        var labels = content(controller)
        if let presented = controller.presented { labels += shown(presented) }
        return labels
    }

    private func content(_ controller: FakeViewController) -> [String] {
        switch controller {
        case let tabs as FakeTabBarController where tabs.hasTabsAPI:
            return [tabs.label] + (tabs.shownRootViewController.map(content) ?? [])
        case let tabs as FakeTabBarController:
            let selected = tabs.viewControllers.flatMap {
                $0.indices.contains(tabs.selectedIndex) ? $0[tabs.selectedIndex] : nil
            }
            return [tabs.label] + (selected.map(content) ?? [])
        case let group as FakeTabGroupViewController:
            // Labelled by the context of the group that owns it, as the tree names the group.
            let owner = groups.first { $0.viewController === group }
            return [owner?.context.description ?? group.label] + (group.shown.map(content) ?? [])
        case let navigation as FakeNavigationController
        where groups.contains(where: { $0.viewController === navigation }):
            // The stack a group's tabs share, labelled by the group's context as the tree names it.
            let owner = groups.first { $0.viewController === navigation }
            return [owner?.context.description ?? navigation.label] + navigation.viewControllers.flatMap(content)
        case let navigation as FakeNavigationController:
            return navigation.viewControllers.flatMap(content)
        default:
            return [controller.label]
        }
    }

    /// Runs requests one after another, finishing every transition, and fails if one fails.
    func setUp(_ requests: [[Context]]) throws {
        for contexts in requests {
            var result: NavigationResult<Screen>?
            router.enqueue(.navigate(to: contexts)) { result = $0 }
            ui.finishAll()
            if case .failure(let failure) = result { throw failure }
        }
    }

    /// Runs a request, finishing every transition, and returns its outcome.
    func run(_ request: NavigationRequest<Screen>) -> NavigationResult<Screen>? {
        var result: NavigationResult<Screen>?
        router.enqueue(request) { result = $0 }
        ui.finishAll()
        return result
    }

    /// Every event of the router, in order.
    var events: [String] { recorder.events }

    /// Forgets the events recorded so far.
    func clearEvents() {
        recorder.clearEvents()
    }

    /// The user's events and bypassed guards, in order.
    var userEvents: [String] { recorder.userEvents }
}
