import Observation
import Portus
import Routy

/// A tab container: it manages its tabs, shows one at a time, and its ``selection`` — the
/// selected tab's context — binds to `TabView(selection:)`.
///
/// The tabs are ``SwiftUIStack``s or ``SwiftUIScreen``s (a ``SwiftUITabs`` too), held strongly; each
/// keeps what it shows while another is selected. The router switches through the container; the
/// view binds ``selection``, each tab tagged with its context.
///
/// **What SwiftUI sets.** A tab's context is the user tapping that tab: the container tells the
/// tree at once, and the router reports the switch as the user's. The selected tab's context again
/// is the user tapping the selected tab (`TabView` sets its selection binding then too): as a tab
/// bar controller does, the container pops that tab's ``SwiftUIStack`` to its root — the router
/// reports the first screen gone as the user's leave — unless ``popsToRootOnReselect`` is `false`,
/// a modal covers the tab bar, or a screen that would go refuses to be left. A context that is no
/// tab's is the app's own code and changes nothing. A tab selected while a modal covers the tab
/// bar waits: the container publishes its selection again, so that the binding reads it back, and
/// switches once a later binding's write takes the modal away (a sheet dismissed in the same
/// transaction), so that the writes of one transaction end in the same tree in any order; a switch
/// the router makes, or a later write, drops it. (To switch under a modal, use the router's
/// `selectTab(_:)`, which takes the modal away first.) A tab the user hid is selected the same
/// way once the user shows it again.
///
/// **The user's order and hidden tabs.** In a `sidebarAdaptable` tab view the user hides tabs and
/// reorders the tabs of each section; SwiftUI keeps that in a `TabViewCustomization`, which the
/// container holds as its ``customization``: the tabs follow it, and the tree hears of it as of a
/// tab bar the user rearranged.
///
/// **The sidebar and the bar.** A sidebar that collapses into a bar in compact width, or a bar that
/// expands into a sidebar, shows the same selection: bind ``subscript(selectionShownIn:)`` with the
/// width class the tab view is drawn in, so that the selection SwiftUI writes again in the new form
/// is not taken for a tap on the selected tab.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SwiftUITabs<ContextType: Hashable & Sendable>: SwiftUIElement, Switchable {
    /// The container's own context.
    public private(set) var context: NavigationContext<ContextType>
    /// The index of the selected tab in ``tabs``.
    public private(set) var selectedIndex: Int
    /// When `true`, a container presented modally answers `false` to ``SwiftUIElement/canLeaveNode(with:)``.
    public var refusesLeave = false
    /// How the container is shown when it is presented modally.
    public let modalStyle: SwiftUIModalStyle
    /// The modal the container presents through when it is the root or is presented modally.
    public let modal: SwiftUIModal<ContextType>
    /// Whether tapping the selected tab pops its stack to the root, as a tab bar controller does;
    /// `true` unless the app turns it off.
    public var popsToRootOnReselect = true
    @ObservationIgnored package var placement = ElementPlacement()
    /// The index of the tab a binding selected that the container could not switch to yet; `nil`
    /// when none waits.
    @ObservationIgnored private var waitingIndex: Int?
    /// The order, the hidden set and the selection; ``selectedIndex`` is its selection, observed.
    @ObservationIgnored package var arrangement: TabArrangement<any SwiftUIElement<ContextType>>
    /// The tabs in the order the app gave them: the order SwiftUI shows without a customization.
    @ObservationIgnored package let builderOrder: [any SwiftUIElement<ContextType>]
    /// The customization identifier of each tab, by identity.
    @ObservationIgnored private let identifiers: [ObjectIdentifier: String]
    /// The customization the tab view binds, observed; see ``customization``.
    package var storedCustomization: (any SwiftUITabCustomization)? = nil
    /// Whether a customization waits to be followed: it would switch the selected tab while a
    /// modal covers the tab bar.
    @ObservationIgnored package var customizationWaits = false
    /// The width class of the last selection written through ``subscript(selectionShownIn:)``, or
    /// of its first read.
    @ObservationIgnored private var widthClassOfLastWrite: NavigationWidthClass?

    /// Creates a tab container.
    ///
    /// - Parameters:
    ///   - context: The container's own context.
    ///   - tabs: The tabs, in display order; at least one.
    ///   - selectedIndex: The tab shown first; the first one when out of range.
    ///   - modalStyle: How the container is shown when it is presented modally.
    public init(
        _ context: NavigationContext<ContextType>,
        tabs: [any SwiftUIElement<ContextType>],
        selectedIndex: Int = 0,
        modalStyle: SwiftUIModalStyle = .sheet
    ) {
        self.context = context
        let arrangement = TabArrangement(tabs, selectedIndex: selectedIndex)
        self.arrangement = arrangement
        builderOrder = tabs
        identifiers = Dictionary(
            tabs.map { (ObjectIdentifier($0), String(describing: $0.context)) }, uniquingKeysWith: { first, _ in first }
        )
        self.selectedIndex = arrangement.selectedIndex
        self.modalStyle = modalStyle
        self.modal = SwiftUIModal()
        for case let tab as any PlacedElement<ContextType> in tabs { tab.place(in: .tab, holder: self, tree: nil) }
    }

    /// The tabs, in display order: the order the user left them in (see ``customization``).
    public var tabs: [any SwiftUIElement<ContextType>] { arrangement.tabs }

    /// The selected tab; `nil` only for a container without tabs.
    public var selectedTab: (any SwiftUIElement<ContextType>)? { tabs.element(at: selectedIndex) }

    /// The tabs the user hid, in display order.
    public var hiddenTabs: [any SwiftUIElement<ContextType>] { arrangement.tabs.filter { arrangement.isHidden($0) } }

    /// Whether the user hid `tab`.
    public func isHidden(_ tab: any SwiftUIElement<ContextType>) -> Bool { arrangement.isHidden(tab) }

    /// The customization identifier of `tab` — its context when the container was made, as
    /// `String(describing:)` prints it —, for the tab view's `customizationID(_:)` on the tab (or,
    /// for a section, on the `TabSection`); `nil` for an element that is none of the tabs.
    ///
    /// ```swift
    /// Tab("Home", systemImage: "house", value: home.context) { … }
    ///     .customizationID(tabs.customizationID(of: home) ?? "home")
    /// ```
    public func customizationID(of tab: any SwiftUIElement<ContextType>) -> String? {
        identifiers[ObjectIdentifier(tab)]
    }

    /// The selected tab's context: the binding of `TabView(selection:)`. A container without tabs
    /// answers its own context.
    ///
    /// A **section** (`TabSection`, a group of tabs in an iOS 18 sidebar) is a ``SwiftUITabs``
    /// among the tabs: the selection names the tab selected inside it, as the tab view's values
    /// do, and setting a tab of a section selects the section and the tab. A section has no
    /// selection of its own in SwiftUI: its model keeps the tab last selected in it, so that a
    /// link that names the section lands where the user was.
    ///
    /// Setting it is SwiftUI's (or the app's) change; see ``SwiftUITabs`` for what the container does.
    public var selection: NavigationContext<ContextType> {
        get {
            var tab = selectedTab
            while let section = tab as? SwiftUITabs<ContextType>, let selected = section.selectedTab { tab = selected }
            return tab?.context ?? context
        }
        set { BindingWrites.handle { bindingDidSet(newValue, shownIn: nil) } }
    }

    /// ``selection`` as the tab view writes it in a `sidebarAdaptable` style drawn in `widthClass`
    /// — a sidebar in regular width, a bar in compact width: bind `$tabs[selectionShownIn: width]`
    /// with the horizontal size class, as `RoutyTabView` does.
    ///
    /// When the width changes, SwiftUI shows the same tab in the other form, and may write the
    /// selection again from the new form. A write of the selected tab's context in another width
    /// class than the write before it (or, before any write, than the tab view was first drawn
    /// in: the first read) is that: it changes nothing, where the same write in the same form is a
    /// tap on the selected tab (see ``SwiftUITabs``). So the selected tab keeps its stack across
    /// the change, in whatever order SwiftUI writes the selection, the stack's path and the
    /// customization. (A first tap on the selected tab after a change of width that SwiftUI wrote
    /// nothing for is taken for that change too, and pops nothing.)
    public subscript(selectionShownIn widthClass: NavigationWidthClass) -> NavigationContext<ContextType> {
        get {
            if widthClassOfLastWrite == nil { widthClassOfLastWrite = widthClass }
            return selection
        }
        set { BindingWrites.handle { bindingDidSet(newValue, shownIn: widthClass) } }
    }

    /// The container's entry, with its tabs as managed entries, in display order, the selected one
    /// active and the hidden ones marked.
    public var entry: RoutingEntry {
        RoutingEntry(context: context, routable: self).managing(
            arrangement.entries(\.entry), selectedIndex: arrangement.selectedIndex)
    }

    // MARK: - Switchable

    /// Selects the tab for `entry` — showing it again if the user hid it, in the ``customization``
    /// too — and tells the tree.
    ///
    /// - Parameters:
    ///   - entry: The entry of the tab to select.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the tab is selected and the tree was told.
    public func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let index = tabs.firstIndex(where: { $0.entry == entry }), tellTreeItSwitched(to: tabs[index].entry)
        else { return completion(false) }
        waitingIndex = nil
        let wasHidden = arrangement.isHidden(tabs[index])
        arrangement.selection.select(index)
        publishSelectedIndex()
        if wasHidden {
            showInCustomization(tabs[index])
            if let tree = placement.tree { _ = try? tree.didRearrangeNode(withEntry: self.entry) }
        }
        completion(true)
    }

    /// Tells observers of ``selectedIndex`` that it is the arrangement's now: at once, or when the
    /// router's request ends.
    package func publishSelectedIndex() {
        let index = arrangement.selectedIndex
        guard index != selectedIndex else { return }
        RequestPublication.change(
            self, \SwiftUITabs.selectedIndex, on: placement.tree, change: { _selectedIndex = index },
            notify: { [weak self] in self?.withMutation(keyPath: \.selectedIndex) {} },
            publish: { selectedIndex = index })
    }

    /// Sets the stored customization and tells its observers: at once, or when the router's
    /// request ends.
    package func publish(customization value: (any SwiftUITabCustomization)?) {
        RequestPublication.change(
            self, \SwiftUITabs.storedCustomization, on: placement.tree,
            change: { _storedCustomization = value },
            notify: { [weak self] in self?.withMutation(keyPath: \.storedCustomization) {} },
            publish: { storedCustomization = value })
    }

    // MARK: - SwiftUI's changes

    private func bindingDidSet(
        _ newSelection: NavigationContext<ContextType>, shownIn widthClass: NavigationWidthClass?
    ) {
        let formChanged = widthClass != nil && widthClassOfLastWrite.map { $0 != widthClass } == true
        if let widthClass { widthClassOfLastWrite = widthClass }
        let way = way(to: newSelection)
        guard let (outer, index) = way.first else { return republish() }
        waitingIndex = nil
        // The tab already selected, in each section on the way: a tap on the selected tab, or the
        // same selection written again from the other form.
        guard way.contains(where: { $0.container.selectedIndex != $0.index }) else {
            return formChanged ? () : way[way.count - 1].container.reselect()
        }
        if index != outer.selectedIndex, !select(index) { return republish() }
        // The sections on the way, outermost first: each selects the tab in it.
        for (section, index) in way.dropFirst() where index != section.selectedIndex {
            guard section.select(index) else { return republish() }
        }
    }

    /// The containers and the indices of their tabs on the way to the tab showing `context`,
    /// this container first, then the sections inside it down to the tab's own; empty when no
    /// tab shows `context`. Searched with a list, not recursion, for sections of any depth.
    private func way(to context: NavigationContext<ContextType>) -> [(container: SwiftUITabs, index: Int)] {
        var pending: [[(container: SwiftUITabs, index: Int)]] = [[]]
        while let prefix = pending.popLast() {
            let container = prefix.last.map { $0.container.tabs[$0.index] as? SwiftUITabs } ?? self
            guard let container else { continue }
            for (index, tab) in container.tabs.enumerated() {
                if tab.context == context { return prefix + [(container, index)] }
                if tab is SwiftUITabs { pending.append(prefix + [(container, index)]) }
            }
        }
        return []
    }

    /// Selects the tab at `index`, another than the selected one, and tells the tree; when a modal
    /// covers the tab bar, or the user hid the tab (a write of the same transaction may show it
    /// again), keeps it to select once that is over.
    ///
    /// - Returns: Whether the tab is selected.
    private func select(_ index: Int) -> Bool {
        let tree = placement.tree
        if arrangement.isHidden(tabs[index]) || tree.map(isCoveredByModal(in:)) == true {
            waitingIndex = index
            BindingWrites.hold(self)
            return false
        }
        waitingIndex = nil
        // Not shown yet, the tree learns the selection with the entry.
        if tree != nil, !tellTreeItSwitched(to: tabs[index].entry) { return false }
        arrangement.selection.select(index)
        selectedIndex = index
        return true
    }

    /// The user tapped the selected tab: its stack pops to the root, when the container does that,
    /// the tab bar is not covered, and every screen that would go lets itself be left.
    private func reselect() {
        guard popsToRootOnReselect, let tree = placement.tree, let stack = selectedTab as? SwiftUIStack<ContextType>,
            let first = stack.screens.first, stack.screens.allSatisfy({ !$0.refusesLeave }),
            !isCoveredByModal(in: tree)
        else { return }
        _ = stack.pop(from: first)
    }

    /// Whether a modal is shown above the container on the active path: the tab bar is covered.
    package func isCoveredByModal(in tree: RoutingTree) -> Bool {
        guard let node = tree.node(for: entry), node.isActive else { return false }
        var next = node.activeChild
        while let child = next {
            if child.isModal { return true }
            next = child.activeChild
        }
        return false
    }

    /// Tells observers that the selection is what it was, so that SwiftUI reads it back.
    private func republish() {
        withMutation(keyPath: \.selectedIndex) {}
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUITabs: PlacedElement {
    package func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
        for case let tab as any PlacedElement<ContextType> in tabs { tab.place(in: .tab, holder: self, tree: tree) }
    }

    package func detach() {
        placement.reset()
        waitingIndex = nil
        customizationWaits = false
        for case let tab as any PlacedElement<ContextType> in tabs { tab.detach() }
        modal.detachSilently()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUITabs: WaitingWriter {
    var isWaiting: Bool { waitingIndex != nil || customizationWaits }

    func followWaitingWrite() -> Bool {
        let followed = customizationWaits && followCustomization()
        guard let index = waitingIndex else { return followed }
        guard index != selectedIndex else {
            waitingIndex = nil
            return followed
        }
        return select(index) || followed
    }
}
