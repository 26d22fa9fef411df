import Portus
import Routy

/// A screen, stack or tab container that a `NavigationRouter` drives and SwiftUI views bind to:
/// ``RoutyScreen``, ``RoutyStack`` and ``RoutyTabs``.
///
/// Each is an element of the routing tree — it tells the tree what it shows, before the
/// router's completion and as soon as the user changes it — and an `@Observable` model whose
/// bound properties change once per change of what it shows. The models are the single source of
/// truth: the router changes them, the views only bind to them.
///
/// Only these three models adopt the protocol: each owns the ``modal`` it presents through, which
/// nothing outside the module can make.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public protocol RoutyElement<ContextType>: NavigationElement, NavigationPresenter, Leavable {
    /// The modal this element presents through when it is the root element or is itself
    /// presented modally; the screens and tabs below it present through the same one. Bind it
    /// with `.routySheet(_:content:)` on the element's view.
    var modal: RoutyModal<ContextType> { get }

    /// How the element is shown when it is presented modally.
    var modalStyle: RoutyModalStyle { get }
}

extension RoutyElement {
    /// Makes this element the root of an empty routing tree, so that a `NavigationRouter` on the
    /// tree can drive it: usually a ``RoutyTabs`` or a ``RoutyStack``, once, at launch.
    ///
    /// Keep the element: the tree holds it weakly, as it holds every routable, and the containers
    /// hold what they show.
    ///
    /// - Parameter tree: The tree the element and everything it shows tell; it must be empty.
    /// - Throws: ``RoutyRootError/treeNotEmpty(root:)`` when the tree has a root already, and
    ///   ``RoutyRootError/rejected(_:)`` when it rejects the element's entry.
    public func showAsRoot(in tree: RoutingTree) throws(RoutyRootError) {
        if let root = tree.root { throw .treeNotEmpty(root: root.entry) }
        let placed = self as? any PlacedElement<ContextType>
        placed?.place(in: .root, holder: nil, tree: tree, level: modal)
        do {
            try tree.didEnterNode(withEntry: entry)
        } catch {
            placed?.detach()
            throw .rejected(error)
        }
    }
}

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

/// Where an element is shown: its slot, its holder, its tree, and the modal it presents through.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class Placement<ContextType: Hashable & Sendable> {
    /// Where an element is shown.
    enum Slot {
        case none, root, tab, pushed, modal
    }

    private(set) var slot = Slot.none
    /// The stack, tab container or modal that shows the element.
    private(set) weak var holder: AnyObject?
    /// The tree the element tells; held as the headless elements hold it.
    private(set) var tree: RoutingTree?
    /// The modal the element presents through: its own when it is the root or a modal, its
    /// container's otherwise.
    private(set) weak var level: RoutyModal<ContextType>?

    func set(_ slot: Slot, holder: AnyObject?, tree: RoutingTree?, level: RoutyModal<ContextType>?) {
        self.slot = slot
        self.holder = holder
        self.tree = tree
        self.level = level
    }

    func reset() {
        set(.none, holder: nil, tree: nil, level: nil)
    }
}
