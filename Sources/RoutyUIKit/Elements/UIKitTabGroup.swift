import Portus
import Routy

/// A group of tabs among a ``UIKitTabs``' tabs — a `UITabGroup` of iOS 18, a section of the iPad's
/// sidebar: a container in the tree with its own selected tab, so that a link to a tab inside it
/// selects the group and the tab, and each of its tabs (usually a ``UIKitStack``) keeps its stack.
///
/// ```swift
/// let library = UIKitTabGroup(.library, tabs: [booksStack, musicStack])
/// let tabs = UIKitTabs(.app, tabs: [homeStack, library])
/// try await router.perform(.navigate(to: [.app, .library, .music]))  // switchTo(library), switchTo(music)
/// ```
///
/// Its view controller shows the selected tab's view controller: UIKit shows a group's own view
/// controller and leaves what it shows to the app. On iOS 18 the tab bar controller shows the
/// group as a `UITabGroup` whose children are its tabs: the user selects them in the sidebar,
/// hides them and puts them in another order, and the tree follows. On iOS 17 and earlier the
/// group is one tab of the bar, and links reach its tabs.
///
/// **One stack.** A group registered with `sharesOneStack`
/// (``UIKitElementRegistry/registerTabs(_:tabs:selectedIndex:searchTab:sharesOneStack:)``) has one
/// ``navigationController`` for all its tabs — on iOS 18 the `UITabGroup`'s
/// `managingNavigationController`: the selected tab's screen is the root of that navigation
/// controller, and what any of its tabs pushes goes on it. Selecting another of its tabs, by a
/// link or in the sidebar, replaces the root and drops what was pushed: that is what one shared
/// stack means. The tree follows; the selection is refused while a screen that would go refuses
/// to be left.
public final class UIKitTabGroup<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, Switchable, NavigationTabArranging, NavigationControllerEvents
{
    /// The order, the hidden set and the selection.
    var arrangement: TabArrangement<UIKitElement<ContextType, Platform>>
    /// The tab bar the group is shown in, once one holds it.
    weak var bar: UIKitTabs<ContextType, Platform>?
    /// The navigation controller the group's tabs share, when they share one stack (the
    /// `UITabGroup`'s `managingNavigationController` on iOS 18); `nil` when each tab keeps its own.
    public let navigationController: Platform.NavigationController?
    private var eventsProxy: AnyObject?

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - context: The group's own context.
    ///   - tabs: Its tabs, in display order; at least one.
    ///   - selectedIndex: The tab shown first; the first one when out of range.
    public init(
        _ context: NavigationContext<ContextType>,
        tabs: [UIKitElement<ContextType, Platform>],
        selectedIndex: Int = 0
    ) {
        arrangement = TabArrangement(tabs, selectedIndex: selectedIndex)
        navigationController = nil
        let container = Platform.makeTabGroupViewController()
        super.init(context, viewController: container, content: container)
        if let selected = arrangement.selected { Platform.show(selected.viewController, in: container) }
        for tab in tabs { tab.place(in: .tab, holder: self, tree: nil) }
    }

    /// Creates a group whose tabs share one stack: each tab a stack made on `navigationController`
    /// (`UIKitStack(_:rootViewController:sharing:)`), which shows the selected one's root.
    init(
        _ context: NavigationContext<ContextType>,
        stacks: [UIKitStack<ContextType, Platform>],
        sharing navigationController: Platform.NavigationController,
        selectedIndex: Int
    ) {
        arrangement = TabArrangement(
            stacks.map { $0 as UIKitElement<ContextType, Platform> }, selectedIndex: selectedIndex)
        self.navigationController = navigationController
        let viewController = Platform.viewController(of: navigationController)
        super.init(context, viewController: viewController, content: viewController)
        for tab in stacks { tab.place(in: .tab, holder: self, tree: nil) }
        if let selected = arrangement.selected { show(selected) }
        eventsProxy = Platform.forwardEvents(of: navigationController, to: self)
    }

    /// The tabs, in the order the user left them in.
    public var tabs: [UIKitElement<ContextType, Platform>] { arrangement.tabs }

    /// The index in ``tabs`` of the selected tab.
    public var selectedIndex: Int { arrangement.selectedIndex }

    /// The selected tab, if there is any tab.
    public var selectedTab: UIKitElement<ContextType, Platform>? { arrangement.selected }

    /// The tabs the user hid, in display order.
    public var hiddenTabs: [UIKitElement<ContextType, Platform>] { tabs.filter { arrangement.isHidden($0) } }

    override var tabArrangement: TabArrangement<UIKitElement<ContextType, Platform>>? { arrangement }

    // MARK: - Switchable

