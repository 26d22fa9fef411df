import RoutyUIKit

/// A tab of iOS 18's tab bar: a `UITab`; a `UITabGroup` when it has children; a `UISearchTab`.
@MainActor
final class FakeTab {
    let identifier: String
    let viewController: FakeViewController
    let isSearch: Bool
    /// `isHidden`.
    var isHidden = false
    /// A group's children, as the app gave them (`children`); `nil` for a tab that is no group.
    let children: [FakeTab]?
    /// A group's `selectedChild`.
    var selectedChild: FakeTab?
    /// A group's `displayOrderIdentifiers`: the order the user gave its children.
    var displayOrderIdentifiers: [String] = []
    /// `parent`: the group it is in.
    weak var parent: FakeTab?
    /// A group's `managingNavigationController`.
    let managingNavigationController: FakeNavigationController?
    /// What the tab showed on its managing group's stack when it was last the leaf-most tab
    /// there: its view controller and what was pushed on it, which UIKit proposes again.
    var displayed: [FakeViewController] = []

    init(_ item: PlatformTabItem<FakeViewController>) {
        identifier = item.identifier
        viewController = item.viewController
        isSearch = item.isSearch
        managingNavigationController = item.sharesOneStack ? item.viewController as? FakeNavigationController : nil
        children = item.children?.map(FakeTab.init)
        for child in children ?? [] { child.parent = self }
    }

    /// `managingTabGroup`: "the root-most `UITabGroup` in the tab's parent hierarchy with an active
    /// `managingNavigationController`".
    var managingTabGroup: FakeTab? {
        var found: FakeTab?
        var tab = parent
        while let group = tab {
            if group.managingNavigationController != nil { found = group }
            tab = group.parent
        }
        return found
    }

    /// The view controller UIKit proposes for this level of a managed stack: none for a group that
    /// provides none (one with a managing navigation controller), else its own — and for the
    /// leaf-most tab what it displayed last, pushes included.
    var proposed: [FakeViewController] {
        if managingNavigationController != nil { return [] }
        return displayed.isEmpty ? [viewController] : displayed
    }

    /// A group's children in display order: those `displayOrderIdentifiers` names first, then the
    /// others in their own order.
    var displayOrder: [FakeTab] {
        let children = self.children ?? []
        let named = displayOrderIdentifiers.compactMap { id in children.first { $0.identifier == id } }
        return named + children.filter { child in !named.contains { $0 === child } }
    }

    /// Whether the tab bar shows it: neither it nor a group it is in is hidden.
    var isShown: Bool {
        var tab: FakeTab? = self
        while let current = tab {
            if current.isHidden { return false }
            tab = current.parent
        }
        return true
    }

    /// The root tab it is, or is in.
    var root: FakeTab {
        var tab = self
        while let parent = tab.parent { tab = parent }
        return tab
    }

    /// What selecting it selects: a group's selected child (its first shown child when none),
    /// down to a tab that is no group.
    var leaf: FakeTab {
        var tab = self
        while tab.children != nil,
            let child = tab.selectedChild.flatMap({ $0.isShown ? $0 : nil }) ?? tab.displayOrder.first(where: \.isShown)
        {
            tab = child
        }
        return tab
    }
}

/// iOS 18's tab API, as Apple documents it: `selectedTab` ignores a hidden tab, selecting a
/// group's child makes it the group's `selectedChild`, code never calls the delegate; the user's
/// taps, hides and reorders do, and where Apple leaves the order of two callbacks open
/// (`/work/shared/UIKIT-CALLBACK-ORDERS.md`) the fake UI's order decides.
extension FakeTabBarController: PlatformTabs {
    func setTabs(_ tabs: [PlatformTabItem<FakeViewController>]) {
        rootTabs = tabs.map(FakeTab.init)
        for tab in rootTabs {
            tab.viewController.parent = self
            ui = ui ?? tab.viewController.ui
        }
        // UIKit selects the first tab.
        selectedTab = rootTabs.first?.leaf
        markSelection()
        rebuildManagedStack()
    }

    var selectedTabIdentifier: String? { selectedTab?.identifier }

    func selectTab(withIdentifier identifier: String) {
        guard let tab = tab(identifier), tab.isShown else { return }
        let previous = selectedTab
        guard tab !== previous else { return }
        keepDisplayed(of: previous)
        selectedTab = tab
        markSelection()
        // The managing group rebuilds its stack for the new selection, asking the delegate.
        rebuildManagedStack()
    }

