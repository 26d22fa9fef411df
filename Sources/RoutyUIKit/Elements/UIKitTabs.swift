import Portus
import Routy

/// A tab bar controller: it manages its tabs (usually ``UIKitStack``s) and shows one at a time;
/// each tab keeps what it shows.
///
/// It keeps the tree true when the user taps a tab, as the tab bar controller's delegate reports
/// it. Re-tapping the selected tab pops its stack to the root, as UIKit does, and the router
/// reports the first screen gone as the user's leave; the tap is refused when a screen that would
/// go refuses to be left, and always when ``popsToRootOnReselect`` is `false`.
///
/// **iOS 18 and later.** The tab bar controller gets `tabs` — a `UITab` per tab, a `UITabGroup`
/// per ``UIKitTabGroup`` among the tabs, a `UISearchTab` for the search tab — instead of
/// `viewControllers`, and becomes a sidebar where the platform has one. The adapter selects with
/// `selectedTab` (a tab inside a group selects the group and the tab), hears the user's selection
/// in the tab bar and the sidebar, and follows the tabs the user hides and the order they give a
/// group's tabs, as the tree does (`RoutingEntry.isHidden`, `RoutingTree.didRearrangeNode(withEntry:)`).
/// A request to a hidden tab shows it again or fails, as `NavigationRouter.hiddenTabPolicy` says.
/// On iOS 17 and earlier the tab bar controller gets `viewControllers`, as before.
public final class UIKitTabs<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, Switchable, TabBarControllerEvents, NavigationTabArranging
{
    /// The tab bar controller.
    public let tabBarController: Platform.TabBarController
    /// Whether tapping the selected tab pops its stack to the root, as UIKit does; when `false`,
    /// the container refuses that tap (`tabBarController(_:shouldSelect:)` answers `false`).
    public var popsToRootOnReselect = true
    /// The order, the hidden set and the selection.
    private var arrangement: TabArrangement<UIKitElement<ContextType, Platform>>
    /// iOS 18's tab API of the tab bar controller; `nil` on iOS 17 and earlier.
    let tabBar: (any PlatformTabs<Platform.ViewController>)?
    /// The `UITab` identifier of each tab and of each group's tab, and the tab of each identifier.
    private var identifiers = TabIdentifiers<ContextType, Platform>()
    private var eventsProxy: AnyObject?

    /// Creates tabs and gives the tab bar controller their view controllers — on iOS 18 and
    /// later, its `tabs`.
    ///
    /// - Parameters:
    ///   - context: The container's own context.
    ///   - tabs: The tabs, in display order; at least one. A ``UIKitTabGroup`` among them is a
    ///     group of tabs.
    ///   - selectedIndex: The tab shown first.
    ///   - searchTab: The index in `tabs` of the search tab (a `UISearchTab` on iOS 18), if any.
    ///   - tabBarController: The tab bar controller; a new one when `nil`.
    public init(
        _ context: NavigationContext<ContextType>,
        tabs: [UIKitElement<ContextType, Platform>],
        selectedIndex: Int = 0,
        searchTab: Int? = nil,
        tabBarController: Platform.TabBarController? = nil
    ) {
        let controller = tabBarController ?? Platform.makeTabBarController()
        self.tabBarController = controller
        arrangement = TabArrangement(tabs, selectedIndex: selectedIndex)
        tabBar = Platform.tabs(of: controller)
        let viewController = Platform.viewController(of: controller)
        super.init(context, viewController: viewController, content: viewController)
        for tab in tabs { tab.place(in: .tab, holder: self, tree: nil) }
        for group in groups { group.bar = self }
        if let tabBar {
            identifiers = TabIdentifiers(tabs)
            tabBar.setTabs(tabs.enumerated().map { item(for: $0.element, isSearch: $0.offset == searchTab) })
            if let selected = arrangement.selected { _ = selectInTabBar(selected) }
        } else {
            controller.viewControllers = tabs.map(\.viewController)
            controller.selectedIndex = arrangement.selectedIndex
        }
        eventsProxy = Platform.forwardEvents(of: controller, to: self)
    }

    /// The tabs, in display order: the order the user left them in.
    public var tabs: [UIKitElement<ContextType, Platform>] { arrangement.tabs }

    /// The index of the selected tab, as the tree knows it.
    public var selectedIndex: Int { arrangement.selectedIndex }