    /// Selects the tab of `entry` — in the tab bar too, on iOS 18, showing it again if the user
    /// hid it — and tells the tree.
    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let index = indexOfTabHeld(entry) else { return completion(false) }
        completion(select(index, isTheUsers: false))
    }

    // MARK: - NavigationTabArranging

    /// Puts the group's tabs in the order of `order` and hides the tabs of `hidden`, in the tree
    /// and in the tab bar of iOS 18 (`displayOrderIdentifiers`, `isHidden`); see
    /// `NavigationTabArranging`. Nothing changes on iOS 17 and earlier.
    @discardableResult
    public func arrangeTabs(
        _ order: [NavigationContext<ContextType>],
        hidden: Set<NavigationContext<ContextType>>
    ) -> Bool {
        guard let arranged = bar?.arrangedInTabBar(arrangement, group: self, order: order, hidden: hidden) else {
            return false
        }
        take(arranged)
        return true
    }

    // MARK: - Following the tab bar

    /// Selects the tab at `index`: in the tab bar of iOS 18 when the router asks (the user's
    /// selection is there already), in the group's view controller, and in the tree.
    ///
    /// - Returns: Whether the tab bar and the tree took it.
    func select(_ index: Int, isTheUsers: Bool) -> Bool {
        let tab = tabs[index]
        let wasHidden = arrangement.isHidden(tab)
        // One stack: what the tab selected before pushed goes, before the stack shows another root.
        if index != arrangement.selectedIndex, navigationController != nil,
            let leaving = selectedTab as? UIKitStack<ContextType, Platform>, !leaving.leavePushed()
        {
            return false
        }
        if !isTheUsers, let bar, !bar.selectInTabBar(tab) { return false }
        guard index == arrangement.selectedIndex || tellTreeItSwitched(to: tab.entry) else { return false }
        arrangement.selection.select(index)
        show(tab)
        if wasHidden, let tree = placement.tree { _ = try? tree.didRearrangeNode(withEntry: entry) }
        return true
    }

    /// Takes the order and the hidden set the tab bar shows, and tells the tree.
    func take(_ arranged: TabArrangement<UIKitElement<ContextType, Platform>>) {
        let before = arrangement.selected
        _ = rearrange(from: arrangement, to: arranged, entryOf: \.entry, take: { arrangement = arranged })
        if let selected = arrangement.selected, selected !== before { show(selected) }
    }

    /// Shows `tab`: in the group's view controller, or, when the tabs share one stack, as the
    /// navigation controller's root with what it pushed (UIKit may have put it there already).
    private func show(_ tab: UIKitElement<ContextType, Platform>) {
        guard let navigationController, let stack = tab as? UIKitStack<ContextType, Platform> else {
            return Platform.show(tab.viewController, in: viewController)
        }
        let wanted = stack.viewControllersOnStack
        let held = navigationController.viewControllers
        guard held.count != wanted.count || zip(held, wanted).contains(where: { $0 !== $1 }) else { return }
        navigationController.setViewControllers(wanted, animated: false)
    }

    /// The view controllers the shared stack shows for `tab`, a tab of the group or the group
    /// itself, when UIKit builds the `managingNavigationController`'s stack level by level: none
    /// for the group, the root and what it pushed for the selected tab, the root for another.
    func viewControllersOnSharedStack(for tab: UIKitElement<ContextType, Platform>) -> [Platform.ViewController]? {
        guard navigationController != nil else { return nil }
        if tab === self { return [] }
        guard let stack = tab as? UIKitStack<ContextType, Platform>, tabs.contains(where: { $0 === tab }) else {
            return nil
        }
        return stack === selectedTab ? stack.viewControllersOnStack : [stack.rootViewController]
    }

    // MARK: - NavigationControllerEvents

    /// The shared navigation controller showed `viewController`: the selected tab's stack hears it.
    public func navigationControllerDidShow(_ viewController: Platform.ViewController) {
        (selectedTab as? UIKitStack<ContextType, Platform>)?.navigationControllerDidShow(viewController)
    }

    /// The animator of the selected tab's stack.
    public func navigationControllerAnimator(
        for operation: NavigationTransitionOperation,
        from: Platform.ViewController,
        to: Platform.ViewController
    ) -> AnyObject? {
        (selectedTab as? UIKitStack<ContextType, Platform>)?.navigationControllerAnimator(
            for: operation, from: from, to: to)
    }

    /// Whether the selected tab's stack lets the user swipe back.
    public func interactivePopShouldBegin() -> Bool {
        (selectedTab as? UIKitStack<ContextType, Platform>)?.interactivePopShouldBegin() ?? false
    }
}
