import Portus

/// Where an element of an adapter's kit is shown: its slot, what holds it there, and the tree it
/// tells. Every element of the three kits keeps one.
///
/// The holder — a window, a stack, a presenter, a tab container — is held weakly: it holds the
/// element strongly. The tree is held as long as the element is shown.
@MainActor
package struct ElementPlacement {
    /// Where the element is shown.
    package private(set) var slot: NavigationPresentation.Kind?
    /// What shows the element: its window, stack, presenter or tab container.
    package private(set) weak var holder: AnyObject?
    /// The tree the element tells; `nil` while it is not shown.
    package private(set) var tree: RoutingTree?

    /// Not shown anywhere.
    package init() {}

    /// Whether the element is shown somewhere (on screen, or in a tab that is not selected).
    package var isShown: Bool { slot != .none }

    /// Whether the router may take the element away where it is: a pushed screen and a modal
    /// can be, and a root that a window holds; a tab cannot, nor a root that nothing holds.
    package var canBeTakenAway: Bool {
        switch slot {
        case .push, .modal: true
        case .root: holder != nil
        case .none, .tab: false
        }
    }

    /// The holder, as a `Holder`, when the element is in `slot`; `nil` otherwise.
    package func holder<Holder>(_ type: Holder.Type, in slot: NavigationPresentation.Kind?) -> Holder? {
        self.slot == slot ? holder as? Holder : nil
    }

    /// Whether `element` is the active leaf of the tree it tells: the only element that presents.
    package func isActiveLeaf(_ element: AnyObject) -> Bool {
        guard let tree else { return false }
        return tree.activeLeaf?.entry.routable === element
    }

    /// Records where the element is shown and which tree it tells.
    package mutating func set(_ slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        self.slot = slot
        self.holder = holder
        self.tree = tree
    }

    /// Not shown any more.
    package mutating func reset() {
        set(.none, holder: nil, tree: nil)
    }
}