    /// The selected tab, if there is any tab.
    public var selectedTab: UIKitElement<ContextType, Platform>? { arrangement.selected }

    /// The tabs the user hid, in display order.
    public var hiddenTabs: [UIKitElement<ContextType, Platform>] { tabs.filter { arrangement.isHidden($0) } }

    /// The `UITab` identifier of a tab, or of a group's tab, on iOS 18: its context type's name,
    /// numbered from 2 when several tabs have one type (`product`, `product-2`); `nil` for what is
    /// no tab of the bar, and on iOS 17 and earlier.
    public func tabIdentifier(of tab: UIKitElement<ContextType, Platform>) -> String? {
        identifiers.identifier(of: tab)
    }

    override var tabArrangement: TabArrangement<UIKitElement<ContextType, Platform>>? { arrangement }

    // MARK: - Switchable

    /// Selects the tab of `entry` — on iOS 18 showing it again if the user hid it — and tells the
    /// tree.
    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let index = indexOfTabHeld(entry) else { return completion(false) }
        guard tabBar != nil else { return completion(switchViewControllers(to: index)) }
        let tab = tabs[index]
        let wasHidden = arrangement.isHidden(tab)
        guard selectInTabBar(tab), tellTreeItSwitched(to: tab.entry) else { return completion(false) }
        arrangement.selection.select(index)
        if wasHidden, let tree = placement.tree { _ = try? tree.didRearrangeNode(withEntry: self.entry) }
        completion(true)
    }

    /// iOS 17 and earlier: selects the view controller at `index`.
    private func switchViewControllers(to index: Int) -> Bool {
        let previous = tabBarController.selectedIndex
        tabBarController.selectedIndex = index
        guard tabBarController.selectedIndex == index,
            tellTreeItSwitched(to: tabs[index].entry, undo: { tabBarController.selectedIndex = previous })
        else { return false }
        arrangement.selection.select(index)
        return true
    }

    // MARK: - NavigationTabArranging

    /// Puts the tabs in the order of `order` and hides the tabs of `hidden`, in the tree and, on
    /// iOS 18, in the tab bar; see `NavigationTabArranging`.
    @discardableResult
    public func arrangeTabs(
        _ order: [NavigationContext<ContextType>],
        hidden: Set<NavigationContext<ContextType>>
    ) -> Bool {
        guard let arranged = arrangedInTabBar(arrangement, group: nil, order: order, hidden: hidden) else {
            return false
        }
        return rearrange(from: arrangement, to: arranged, entryOf: \.entry, take: { arrangement = arranged })
    }

    /// The arrangement of `current`, the tabs of the bar or of `group`, that `order` and `hidden`
    /// give, made the tab bar's (iOS 18): each tab's `isHidden`, a group's
    /// `displayOrderIdentifiers`, and the selection when the selected tab hides.
    ///
    /// - Returns: The arrangement, for the container to take and tell the tree; `nil` on iOS 17
    ///   and earlier, and when every tab would hide.
    func arrangedInTabBar(
        _ current: TabArrangement<UIKitElement<ContextType, Platform>>,
        group: UIKitTabGroup<ContextType, Platform>?,
        order: [NavigationContext<ContextType>],
        hidden: Set<NavigationContext<ContextType>>
    ) -> TabArrangement<UIKitElement<ContextType, Platform>>? {
        guard let tabBar else { return nil }
        let byContext = Dictionary(current.tabs.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
        var arranged = current
        guard arranged.arrange(order: order.compactMap { byContext[$0] }, hidden: hidden.compactMap { byContext[$0] })
        else { return nil }
        if let group, let id = identifiers.identifier(of: group) {
            tabBar.setDisplayOrderIdentifiers(
                arranged.tabs.compactMap(identifiers.identifier), ofGroupWithIdentifier: id)
        }
        // The tab that gives way to a hidden selected one, selected in the tab bar before the
        // tab hides, where the tab bar shows it.
        let onSelectedWay = wayToSelectedTab().contains { $0 === current.selected }
        if let selected = arranged.selected, !current.isSelected(selected), onSelectedWay {
            _ = selectInTabBar(selected)
        }
        for tab in arranged.tabs {
            if let id = identifiers.identifier(of: tab) {
                tabBar.setTabHidden(arranged.isHidden(tab), withIdentifier: id)
            }
        }
        return arranged
    }

    // MARK: - TabBarControllerEvents

    public func tabBarControllerShouldSelect(_ viewController: Platform.ViewController) -> Bool {
        guard let tab = tabs.first(where: { $0.viewController === viewController }) else { return true }
        return allowsReselecting(tab)
    }

    /// The user tapped a tab: the tab bar controller's selection, and what the selected tab shows
    /// (a re-tap pops its stack, whose `didShow` may come before or after), are what the tree
    /// hears.
    public func tabBarControllerDidSelect(_ viewController: Platform.ViewController) {
        reconcileSelection()
        selectedTab?.reconcile()
    }

    public func tabBarControllerShouldSelectTab(withIdentifier identifier: String) -> Bool {
        guard let tab = identifiers.element(withIdentifier: identifier) else { return true }
        return allowsReselecting(tab)
    }

    /// The user selected a tab of the tab bar or the sidebar: the tree hears the tab bar's
    /// selection, through the groups, and what the selected tab shows.
    public func tabBarControllerDidSelectTab(withIdentifier identifier: String) {
        reconcileSelection()
        selectedLeaf?.reconcile()
    }

    public func tabBarControllerVisibilityDidChange(forTabsWithIdentifiers identifiers: [String]) {
        reconcileArrangement()
    }

    public func tabBarControllerDisplayOrderDidChange(forGroupWithIdentifier identifier: String) {
        reconcileArrangement()
    }

    /// UIKit builds the stack of a group whose tabs share one (`managingNavigationController`),
    /// level by level: the group answers from the tree — nothing for itself, the selected tab's
    /// root and pushed screens, another tab's root alone (what it pushed went when it was left).
    public func tabBarControllerDisplayedViewControllers(
        forTabWithIdentifier identifier: String,
        proposed: [Platform.ViewController]
    ) -> [Platform.ViewController] {
        guard let tab = identifiers.element(withIdentifier: identifier) else { return proposed }
        for group in groups {
            if let answer = group.viewControllersOnSharedStack(for: tab) { return answer }
        }
        return proposed
    }

    /// Whether a tap on `tab` may select it: a tap on the selected tab pops its stack to the root
    /// unless that is turned off, and the screens that would go decide; so they do for a tap on
    /// another tab of a group whose tabs share one stack.
    private func allowsReselecting(_ tab: UIKitElement<ContextType, Platform>) -> Bool {
        if tab !== selectedLeaf, let selected = selectedLeaf as? UIKitStack<ContextType, Platform>,
            groups.contains(where: { group in
                group.navigationController != nil && group.tabs.contains { $0 === selected }
                    && group.tabs.contains { $0 === tab }
            })
        {
            return selected.pushedMayLeave
        }
        guard tab === selectedLeaf else { return true }
        guard popsToRootOnReselect else { return false }
        guard let stack = tab as? UIKitStack<ContextType, Platform> else { return true }
        return stack.pushedMayLeave
    }

    // MARK: - Reconciling

    override func reconcile() {
        reconcileArrangement()
        reconcileSelection()
        super.reconcile()
    }

    /// Tells the tree the tab the tab bar controller shows, when the tree has another — on iOS 18
    /// down through the groups. Idempotent.
    private func reconcileSelection() {
        guard placement.tree != nil else { return }
        guard tabBar != nil else {
            let index = tabBarController.selectedIndex
            guard index != selectedIndex, tabs.indices.contains(index) else { return }
            arrangement.selection.select(index)
            _ = tellTreeItSwitched(to: tabs[index].entry)
            return
        }
        let way = wayToSelectedTab()
        guard let first = way.first, let index = arrangement.index(of: first) else { return }
        if index != selectedIndex {
            guard tellTreeItSwitched(to: first.entry) else { return }
            arrangement.selection.select(index)
        }
        for (group, tab) in zip(way, way.dropFirst()) {
            guard let group = group as? UIKitTabGroup<ContextType, Platform>,
                let index = group.arrangement.index(of: tab), group.select(index, isTheUsers: true)
            else { return }
        }
    }

    /// Takes the hidden set and the groups' order the tab bar shows, then its selection, and tells
    /// the tree (iOS 18). Idempotent.
    private func reconcileArrangement() {
        guard let tabBar, placement.tree != nil else { return }
        let selectedWay = wayToSelectedTab()
        var arranged = identifiers.arrangement(arrangement, in: tabBar, group: nil)
        if let first = selectedWay.first, let index = arranged.index(of: first) { arranged.selection.select(index) }
        _ = rearrange(from: arrangement, to: arranged, entryOf: \.entry, take: { arrangement = arranged })
        for group in groups {
            var arranged = identifiers.arrangement(group.arrangement, in: tabBar, group: group)
            if let tab = selectedWay.first(where: { arranged.index(of: $0) != nil }),
                let index = arranged.index(of: tab)
            {
                arranged.selection.select(index)
            }
            group.take(arranged)
        }
    }

    // MARK: - iOS 18's tab bar

    /// Selects `tab`, or the tab selected inside it when it is a group, in the tab bar: shows it
    /// again first when the user hid it, as the tab bar ignores a hidden tab; puts back what it
    /// changed when the tab bar did not select it.
    ///
    /// - Returns: Whether the tab bar shows it selected now; `true` on iOS 17 and earlier.
    func selectInTabBar(_ tab: UIKitElement<ContextType, Platform>) -> Bool {
        guard let tabBar else { return true }
        var leaf = tab
        while let group = leaf as? UIKitTabGroup<ContextType, Platform>, let selected = group.selectedTab {
            leaf = selected
        }
        guard let id = identifiers.identifier(of: leaf) else { return false }
        if tabBar.selectedTabIdentifier == id { return true }
        // The tabs on the way that the user hid: the tab bar selects none of them.
        let hidden = identifiers.way(to: leaf).filter { tabBar.isTabHidden(withIdentifier: $0) }
        for hiddenID in hidden { tabBar.setTabHidden(false, withIdentifier: hiddenID) }
        tabBar.selectTab(withIdentifier: id)
        guard tabBar.selectedTabIdentifier == id else {
            for hiddenID in hidden { tabBar.setTabHidden(true, withIdentifier: hiddenID) }
            return false
        }
        return true
    }

    /// The tab the tab bar shows, and each tab and group on the way down to it from the root
    /// tabs: the root tab first. A group the tab bar selects shows its selected child.
    private func wayToSelectedTab() -> [UIKitElement<ContextType, Platform>] {
        guard let tabBar, var id = tabBar.selectedTabIdentifier else { return [] }
        while let child = tabBar.selectedChildIdentifier(ofGroupWithIdentifier: id), child != id { id = child }
        guard let leaf = identifiers.element(withIdentifier: id) else { return [] }
        return identifiers.way(to: leaf).compactMap { identifiers.element(withIdentifier: $0) }
    }

    /// The tab bar's selected tab, down through the groups, as the tree knows it.
    private var selectedLeaf: UIKitElement<ContextType, Platform>? {
        var leaf = selectedTab
        while let group = leaf as? UIKitTabGroup<ContextType, Platform>, let selected = group.selectedTab {
            leaf = selected
        }
        return leaf
    }

    /// The groups among the tabs and inside them, outermost first.
    private var groups: [UIKitTabGroup<ContextType, Platform>] {
        var found: [UIKitTabGroup<ContextType, Platform>] = []
        var pending = tabs
        while let tab = pending.popLast() {
            guard let group = tab as? UIKitTabGroup<ContextType, Platform> else { continue }
            found.append(group)
            pending += group.tabs
        }
        return found
    }

    /// What the tab bar controller gets for `tab`: a `UITabGroup` of its tabs for a group.
    private func item(
        for tab: UIKitElement<ContextType, Platform>,
        isSearch: Bool = false
    ) -> PlatformTabItem<Platform.ViewController> {
        let id = identifiers.identifier(of: tab) ?? ""
        // A group's tabs are stacks or screens: groups nest one level in a sidebar. Tabs that
        // share one stack give UIKit their roots, which it puts on the group's navigation controller.
        let group = tab as? UIKitTabGroup<ContextType, Platform>
        let sharesOneStack = group?.navigationController != nil
        let children = group?.tabs.map {
            PlatformTabItem(
                identifier: identifiers.identifier(of: $0) ?? "", title: identifiers.identifier(of: $0) ?? "",
                viewController: sharesOneStack ? $0.viewControllerOnStack : $0.viewController)
        }
        return PlatformTabItem(
            identifier: id, title: id, viewController: tab.viewController, children: children, isSearch: isSearch,
            sharesOneStack: sharesOneStack)
    }
}
