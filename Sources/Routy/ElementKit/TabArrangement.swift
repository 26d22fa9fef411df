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
    /// The tabs' identities, the selection and the hidden set: the part a switch reads and
    /// changes, through this property and in place. Not generic, so that the switch of a request
    /// looks up no generic type: a member of the arrangement itself, even inlined, is passed the
    /// tab type, which unspecialized code looks up at each call — for a kit's
    /// `any NavigationElement<C>` an extended existential, and the arrangement's own type with it
    /// (about 750 instructions a headless switch; callgrind, issue 31). The kits change it only
    /// through ``TabSelection/select(_:)``, which keeps the tabs' identities.
    package var selection: TabSelection

    /// The tabs in `tabs`' order, `selectedIndex` selected (the first tab when out of range), none
    /// hidden.
    package init(_ tabs: [Tab], selectedIndex: Int) {
        self.tabs = tabs
        selection = TabSelection(tabs.map(Self.identity), selectedIndex: tabs.validIndex(selectedIndex))
    }

    /// The index in ``tabs`` of the selected tab; never a hidden one while any tab is shown.
    @inlinable package var selectedIndex: Int { selection.selectedIndex }

    /// The selected tab, if there is any tab.
    package var selected: Tab? { tabs.element(at: selectedIndex) }

    /// The index of `tab` in ``tabs``; `nil` when it is none of them.
    @inlinable package func index(of tab: AnyObject) -> Int? { selection.index(of: ObjectIdentifier(tab)) }

    /// Whether `tab` is hidden.
    @inlinable package func isHidden(_ tab: AnyObject) -> Bool { selection.isHidden(ObjectIdentifier(tab)) }

    /// The tabs shown, in display order.
    package var shown: [Tab] { tabs.filter { !isHidden($0 as AnyObject) } }

    /// Whether the selected tab is `tab`.
    package func isSelected(_ tab: AnyObject) -> Bool { selection.isSelected(ObjectIdentifier(tab)) }

    /// The entries of the tabs, in display order, each hidden tab's marked (`RoutingEntry.isHidden`).
    package func entries(_ entry: (Tab) -> RoutingEntry) -> [RoutingEntry] {
        tabs.map { tab in
            var tabEntry = entry(tab)
            tabEntry.isHidden = isHidden(tab as AnyObject)
            return tabEntry
        }
    }

    /// Moves `tab` to `index` among the tabs (clamped to the list), keeping the selection.
    ///
    /// - Returns: Whether `tab` is one of the tabs.
    package mutating func move(_ tab: AnyObject, to index: Int) -> Bool {
        guard let from = self.index(of: tab) else { return false }
        let moved = tabs.remove(at: from)
        tabs.insert(moved, at: min(max(index, 0), tabs.count))
        selection.reorder(tabs.map(Self.identity))
        return true
    }

    /// Hides `tab` or shows it again. A hidden tab that was selected gives way to the first tab
    /// shown.
    ///
    /// - Returns: Whether `tab` is one of the tabs, and another tab stays shown when it hides.
    package mutating func setHidden(_ tab: AnyObject, _ isHidden: Bool) -> Bool {
        selection.setHidden(ObjectIdentifier(tab), isHidden)
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
        let hiding = Set(hiddenTabs.map(Self.identity)).intersection(named).union(
            selection.hidden.subtracting(named))
        guard tabs.contains(where: { !hiding.contains(Self.identity($0)) }) else { return false }
        arranged += tabs.filter { !named.contains(Self.identity($0)) }
        tabs = arranged
        selection.reorder(tabs.map(Self.identity), hidden: hiding)
        return true
    }

    private static func identity(_ tab: Tab) -> ObjectIdentifier { ObjectIdentifier(tab as AnyObject) }
}

/// The tabs of a ``TabArrangement`` by identity: their order, the selected one, the hidden ones.
package struct TabSelection {
    /// The tabs' identities, in display order.
    private var identities: [ObjectIdentifier]
    /// The index in ``identities`` of the selected tab; never a hidden one while any tab is shown.
    @usableFromInline private(set) var selectedIndex: Int
    /// The hidden tabs.
    private(set) var hidden: Set<ObjectIdentifier> = []
    /// The index of each tab.
    private var indexOfTab: [ObjectIdentifier: Int] = [:]

    init(_ identities: [ObjectIdentifier], selectedIndex: Int) {
        self.identities = identities
        self.selectedIndex = selectedIndex
        reindex()
    }

    @usableFromInline func index(of tab: ObjectIdentifier) -> Int? { indexOfTab[tab] }

    @usableFromInline func isHidden(_ tab: ObjectIdentifier) -> Bool { hidden.contains(tab) }

    func isSelected(_ tab: ObjectIdentifier) -> Bool {
        identities.indices.contains(selectedIndex) && identities[selectedIndex] == tab
    }

    /// Where the tab whose identity is `tab` is among the tabs, and whether it is hidden; `nil`
    /// when it is none of them.
    ///
    /// Mutating, though it changes nothing, so that a container reads its stored selection in
    /// place: a non-mutating member is called on a copy, which retains and releases the
    /// selection's three collections (about 1 000 instructions a `navigate` request; callgrind,
    /// issue 31).
    package mutating func place(of tab: ObjectIdentifier) -> (index: Int, isHidden: Bool)? {
        guard let index = index(of: tab) else { return nil }
        return (index, isHidden(tab))
    }

    /// Selects the tab at `index`, showing it again if it was hidden; `false` when there is none.
    @discardableResult
    package mutating func select(_ index: Int) -> Bool {
        guard identities.indices.contains(index) else { return false }
        hidden.remove(identities[index])
        selectedIndex = index
        return true
    }

    /// Hides `tab` or shows it again; see ``TabArrangement/setHidden(_:_:)``.
    mutating func setHidden(_ tab: ObjectIdentifier, _ isHidden: Bool) -> Bool {
        guard index(of: tab) != nil else { return false }
        guard isHidden else {
            hidden.remove(tab)
            return true
        }
        guard identities.contains(where: { $0 != tab && !hidden.contains($0) }) else { return false }
        hidden.insert(tab)
        selectFirstShownIfHidden()
        return true
    }

    /// The same tabs in a new order, hidden as `hidden` says (as they were unless given); the
    /// selected tab stays selected unless it is hidden now.
    mutating func reorder(_ identities: [ObjectIdentifier], hidden: Set<ObjectIdentifier>? = nil) {
        let selectedTab = self.identities.indices.contains(selectedIndex) ? self.identities[selectedIndex] : nil
        self.identities = identities
        if let hidden { self.hidden = hidden }
        reindex()
        if let selectedTab, let selected = index(of: selectedTab) { selectedIndex = selected }
        selectFirstShownIfHidden()
    }

    private mutating func selectFirstShownIfHidden() {
        guard identities.indices.contains(selectedIndex), hidden.contains(identities[selectedIndex]),
            let first = identities.firstIndex(where: { !hidden.contains($0) })
        else { return }
        selectedIndex = first
    }

    private mutating func reindex() {
        indexOfTab = Dictionary(
            identities.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
}
