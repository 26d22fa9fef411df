import Portus
import Routy

/// A tab container: it manages its tabs and shows one at a time; each tab keeps what it shows.
///
/// Tabs are usually ``HeadlessStack``s; a tab may also be an element of the app's own, which
/// then tells the tree what it does itself. A **group of tabs** — a section of an iOS 18 sidebar,
/// a `UITabGroup`, a SwiftUI `TabSection` — is a ``HeadlessTabs`` among the tabs: a container in
/// the tree with its own selected tab, so a link to a tab inside it selects the group and the
/// tab, and each keeps its stack.
///
/// ```swift
/// let library = HeadlessTabs(.library, tabs: [HeadlessStack(.books), HeadlessStack(.music)])
/// let app = HeadlessTabs(.app, tabs: [HeadlessStack(.home), library, HeadlessStack(.search)])
/// try await router.perform(.navigate(to: [.app, .library, .music]))  // switchTo(library), switchTo(music)
/// ```
///
/// A test plays the user: tapping the selected tab again with ``reselect()`` (as on a tab bar,
/// the tab's stack pops to its root), and rearranging the bar with ``move(_:to:)``, ``hide(_:)``
/// and ``show(_:)``, as iOS 18's tab bar customization lets the user. The tree follows the order
/// and the hidden set; a hidden tab keeps its stack, and a switch the router asks for shows it
/// again (see `NavigationRouter.hiddenTabPolicy`).
public final class HeadlessTabs<ContextType: Hashable & Sendable>: HeadlessElement<ContextType>, Switchable,
    NavigationTabArranging
{
    /// The order, the hidden set and the selection.
    private var arrangement: TabArrangement<any NavigationElement<ContextType>>
    /// Whether tapping the selected tab pops its stack to the root, as a tab bar does; `true`
    /// unless the app turns it off.
    public var popsToRootOnReselect = true

    /// Creates a tab container.
    ///
    /// - Parameters:
    ///   - context: The container's own context.
    ///   - tabs: The tabs, in display order; at least one.
    ///   - selectedIndex: The tab shown first.
    public init(
        _ context: NavigationContext<ContextType>,
        tabs: [any NavigationElement<ContextType>],
        selectedIndex: Int = 0
    ) {
        arrangement = TabArrangement(tabs, selectedIndex: selectedIndex)
        super.init(context)
        for tab in tabs { (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: nil) }
    }

    /// The tabs, in display order: the order the user left them in.
    public var tabs: [any NavigationElement<ContextType>] { arrangement.tabs }

    /// The index in ``tabs`` of the selected tab.
    public var selectedIndex: Int { arrangement.selectedIndex }

    /// The selected tab, if there is any tab.
    public var selectedTab: (any NavigationElement<ContextType>)? { arrangement.selected }

    /// The tabs the user hid, in display order.
    public var hiddenTabs: [any NavigationElement<ContextType>] {
        arrangement.tabs.filter { arrangement.isHidden($0) }
    }

    public override var entry: RoutingEntry {
        super.entry.managing(arrangement.entries(\.entry), selectedIndex: arrangement.selectedIndex)
    }

    package override func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        super.place(in: slot, holder: holder, tree: tree)
        for tab in arrangement.tabs {
            (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: tree)
        }
    }

    /// The user taps the selected tab again: when it is a ``HeadlessStack`` with screens pushed
    /// (in a group, the group's selected tab), it pops them all and tells the tree that the first
    /// one left — a router on the tree reports it as the user's leave.
    ///
    /// Nothing happens when ``popsToRootOnReselect`` is `false`, a modal covers the tab bar, or a
    /// screen that would go refuses to be left (``HeadlessElement/refusesLeave``), as a tab bar
    /// refuses the tap then.
    ///
    /// ```swift
    /// tabs.reselect()  // [app, catalog, product(1)] → [app, catalog]
    /// ```
    ///
    /// - Returns: Whether the stack popped.
    @discardableResult
    public func reselect() -> Bool {
        guard popsToRootOnReselect, placement.tree != nil, modal == nil else { return false }
        var selected = selectedTab
        while let group = selected as? HeadlessTabs<ContextType>, group.modal == nil { selected = group.selectedTab }
        guard let stack = selected as? HeadlessStack<ContextType>, let first = stack.pushed.first, stack.modal == nil,
            stack.pushed.allSatisfy({ $0.modal == nil && !$0.refusesLeave })
        else { return false }
        return stack.popToRoot(from: first)
    }

    /// The user taps `tab` in the bar (or, for a group, in the sidebar): the container selects it
    /// and tells the tree, and a router on the tree reports the switch as the user's. Tapping the
    /// selected tab is ``reselect()``.
    ///
    /// Refused for a hidden tab, which the bar does not show, and while a modal covers the bar.
    ///
    /// - Returns: Whether the container selected `tab` (or popped its stack, for a re-tap).
    @discardableResult
    public func select(_ tab: any NavigationElement<ContextType>) -> Bool {
        guard let index = arrangement.index(of: tab), !arrangement.isHidden(tab), placement.tree != nil else {
            return false
        }
        guard index != arrangement.selectedIndex else { return reselect() }
        guard !isCoveredByModal, tellTreeItSwitched(to: tab.entry, as: super.entry) else { return false }
        arrangement.selection.select(index)
        return true
    }

    // MARK: - The user's arrangement

    /// The user drags `tab` to `index` in the bar (clamped to the tabs), as iOS 18's tab bar
    /// customization does; the selection stays, and the tree follows the order.
    ///
    /// - Returns: Whether `tab` is one of the tabs.
    @discardableResult
    public func move(_ tab: any NavigationElement<ContextType>, to index: Int) -> Bool {
        var arranged = arrangement
        guard arranged.move(tab, to: index) else { return false }
        return take(arranged)
    }

    /// The user hides `tab`: it leaves the bar and keeps its stack; when it was selected, the
    /// first tab shown is selected (the tree hears that switch, then the new hidden set).
    ///
    /// Refused, as a tab bar does, for the last tab shown, and for the selected tab while a modal
    /// covers the bar.
    ///
    /// - Returns: Whether `tab` is hidden now.
    @discardableResult
    public func hide(_ tab: any NavigationElement<ContextType>) -> Bool {
        if arrangement.isSelected(tab), isCoveredByModal { return false }
        var arranged = arrangement
        guard arranged.setHidden(tab, true) else { return false }
        return take(arranged)
    }

    /// The user shows `tab` again, in its place in the bar.
    ///
    /// - Returns: Whether `tab` is one of the tabs.
    @discardableResult
    public func show(_ tab: any NavigationElement<ContextType>) -> Bool {
        var arranged = arrangement
        guard arranged.setHidden(tab, false) else { return false }
        return take(arranged)
    }

    /// Whether `tab` is hidden.
    public func isHidden(_ tab: any NavigationElement<ContextType>) -> Bool { arrangement.isHidden(tab) }

    // MARK: - NavigationTabArranging

    @discardableResult
    public func arrangeTabs(
        _ order: [NavigationContext<ContextType>],
        hidden: Set<NavigationContext<ContextType>>
    ) -> Bool {
        let byContext = Dictionary(
            arrangement.tabs.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
        var arranged = arrangement
        guard
            arranged.arrange(
                order: order.compactMap { byContext[$0] }, hidden: hidden.compactMap { byContext[$0] })
        else { return false }
        if let selected = arranged.selected, !arrangement.isSelected(selected), isCoveredByModal { return false }
        return take(arranged)
    }

    // MARK: - Switchable

    /// Selects the tab of `entry` — showing it again if the user hid it — and tells the tree.
    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        // The arrangement's selection is read in place, before the tree is told and after; the
        // tab by its identity, so that it is not retained across the telling.
        guard !spendFailure(), let tab = entry.routable.map(ObjectIdentifier.init),
            let index = arrangement.selection.place(of: tab)?.index,
            // Both entries without the lists of tabs (a tab may be a container): the tree finds them by key.
            tellTreeItSwitched(to: entry, as: super.entry)
        else { return completion(false) }
        let wasHidden = arrangement.selection.place(of: tab)?.isHidden ?? false
        arrangement.selection.select(index)
        if wasHidden, let tree = placement.tree { _ = try? tree.didRearrangeNode(withEntry: self.entry) }
        completion(true)
    }

    // MARK: - Helpers

    private func take(_ arranged: TabArrangement<any NavigationElement<ContextType>>) -> Bool {
        rearrange(from: arrangement, to: arranged, entryOf: \.entry, take: { arrangement = arranged })
    }

    /// Whether a modal is shown above the container on the active path: the tab bar is covered.
    private var isCoveredByModal: Bool {
        guard let tree = placement.tree, let node = tree.node(for: super.entry), node.isActive else { return false }
        var next = node.activeChild
        while let child = next {
            if child.isModal { return true }
            next = child.activeChild
        }
        return false
    }
}
