import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport

/// The context types of the test shop; the deeplink tests use `help`, `search` and `account`.
enum Screen: String, Hashable, Sendable, CaseIterable, TestScreen {
    case app, home, catalog, profile, article, category, product, orders, order, cart, login
    case help, search, account
    /// An alert that asks whether to delete an item (payload: its id), answering with a `DeleteChoice`.
    case confirmDelete
    /// A modal picker that hands back any value (a `PickerScreen`).
    case picker
}

/// What the `confirmDelete` alert hands back.
enum DeleteChoice: String, Sendable, Equatable {
    case delete, keep
}

typealias Context = NavigationContext<Screen>
typealias Instruction = NavigationInstruction<Screen>
typealias Recorder = EventRecorder<Screen>

extension NavigationContext where ContextType == Screen {
    static var orders: Self { Self(.orders) }
    static func article(_ id: Int) -> Self { Self(.article, payload: id) }
    static func order(_ id: Int) -> Self { Self(.order, payload: id) }
    static func confirmDelete(_ id: Int) -> Self { Self(.confirmDelete, payload: id) }
    static var picker: Self { Self(.picker) }
}

/// A modal screen that hands back a value of any type, as an address picker or a sign-in sheet does.
typealias PickerScreen = HeadlessPicker<Screen>

/// A headless shop: tabs home, catalog, profile (each a stack), modals cart and login.
@MainActor
final class TestShop {
    let tree = RoutingTree()
    let window: HeadlessWindow<Screen>
    let tabs: HeadlessTabs<Screen>
    var registry = NavigationElementRegistry<Screen>()
    let router: NavigationRouter<Screen>
    /// Contexts for which the factory returns nothing.
    var refusedByFactory: Set<Screen> = []
    /// Every element the factory made, weakly, to check they are released.
    var made: [WeakElement] = []

    struct WeakElement {
        weak var element: HeadlessElement<Screen>?
    }

    /// Creates the shop on its home tab.
    ///
    /// - Parameter unregistered: Context types the registry has no maker for.
    init(unregistered: Set<Screen> = []) throws {
        window = HeadlessWindow(tree: tree)
        (home, catalog, profile) = (HeadlessStack(.home), HeadlessStack(.catalog), HeadlessStack(.profile))
        tabs = HeadlessTabs(.app, tabs: [home, catalog, profile])
        try window.show(tabs)
        router = NavigationRouter(tree: tree, factory: registry)
        let maker: NavigationElementRegistry<Screen>.Maker = { [unowned self] context in
            guard !self.refusedByFactory.contains(context.type) else { return nil }
            let updatable: Set<Screen> = [.article, .category, .product, .order]
            let element = HeadlessScreen(context, isUpdatable: updatable.contains(context.type))
            self.made.append(WeakElement(element: element))
            return element
        }
        let registered = Screen.allCases.filter { !unregistered.contains($0) }
        registry.register(registered.filter { $0 != .cart && $0 != .login }, maker: maker)
        registry.register(registered.filter { $0 == .cart || $0 == .login }, presentation: .modal, maker: maker)
        if !unregistered.contains(.confirmDelete) {
            registry.register(.confirmDelete, presentation: .modal) { [unowned self] context in
                guard !self.refusedByFactory.contains(context.type) else { return nil }
                let alert = HeadlessAlert(context, alert: Self.deleteAlert)
                self.made.append(WeakElement(element: alert))
                return alert
            }
        }
        if !unregistered.contains(.picker) {
            registry.register(.picker, presentation: .modal) { [unowned self] context in
                guard !self.refusedByFactory.contains(context.type) else { return nil }
                let picker = PickerScreen(context)
                self.made.append(WeakElement(element: picker))
                return picker
            }
        }
        router.factory = registry
    }

    /// The alert of `confirmDelete`: Delete (destructive) or Keep (cancel).
    static let deleteAlert = NavigationAlert(
        "Delete this item?", style: .actionSheet,
        actions: [
            NavigationAlertAction("Delete", role: .destructive, value: DeleteChoice.delete),
            NavigationAlertAction("Keep", role: .cancel, value: DeleteChoice.keep),
        ])

    /// The alert shown now, if any.
    var alert: HeadlessAlert<Screen, DeleteChoice>? {
        tree.activeLeaf?.entry.routable as? HeadlessAlert<Screen, DeleteChoice>
    }

    /// The active path as `app > catalog > product(42)`.
    var path: String { window.treePath.map(\.description).joined(separator: " > ") }
    /// What the headless UI shows, in the same form.
    var shown: String { window.shownPath.map(\.description).joined(separator: " > ") }

    /// The tab stacks, by their context.
    let home: HeadlessStack<Screen>
    let catalog: HeadlessStack<Screen>
    let profile: HeadlessStack<Screen>

    /// Every node of the tree, parents first.
    var nodes: [RoutingTree.Node] {
        var result: [RoutingTree.Node] = []
        var queue = tree.root.map { [$0] } ?? []
        while !queue.isEmpty {
            let node = queue.removeFirst()
            result.append(node)
            queue += node.children
        }
        return result
    }

    /// The elements in the tree that show `context`, parents first.
    func elements(_ context: Context) -> [HeadlessElement<Screen>] {
        nodes.compactMap { $0.entry.routable as? HeadlessElement<Screen> }.filter { $0.context == context }
    }

    /// The only element in the tree that shows `context`.
    func element(_ context: Context) -> HeadlessElement<Screen>? {
        let found = elements(context)
        return found.count == 1 ? found[0] : nil
    }

    /// The number of elements the factory has made so far.
    var madeCount: Int { made.count }

    /// The elements the factory made that are still alive.
    var alive: [HeadlessElement<Screen>] { made.compactMap(\.element) }

    /// Runs requests one after another and fails if one fails; for setting up a start state.
    func setUp(_ requests: [[Context]]) async throws {
        for contexts in requests {
            try await router.perform(.navigate(to: contexts))
        }
    }
}
