import Portus
import Routy

/// What the module's models share: where an element is shown, and what it does when it is asked
/// to present or to leave.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
protocol PlacedElement<ContextType>: RoutyElement {
    /// Where the element is shown and which tree it tells.
    var placement: Placement<ContextType> { get }

    /// Records where the element is shown; a container also places what it holds.
    func place(
        in slot: Placement<ContextType>.Slot,
        holder: AnyObject?,
        tree: RoutingTree?,
        level: RoutyModal<ContextType>?
    )

    /// Forgets where the element is shown and what it showed above itself, once the tree has left
    /// it: a container also detaches what it holds.
    func detach()
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PlacedElement {
    /// Whether the element is the active leaf of its tree: the only element that presents.
    var isActiveLeaf: Bool {
        guard let tree = placement.tree else { return false }
        return tree.activeLeaf?.entry.routable === self
    }

    /// Whether the element can present a modal now: it is shown, and its level shows none.
    var canPresentModally: Bool {
        guard placement.tree != nil, let level = placement.level else { return false }
        return level.element == nil
    }

    /// Presents `element` through the element's level, over the element itself in the tree.
    ///
    /// - Returns: `true` when the element is shown and the tree was told.
    func presentModally(_ element: any Routable) -> Bool {
        guard isActiveLeaf, let tree = placement.tree, let level = placement.level,
            let presented = element as? any PlacedElement<ContextType>
        else { return false }
        return level.show(presented, over: self, in: tree)
    }

    /// Whether the element's slot lets it be taken away at all: pushed screens and modals can be.
    var slotCanBeLeft: Bool {
        placement.slot == .pushed || placement.slot == .modal
    }

    /// Takes the element away for the router, with everything above it, and tells the tree.
    ///
    /// - Returns: `true` when the element is gone and the tree was told.
    func leaveForRouter() -> Bool {
        guard canLeaveNode(with: entry) else { return false }
        switch placement.slot {
        case .pushed:
            guard let screen = self as? RoutyScreen<ContextType>,
                let stack = placement.holder as? RoutyStack<ContextType>
            else { return false }
            return stack.pop(from: screen)
        case .modal:
            guard let modal = placement.holder as? RoutyModal<ContextType>, modal.element === self else { return false }
            return modal.dismiss(tellingTree: true, followingUser: false)
        case .none, .root, .tab:
            return false
        }
    }
}
