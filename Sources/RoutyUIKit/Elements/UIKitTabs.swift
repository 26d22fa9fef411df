import Portus
import Routy

/// A tab bar controller: it manages its tabs (usually ``UIKitStack``s) and shows one at a time;
/// each tab keeps what it shows.
///
/// It keeps the tree true when the user taps a tab, as the tab bar controller's delegate reports
/// it. Re-tapping the selected tab pops its stack to the root, as UIKit does, and the router
/// reports the first screen gone as the user's leave; the tap is refused when a screen that would
/// go refuses to be left, and always when ``popsToRootOnReselect`` is `false`.
public final class UIKitTabs<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, Switchable, TabBarControllerEvents
{
    /// The tab bar controller.
    public let tabBarController: Platform.TabBarController
    /// The tabs, in display order.
    public let tabs: [UIKitElement<ContextType, Platform>]
    /// The index of the selected tab, as the tree knows it.
    public private(set) var selectedIndex: Int
    /// Whether tapping the selected tab pops its stack to the root, as UIKit does; when `false`,
    /// the container refuses that tap (`tabBarController(_:shouldSelect:)` answers `false`).
    public var popsToRootOnReselect = true
    private var eventsProxy: AnyObject?

    /// Creates tabs and gives the tab bar controller their view controllers.
    ///
    /// - Parameters:
    ///   - context: The container's own context.
    ///   - tabs: The tabs, in display order; at least one.
    ///   - selectedIndex: The tab shown first.
    ///   - tabBarController: The tab bar controller; a new one when `nil`.
    public init(
        _ context: NavigationContext<ContextType>,
        tabs: [UIKitElement<ContextType, Platform>],
        selectedIndex: Int = 0,
        tabBarController: Platform.TabBarController? = nil
    ) {
        let controller = tabBarController ?? Platform.makeTabBarController()
        self.tabBarController = controller
        self.tabs = tabs
        self.selectedIndex = tabs.validIndex(selectedIndex)
        controller.viewControllers = tabs.map(\.viewController)
        controller.selectedIndex = self.selectedIndex
        let viewController = Platform.viewController(of: controller)
        super.init(context, viewController: viewController, content: viewController)
        for tab in tabs { tab.place(in: .tab, holder: self, tree: nil) }
        eventsProxy = Platform.forwardEvents(of: controller, to: self)
    }

    /// The selected tab, if there is any tab.
    public var selectedTab: UIKitElement<ContextType, Platform>? { tabs.element(at: selectedIndex) }

    public override var entry: RoutingEntry {
        super.entry.managing(tabs.map(\.entry), selectedIndex: selectedIndex)
    }

    override var everythingAllowsLeaving: Bool {
        guardAllowsLeaving && (modal?.everythingAllowsLeaving ?? true) && tabs.allSatisfy(\.everythingAllowsLeaving)
    }

    override var presentingElement: UIKitElement<ContextType, Platform>? {
        modal == nil ? selectedTab?.presentingElement : self
    }

    package override func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        super.place(in: slot, holder: holder, tree: tree)
        for tab in tabs { tab.place(in: .tab, holder: self, tree: tree) }
    }

    package override func detach() {
        for tab in tabs { tab.detach() }
        super.detach()
    }

    // MARK: - Switchable

    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard placement.tree != nil, let index = tabs.firstIndex(where: { $0.entry == entry }) else {
            return completion(false)
        }
        let previous = tabBarController.selectedIndex
        tabBarController.selectedIndex = index
        guard tabBarController.selectedIndex == index,
            tellTreeItSwitched(to: tabs[index].entry, undo: { tabBarController.selectedIndex = previous })
        else { return completion(false) }
        selectedIndex = index
        completion(true)
    }

    // MARK: - TabBarControllerEvents

    public func tabBarControllerShouldSelect(_ viewController: Platform.ViewController) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.viewController === viewController }) else { return true }
        // Re-tapping the selected tab pops its stack to the root: the screens that would go decide.
        guard index == selectedIndex else { return true }
        guard popsToRootOnReselect else { return false }
        guard let stack = tabs[index] as? UIKitStack<ContextType, Platform> else { return true }
        return stack.modal == nil && stack.pushed.allSatisfy(\.everythingAllowsLeaving)
    }

    /// The user tapped a tab: the tab bar controller's selection, and what the selected tab shows
    /// (a re-tap pops its stack, whose `didShow` may come before or after), are what the tree
    /// hears.
    public func tabBarControllerDidSelect(_ viewController: Platform.ViewController) {
        reconcileSelection()
        selectedTab?.reconcile()
    }

    // MARK: - Reconciling

    override func reconcile() {
        reconcileSelection()
        super.reconcile()
    }

    /// Tells the tree the tab the tab bar controller shows, when the tree has another. Idempotent.
    private func reconcileSelection() {
        let index = tabBarController.selectedIndex
        guard index != selectedIndex, tabs.indices.contains(index), placement.tree != nil else { return }
        selectedIndex = index
        _ = tellTreeItSwitched(to: tabs[index].entry)
    }
}