    func selectedChildIdentifier(ofGroupWithIdentifier identifier: String) -> String? {
        tab(identifier)?.selectedChild?.identifier
    }

    func isTabHidden(withIdentifier identifier: String) -> Bool { tab(identifier)?.isHidden ?? false }

    func setTabHidden(_ hidden: Bool, withIdentifier identifier: String) {
        tab(identifier)?.isHidden = hidden
        afterHiding()
    }

    func displayOrderIdentifiers(ofGroupWithIdentifier identifier: String) -> [String] {
        tab(identifier)?.displayOrderIdentifiers ?? []
    }

    func setDisplayOrderIdentifiers(_ order: [String], ofGroupWithIdentifier identifier: String) {
        tab(identifier)?.displayOrderIdentifiers = order
    }

    // MARK: - What the fake shows

    /// The tab `tab(forIdentifier:)` finds, among the root tabs and their groups' children.
    func tab(_ identifier: String) -> FakeTab? {
        var pending = rootTabs
        while let tab = pending.popLast() {
            if tab.identifier == identifier { return tab }
            pending += tab.children ?? []
        }
        return nil
    }

    /// The view controller the tab bar shows: the root tab's of the selected tab.
    var shownRootViewController: FakeViewController? { selectedTab?.root.viewController }

    /// The managing group of the selected tab rebuilds its navigation controller's stack, as
    /// UITabGroup.h says: level by level from the group down to the selected tab, each level what
    /// the delegate returns for what UIKit proposes
    /// (`tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`). What the
    /// tab left had on the stack, pushes included, was kept as proposed for it when it was left.
    func rebuildManagedStack() {
        guard let leaf = selectedTab, let group = leaf.managingTabGroup,
            let navigation = group.managingNavigationController
        else { return }
        var levels: [FakeTab] = []
        var tab: FakeTab? = leaf
        while let current = tab {
            levels.insert(current, at: 0)
            tab = current === group ? nil : current.parent
        }
        var stack: [FakeViewController] = []
        for level in levels {
            let proposed = level.proposed
            let shown =
                delegate?.tabBarControllerDisplayedViewControllers(
                    forTabWithIdentifier: level.identifier, proposed: proposed) ?? proposed
            if level === leaf { level.displayed = shown }
            stack += shown
        }
        guard !stack.isEmpty else { return }
        navigation.setViewControllers(stack, animated: false)
    }

    /// The selection changes from `previous`: UIKit keeps what it had on its managing group's
    /// stack, pushes included, to propose for it later.
    private func keepDisplayed(of previous: FakeTab?) {
        guard let previous, let navigation = previous.managingTabGroup?.managingNavigationController,
            let start = navigation.viewControllers.firstIndex(where: { $0 === previous.viewController })
        else { return }
        previous.displayed = Array(navigation.viewControllers[start...])
    }

    private func markSelection() {
        var tab = selectedTab
        while let current = tab, let parent = current.parent {
            parent.selectedChild = current
            tab = parent
        }
    }

    /// A hidden selected tab gives way to the first tab shown; a group whose selected child is
    /// hidden selects its first child shown.
    private func afterHiding() {
        var pending = rootTabs
        while let tab = pending.popLast() {
            guard let children = tab.children else { continue }
            if tab.selectedChild?.isHidden == true { tab.selectedChild = tab.displayOrder.first { !$0.isHidden } }
            pending += children
        }
        if selectedTab?.isShown == false {
            keepDisplayed(of: selectedTab)
            selectedTab = rootTabs.first(where: \.isShown)?.leaf
            markSelection()
            rebuildManagedStack()
        }
    }

    // MARK: - The user

