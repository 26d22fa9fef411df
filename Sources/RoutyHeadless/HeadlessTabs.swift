import Portus
import Routy

/// A tab container: it manages its tabs and shows one at a time; each tab keeps what it shows.
///
/// Tabs are usually ``HeadlessStack``s; a tab may also be an element of the app's own, which
/// then tells the tree what it does itself.
///
/// A test plays the user tapping the selected tab again with ``reselect()``: as on a tab bar, the
/// tab's stack pops to its root.
public final class HeadlessTabs<ContextType: Hashable & Sendable>: HeadlessElement<ContextType>, Switchable {
    /// The tabs, in display order.
    public let tabs: [any NavigationElement<ContextType>]
    /// The index of the selected tab.
    public private(set) var selectedIndex: Int
    /// Whether tapping the selected tab pops its stack to the root, as a tab bar does; `true`
    /// unless the app turns it off.
    public var popsToRootOnReselect = true
    /// The index of each tab, by the tab's identity: a switch costs the same with 3 tabs or 300.
    private let indexOfTab: [ObjectIdentifier: Int]

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
        self.tabs = tabs
        indexOfTab = Dictionary(
            tabs.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first }
        )
        self.selectedIndex = tabs.validIndex(selectedIndex)
        super.init(context)
        for tab in tabs { (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: nil) }
    }

    /// The selected tab, if there is any tab.
    public var selectedTab: (any NavigationElement<ContextType>)? { tabs.element(at: selectedIndex) }

    public override var entry: RoutingEntry {
        super.entry.managing(tabs.map(\.entry), selectedIndex: selectedIndex)
    }

    package override func place(in slot: ElementSlot, holder: AnyObject?, tree: RoutingTree?) {
        super.place(in: slot, holder: holder, tree: tree)
        for tab in tabs { (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: tree) }
    }

    /// The user taps the selected tab again: when it is a ``HeadlessStack`` with screens pushed,
    /// it pops them all and tells the tree that the first one left — a router on the tree reports
    /// it as the user's leave.
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
        guard popsToRootOnReselect, placement.tree != nil, let stack = selectedTab as? HeadlessStack<ContextType>,
            let first = stack.pushed.first, modal == nil, stack.modal == nil,
            stack.pushed.allSatisfy({ $0.modal == nil && !$0.refusesLeave })
        else { return false }
        return stack.popToRoot(from: first)
    }

    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard !spendFailure(), let tab = entry.routable, let index = indexOfTab[ObjectIdentifier(tab)],
            // Both entries without the lists of tabs (a tab may be a container): the tree finds them by key.
            tellTreeItSwitched(to: entry, as: super.entry)
        else { return completion(false) }
        selectedIndex = index
        completion(true)
    }
}
