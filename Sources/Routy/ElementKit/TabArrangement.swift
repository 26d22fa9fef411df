import Portus

/// The tabs of a kit's tab container (headless, UIKit, SwiftUI) as the user arranged them: their
/// order, which are hidden, which is selected — what an iOS 18 tab bar lets the user change.
///
/// A value: the container works out the arrangement it wants, tells the tree what changed
/// (a switch first when the selected tab gives way, then the new order), and keeps it. Tabs are
/// told apart by identity (each is an object); the lookup of a tab's index is a table, so a switch costs the same
/// with 3 tabs or 300.
package struct TabArrangement<Tab> {
    /// The tabs, in display order.
    package private(set) var tabs: [Tab]
    /// The index in ``tabs`` of the selected tab; never a hidden one while any tab is shown.
    package private(set) var selectedIndex: Int
    /// The hidden tabs, by identity.
    private var hidden: Set<ObjectIdentifier>
    /// The index of each tab, by identity.
    private var indexOfTab: [ObjectIdentifier: Int] = [:]

    /// The tabs in `tabs`' order, `selectedIndex` selected (the first tab when out of range), none
    /// hidden.
    package init(_ tabs: [Tab], selectedIndex: Int) {
        self.tabs = tabs
        self.selectedIndex = tabs.validIndex(selectedIndex)
        hidden = []
        reindex()
    }

    /// The selected tab, if there is any tab.
    package var selected: Tab? { tabs.element(at: selectedIndex) }

    /// The index of `tab` in ``tabs``; `nil` when it is none of them.
    package func index(of tab: AnyObject) -> Int? { indexOfTab[ObjectIdentifier(tab)] }

    /// Whether `tab` is hidden.
    package func isHidden(_ tab: AnyObject) -> Bool { hidden.contains(ObjectIdentifier(tab)) }

    /// The tabs shown, in display order.
    package var shown: [Tab] { tabs.filter { !isHidden($0 as AnyObject) } }

    /// Whether the selected tab is `tab`.
    package func isSelected(_ tab: AnyObject) -> Bool { selected.map { $0 as AnyObject } === tab }

    /// The entries of the tabs, in display order, each hidden tab's marked (`RoutingEntry.isHidden`).
    package func entries(_ entry: (Tab) -> RoutingEntry) -> [RoutingEntry] {
        tabs.map { tab in
            var tabEntry = entry(tab)
            tabEntry.isHidden = isHidden(tab as AnyObject)
            return tabEntry
        }
    }

    /// Selects the tab at `index`, showing it again if it was hidden.
    ///
    /// - Returns: Whether there is a tab at `index`.
    @discardableResult
    package mutating func select(_ index: Int) -> Bool {
        guard tabs.indices.contains(index) else { return false }
        hidden.remove(ObjectIdentifier(tabs[index] as AnyObject))
        selectedIndex = index
        return true
    }

    /// Moves `tab` to `index` among the tabs (clamped to the list), keeping the selection.
    ///
    /// - Returns: Whether `tab` is one of the tabs.
    package mutating func move(_ tab: AnyObject, to index: Int) -> Bool {
        guard let from = self.index(of: tab) else { return false }
        let selectedTab = selected.map { $0 as AnyObject }
        let moved = tabs.remove(at: from)
        tabs.insert(moved, at: min(max(index, 0), tabs.count))
        reindex()
        if let selectedTab, let selected = self.index(of: selectedTab) { selectedIndex = selected }
        return true
    }

    /// Hides `tab` or shows it again. A hidden tab that was selected gives way to the first tab
    /// shown.
    ///
    /// - Returns: Whether `tab` is one of the tabs, and another tab stays shown when it hides.
    package mutating func setHidden(_ tab: AnyObject, _ isHidden: Bool) -> Bool {
        guard index(of: tab) != nil else { return false }
        guard isHidden else {
            hidden.remove(ObjectIdentifier(tab))
            return true
        }
        guard tabs.contains(where: { $0 as AnyObject !== tab && !self.isHidden($0 as AnyObject) }) else { return false }
        hidden.insert(ObjectIdentifier(tab))
        selectFirstShownIfHidden()
        return true
    }

    /// Puts the tabs in `order` — tabs it does not name keep their order after them — and hides
    /// exactly the named ones that are in `hiddenTabs`; tabs not named stay hidden or shown. A
    /// hidden selected tab gives way to the first tab shown.
    ///
    /// - Returns: Whether the tabs are so; `false`, with nothing changed, when every tab would be
    ///   hidden.
    package mutating func arrange(order: [Tab], hidden hiddenTabs: [Tab]) -> Bool {
        var named: Set<ObjectIdentifier> = []
        var arranged: [Tab] = []
        for tab in order where index(of: tab as AnyObject) != nil && named.insert(Self.identity(tab)).inserted {
            arranged.append(tab)
        }
        let hiding = Set(hiddenTabs.map(Self.identity)).intersection(named).union(hidden.subtracting(named))
        guard tabs.contains(where: { !hiding.contains(Self.identity($0)) }) else { return false }
        let selectedTab = selected.map { $0 as AnyObject }
        arranged += tabs.filter { !named.contains(Self.identity($0)) }
        tabs = arranged
        hidden = hiding
        reindex()
        if let selectedTab, let selected = index(of: selectedTab) { selectedIndex = selected }
        selectFirstShownIfHidden()
        return true
    }

    private mutating func selectFirstShownIfHidden() {
        guard let selected, isHidden(selected as AnyObject),
            let first = tabs.firstIndex(where: { !isHidden($0 as AnyObject) })
        else { return }
        selectedIndex = first
    }

    private mutating func reindex() {
        indexOfTab = Dictionary(
            tabs.enumerated().map { (Self.identity($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    private static func identity(_ tab: Tab) -> ObjectIdentifier { ObjectIdentifier(tab as AnyObject) }
}
