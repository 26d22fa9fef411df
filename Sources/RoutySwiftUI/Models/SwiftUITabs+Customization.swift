import Portus
import Routy

// The user's order and hidden tabs: SwiftUI's `TabViewCustomization`, held by the container the
// tab view binds, followed by it and by its sections, and told to the tree.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUITabs: NavigationTabArranging {
    /// The user's customization of the tab view: the binding of `tabViewCustomization(_:)` on a
    /// `sidebarAdaptable` tab view (on Apple platforms, `tabViewCustomization` is the
    /// same value as SwiftUI's `TabViewCustomization`); `nil`, the default, while the app gives none.
    ///
    /// The container and the sections among its tabs follow it: a tab it hides is hidden (it
    /// keeps its stack), and the tabs of a section take the order the user left them in. Each tab
    /// and section is named by its ``customizationID(of:)``; SwiftUI lets the user reorder only
    /// the tabs of a section, so the tabs outside sections keep the app's order. Setting it is
    /// SwiftUI's (or the app's) change: the tree hears of it at once
    /// (`RoutingTree.didRearrangeNode(withEntry:)`) — when the selected tab is hidden, first the
    /// switch to the first tab shown, which the router reports as the user's; `nil` shows every
    /// tab in the app's order. A customization that would switch the selected tab while a modal
    /// covers the tab bar waits until a later write takes the modal away, as a tab selected then
    /// does.
    ///
    /// The router's switch to a hidden tab (`NavigationRouter.hiddenTabPolicy` `.showAgain`) shows
    /// it in the customization again, and a restored snapshot sets the hidden tabs it keeps; the
    /// order of a section is the customization's alone (SwiftUI has no way to set it), so an app
    /// that persists the customization (it is `Codable`) and restores it with the snapshot gets
    /// the same bar back, in either order.
    public var customization: (any SwiftUITabCustomization)? {
        get { storedCustomization }
        set {
            BindingWrites.handle {
                publish(customization: newValue)
                customizationWaits = false
                _ = followCustomization()
            }
        }
    }

    // MARK: - NavigationTabArranging

    /// Hides exactly the tabs of `hidden` among those `order` names, in the ``customization`` of
    /// the container or of the one whose section it is, and follows it.
    ///
    /// The order is not taken: a `TabViewCustomization` lets the app read the order of a
    /// section's tabs but not set it, and the tabs outside sections keep the app's order. Without a
    /// customization, SwiftUI shows every tab, and nothing is hidden.
    ///
    /// - Returns: Whether the tabs are in `order` (the tabs it does not name after them) with
    ///   `hidden` hidden.
    @discardableResult
    public func arrangeTabs(
        _ order: [NavigationContext<ContextType>],
        hidden: Set<NavigationContext<ContextType>>
    ) -> Bool {
        let named = Set(order)
        if let holder = customizationHolder, var value = holder.storedCustomization {
            for tab in builderOrder where named.contains(tab.context) {
                guard let id = customizationID(of: tab) else { continue }
                let isHidden = hidden.contains(tab.context)
                if value.isTabHidden(id) != isHidden { value.setTabHidden(id, isHidden) }
            }
            if !value.isEqual(to: holder.storedCustomization) {
                holder.publish(customization: value)
                _ = holder.followCustomization()
            }
        }
        let contexts = tabs.map { $0.context }
        let present = Set(contexts)
        return contexts.filter(named.contains) == order.filter(present.contains)
            && tabs.allSatisfy { !named.contains($0.context) || isHidden($0) == hidden.contains($0.context) }
    }

    // MARK: - Following the customization

    /// Follows ``customization`` in this container and the sections inside it, and tells the tree.
    ///
    /// - Returns: Whether a container took another arrangement; `false`, with the customization
    ///   waiting, when it would switch the selected tab while a modal covers the tab bar.
    package func followCustomization() -> Bool {
        let wanted = arrangementsFollowing(storedCustomization)
        if let tree = placement.tree, isCoveredByModal(in: tree),
            wanted.contains(where: { container, arranged in
                arranged.selected.map { $0 as AnyObject } !== container.selectedTab.map { $0 as AnyObject }
            })
        {
            customizationWaits = true
            BindingWrites.hold(self)
            return false
        }
        customizationWaits = false
        var moved = false
        for (container, arranged) in wanted {
            let taken = container.rearrange(
                from: container.arrangement, to: arranged, entryOf: { $0.entry },
                take: {
                    container.arrangement = arranged
                    container.publishSelectedIndex()
                })
            moved = moved || taken
        }
        return moved
    }

    /// The arrangements `customization` asks of this container and of the sections inside it,
    /// outermost first, for those whose arrangement it changes. A list, not recursion: sections
    /// may nest to any depth.
    private func arrangementsFollowing(
        _ customization: (any SwiftUITabCustomization)?
    ) -> [(SwiftUITabs, TabArrangement<any SwiftUIElement<ContextType>>)] {
        var wanted: [(SwiftUITabs, TabArrangement<any SwiftUIElement<ContextType>>)] = []
        var pending: [(container: SwiftUITabs, sectionID: String?)] = [(self, nil)]
        var next = 0
        while next < pending.count {
            let (container, sectionID) = pending[next]
            next += 1
            for case let section as SwiftUITabs in container.builderOrder {
                pending.append((section, container.customizationID(of: section)))
            }
            guard let arranged = container.arrangement(following: customization, sectionID: sectionID),
                !container.arrangement.isSame(as: arranged)
            else { continue }
            wanted.append((container, arranged))
        }
        return wanted
    }

    /// The arrangement `customization` asks of the container: the section's order when it is a
    /// section the user reordered, else the app's; exactly the tabs it hides hidden. `nil` when
    /// it would hide every tab.
    private func arrangement(
        following customization: (any SwiftUITabCustomization)?,
        sectionID: String?
    ) -> TabArrangement<any SwiftUIElement<ContextType>>? {
        var order: [any SwiftUIElement<ContextType>] = []
        if let sectionID, let ids = customization?.tabOrder(ofSection: sectionID) {
            let byID = Dictionary(
                builderOrder.compactMap { tab in customizationID(of: tab).map { ($0, tab) } },
                uniquingKeysWith: { first, _ in first })
            order = ids.compactMap { byID[$0] }
        }
        let hidden = builderOrder.filter { tab in
            customizationID(of: tab).map { customization?.isTabHidden($0) == true } ?? false
        }
        var arranged = arrangement
        guard arranged.arrange(order: order + builderOrder, hidden: hidden) else { return nil }
        return arranged
    }

    /// Shows `tab`, one of this container's tabs that the router selects again, in the
    /// customization that hides it.
    package func showInCustomization(_ tab: any SwiftUIElement<ContextType>) {
        guard let id = customizationID(of: tab), let holder = customizationHolder,
            var value = holder.storedCustomization, value.isTabHidden(id)
        else { return }
        value.setTabHidden(id, false)
        holder.publish(customization: value)
    }

    /// The container whose ``customization`` names this container's tabs: itself, or the nearest
    /// one it is a section of, that holds one; `nil` when none does.
    private var customizationHolder: SwiftUITabs? {
        var container: SwiftUITabs? = self
        while let current = container {
            if current.storedCustomization != nil { return current }
            container = current.placement.slot == .tab ? current.placement.holder as? SwiftUITabs : nil
        }
        return nil
    }
}

extension SwiftUITabCustomization {
    /// Whether `other` is a customization of the same type, equal to this one.
    func isEqual(to other: (any SwiftUITabCustomization)?) -> Bool {
        (other as? Self) == self
    }
}

extension TabArrangement {
    /// Whether `other` has the same tabs in the same order, the same hidden and the same selected.
    func isSame(as other: TabArrangement) -> Bool {
        guard tabs.count == other.tabs.count, selectedIndex == other.selectedIndex else { return false }
        return zip(tabs, other.tabs).allSatisfy { mine, theirs in
            mine as AnyObject === theirs as AnyObject
                && isHidden(mine as AnyObject) == other.isHidden(theirs as AnyObject)
        }
    }
}
