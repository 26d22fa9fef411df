import Portus
import Routy

/// A tab container: it manages its tabs and shows one at a time; each tab keeps what it shows.
///
/// Tabs are usually ``HeadlessStack``s; a tab may also be an element of the app's own, which
/// then tells the tree what it does itself.
public final class HeadlessTabs<ContextType: Hashable & Sendable>: HeadlessElement<ContextType>, Switchable {
    /// The tabs, in display order.
    public let tabs: [any NavigationElement<ContextType>]
    /// The index of the selected tab.
    public private(set) var selectedIndex: Int
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
        self.selectedIndex = tabs.indices.contains(selectedIndex) ? selectedIndex : 0
        super.init(context)
        for tab in tabs { (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: nil) }
    }

    /// The selected tab, if there is any tab.
    public var selectedTab: (any NavigationElement<ContextType>)? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }

    public override var entry: RoutingEntry {
        var entry = super.entry
        if let selectedTab {
            entry.managedEntries = .init(entries: tabs.map(\.entry), activeEntry: selectedTab.entry)
        }
        return entry
    }

    override func place(in slot: Slot, holder: AnyObject?, tree: RoutingTree?) {
        super.place(in: slot, holder: holder, tree: tree)
        for tab in tabs { (tab as? HeadlessElement<ContextType>)?.place(in: .tab, holder: self, tree: tree) }
    }

    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard !spendFailure(), let tree, let tab = entry.routable, let index = indexOfTab[ObjectIdentifier(tab)]
        else { return completion(false) }
        // Both entries without the lists of tabs (a tab may be a container): the tree finds them by key.
        guard (try? tree.switchNode(withEntry: super.entry, didSwitchToNodeWithEntry: entry)) != nil
        else { return completion(false) }
        selectedIndex = index
        completion(true)
    }
}
