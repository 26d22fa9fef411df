import Portus

/// An element of an adapter's kit: the headless, UIKit and SwiftUI elements adopt it, so that the
/// rules they share are written once — where an element is shown, how it tells the tree that it
/// entered, left or switched, and how it undoes its own change when the tree refuses.
///
/// The platform's part stays in the adapter: what UIKit shows and when its transitions end,
/// what SwiftUI observes.
@MainActor
package protocol KitElement: AnyObject {
    /// The element's entry, as the tree knows it.
    var entry: RoutingEntry { get }

    /// Where the element is shown.
    var placement: ElementPlacement { get }

    /// Records where the element is shown; a container also places what it holds.
    func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?)

    /// Forgets where the element is shown — the tree has left it, or never heard of it; a
    /// container also detaches what it holds.
    func detach()
}

extension KitElement {
    /// Whether the element is shown somewhere (on screen, or in a tab that is not selected).
    package var isShown: Bool { placement.isShown }

    /// Whether the element is the active leaf of the tree it tells.
    package var isActiveLeaf: Bool { placement.isActiveLeaf(self) }

    /// Places the element in `slot` and tells `tree` that it entered under `parent` — as a modal,
    /// covering a tab bar below it, in the `modal` slot. When the tree refuses, the element is
    /// detached again before the error is rethrown: the caller then undoes its own change, so that
    /// tree and screen agree.
    ///
    /// The element is placed before the tree hears of it, so the tree's observers read it shown.
    /// Naming the parent tells the element apart from a tab elsewhere with the same context that
    /// has not started (`RoutingTree.didEnterNode(withEntry:under:)`).
    ///
    /// - Parameters:
    ///   - slot: Where the element is shown now.
    ///   - holder: What shows it there.
    ///   - parent: The node it enters under — the element it is pushed on or presented over, the
    ///     window — or `nil` for the root of an empty tree.
    ///   - tree: The tree to tell.
    /// - Throws: The tree's `RoutingError`; the element is then detached.
    package func enter(
        _ slot: NavigationPresentation.Kind,
        holder: AnyObject?,
        under parent: RoutingEntry?,
        tree: RoutingTree
    ) throws(RoutingError) {
        place(in: slot, holder: holder, tree: tree)
        var entry = self.entry
        // A modal covers the tab bar: the tree leaves it before it switches a tab below it.
        if slot == .modal { entry.isModal = true }
        do {
            if let parent {
                try tree.didEnterNode(withEntry: entry, under: parent)
            } else {
                try tree.didEnterNode(withEntry: entry)
            }
        } catch {
            detach()
            throw error
        }
    }

    /// ``enter(_:holder:under:tree:)``, for a caller that needs only whether the tree took the
    /// element.
    ///
    /// - Returns: `true` when the element is placed and the tree was told; `false`, with the
    ///   element detached, when the tree refused.
    package func entered(
        _ slot: NavigationPresentation.Kind,
        holder: AnyObject?,
        under parent: RoutingEntry?,
        tree: RoutingTree
    ) -> Bool {
        (try? enter(slot, holder: holder, under: parent, tree: tree)) != nil
    }

    /// Tells the tree the element is shown in that the element left, with everything above it.
    /// The element stays placed meanwhile, so the tree's observers read its leave guard as it
    /// stands; the caller takes it away (or not) after.
    ///
    /// - Returns: Whether the tree knew the element and took it away; `false` when the element is
    ///   not shown or the tree refused.
    package func tellTreeItLeft() -> Bool {
        guard let tree = placement.tree else { return false }
        return (try? tree.didLeaveNode(with: entry)) != nil
    }

    /// Moves this tab container from the arrangement `current` to `arranged` and tells the tree:
    /// the switch first when the selected tab changes, then `take` (which stores `arranged`),
    /// then the new order and hidden set. A container not shown yet only takes it; the tree
    /// learns it with the entry.
    ///
    /// - Parameters:
    ///   - current: The container's arrangement now.
    ///   - arranged: The arrangement wanted.
    ///   - entryOf: A tab's entry.
    ///   - take: Stores `arranged` as the container's.
    /// - Returns: Whether the container took `arranged`; `false`, with nothing changed, when the
    ///   tree refused the switch.
    package func rearrange<Tab>(
        from current: TabArrangement<Tab>,
        to arranged: TabArrangement<Tab>,
        entryOf: (Tab) -> RoutingEntry,
        take: () -> Void
    ) -> Bool {
        if placement.tree != nil, let selected = arranged.selected, !current.isSelected(selected as AnyObject) {
            guard tellTreeItSwitched(to: entryOf(selected)) else { return false }
        }
        take()
        // The tree knows the container and its tabs: the new order names no other tab.
        if let tree = placement.tree { _ = try? tree.didRearrangeNode(withEntry: entry) }
        return true
    }

    /// Tells the tree the container is shown in that it switched to the tab of `tab`; when the
    /// tree refuses, calls `undo`, so that the caller's change goes back.
    ///
    /// - Parameters:
    ///   - tab: The entry of the tab switched to.
    ///   - containerEntry: The container's entry as the tree finds it; its own ``entry`` unless
    ///     given.
    ///   - undo: What takes back the caller's change; nothing unless given.
    /// - Returns: Whether the tree heard the switch.
    package func tellTreeItSwitched(
        to tab: RoutingEntry,
        as containerEntry: RoutingEntry? = nil,
        undo: () -> Void = {}
    ) -> Bool {
        guard let tree = placement.tree else { return false }
        do {
            try tree.switchNode(withEntry: containerEntry ?? entry, didSwitchToNodeWithEntry: tab)
        } catch {
            undo()
            return false
        }
        return true
    }
}
