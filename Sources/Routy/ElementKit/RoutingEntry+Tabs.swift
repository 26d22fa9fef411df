import Portus

extension RoutingEntry {
    /// The entry of a tab container: this one, with `tabs` as managed entries and the one at
    /// `selectedIndex` active; this one unchanged when there is no such tab.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' entries, in display order.
    ///   - selectedIndex: The index of the selected tab.
    package func managing(_ tabs: [RoutingEntry], selectedIndex: Int) -> RoutingEntry {
        guard tabs.indices.contains(selectedIndex) else { return self }
        var entry = self
        entry.managedEntries = .init(entries: tabs, activeEntry: tabs[selectedIndex])
        return entry
    }
}

extension Array {
    /// The element at `index`, or `nil` when the array has none there: a container's selected
    /// tab.
    package func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    /// `index` when the array has an element there, else `0`: the tab a container shows first.
    package func validIndex(_ index: Int) -> Int {
        indices.contains(index) ? index : 0
    }
}