    /// The user taps the tab `identifier` in the tab bar or the sidebar: nothing happens for a
    /// hidden tab, which neither shows, while something is presented over the tabs, or when the
    /// delegate refuses (`tabBarController(_:shouldSelectTab:)`). A tap on the selected tab pops
    /// its navigation controller to the root; `didSelectTab` comes only when the selection
    /// changed ("Called when the selected tab has changed").
    ///
    /// - Returns: Whether the tap changed what is shown.
    @discardableResult
    func tapTab(_ identifier: String) -> Bool {
        guard hasTabsAPI, let tapped = tab(identifier), tapped.isShown, presentedViewController == nil,
            delegate?.tabBarControllerShouldSelectTab(withIdentifier: identifier) ?? true
        else { return false }
        let tab = tapped.leaf
        guard tab === selectedTab else {
            keepDisplayed(of: selectedTab)
            selectedTab = tab
            markSelection()
            guard tab.managingTabGroup != nil else {
                delegate?.tabBarControllerDidSelectTab(withIdentifier: tab.identifier)
                return true
            }
            (ui ?? FakeUI()).end(
                "select \(tab.identifier)",
                [
                    (
                        "didSelectTab: the selected tab changed",
                        { [weak self] in self?.delegate?.tabBarControllerDidSelectTab(withIdentifier: tab.identifier) }
                    ),
                    (
                        "the managing group rebuilds its stack; against didSelectTab, left open",
                        { [weak self] in self?.rebuildManagedStack() }
                    ),
                ])
            return true
        }
        guard let didShow = (tab.viewController as? FakeNavigationController)?.popToRootForTabTap() else {
            return false
        }
        didShow()
        return true
    }

    /// The user edits the sidebar and hides (or shows again) the tabs `identifiers`: refused
    /// while something is presented over the tabs, and when the bar or a group would show no tab.
    /// When the selected tab goes, the first tab shown is selected (a group whose selected child
    /// goes selects its first child shown); `visibilityDidChangeFor` and that
    /// `didSelectTab` come in an order Apple leaves open.
    ///
    /// - Returns: Whether the tabs changed.
    @discardableResult
    func userSetsHidden(_ hidden: Bool, _ identifiers: [String]) -> Bool {
        let tabs = identifiers.compactMap(tab)
        guard hasTabsAPI, presentedViewController == nil, tabs.count == identifiers.count else { return false }
        // Every group, and the bar, keeps a tab shown.
        let hiding = hidden ? tabs : []
        let keepsOne = { (siblings: [FakeTab]) in
            siblings.contains { sibling in !sibling.isHidden && !hiding.contains { $0 === sibling } }
        }
        guard keepsOne(rootTabs), tabs.allSatisfy({ $0.parent.map { keepsOne($0.children ?? []) } ?? true }) else {
            return false
        }
        for tab in tabs { tab.isHidden = hidden }
        var callbacks: [(rule: String, run: () -> Void)] = [
            (
                "visibilityDidChangeFor: when editing ends",
                { [weak self] in
                    self?.delegate?.tabBarControllerVisibilityDidChange(forTabsWithIdentifiers: identifiers)
                }
            )
        ]
        let selectedBefore = selectedTab
        afterHiding()
        if selectedTab !== selectedBefore {
            let selected = selectedTab?.identifier ?? ""
            callbacks.append(
                (
                    "didSelectTab: the hidden selected tab gives way; against visibilityDidChangeFor, left open",
                    { [weak self] in self?.delegate?.tabBarControllerDidSelectTab(withIdentifier: selected) }
                ))
        }
        (ui ?? FakeUI()).end("hide \(identifiers)", callbacks)
        return true
    }

    /// The user drags a group's children into `order` in the sidebar (`displayOrderIdentifiers`),
    /// and the delegate hears `displayOrderDidChangeFor`. Refused while something is presented.
    ///
    /// - Returns: Whether the order changed.
    @discardableResult
    func userReorders(group identifier: String, _ order: [String]) -> Bool {
        guard hasTabsAPI, presentedViewController == nil, let group = tab(identifier), group.children != nil else {
            return false
        }
        group.displayOrderIdentifiers = order
        delegate?.tabBarControllerDisplayOrderDidChange(forGroupWithIdentifier: identifier)
        return true
    }

    /// The width becomes compact: the sidebar collapses to a tab bar (`sidebar.isHidden`); the
    /// selected tab stays selected, and the delegate hears nothing.
    func collapseSidebar() {
        isSidebarHidden = true
    }

    /// The width becomes regular again: the sidebar shows.
    func expandSidebar() {
        isSidebarHidden = false
    }
}

/// A tab group's view controller: it shows one child at a time, which the adapter sets.
@MainActor
final class FakeTabGroupViewController: FakeViewController {
    /// The child it shows.
    private(set) var shown: FakeViewController?

    init() {
        super.init(label: "group", ui: nil)
    }

    /// Shows `child` in place of what it showed.
    func show(_ child: FakeViewController) {
        if shown?.parent === self { shown?.parent = nil }
        shown = child
        child.parent = self
        ui = ui ?? child.ui
    }
}
