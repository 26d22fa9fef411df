import Portus
import Routy

/// What the module's models share beyond the kit's element: the modal they present through, and
/// what they do when they are asked to present or to leave.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
protocol PlacedElement<ContextType>: SwiftUIElement, KitElement, ImmediateKitPresenting {
    /// Where the element is shown; ``place(in:holder:tree:)`` and ``detach()`` set it.
    var placement: ElementPlacement { get set }
    /// The element's leave guard: when `true`, the router may not take it away.
    var refusesLeave: Bool { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PlacedElement {
    /// Records where the element is shown. A container (``SwiftUIStack``, ``SwiftUITabs``) also
    /// places what it holds.
    package func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
    }

    /// Forgets where the element is shown and takes away, without telling the tree, what it
    /// presents. A container also detaches what it holds.
    package func detach() {
        placement.reset()
        modal.detachSilently()
    }

    /// The modal the element presents through: its own when it is the root or a modal, the one of
    /// the stack or tab container that holds it otherwise; `nil` while it is not shown.
    ///
    /// Found by walking up the containers that hold the element, in a loop: a screen on a stack
    /// in a tab is three steps from its level.
    var level: SwiftUIModal<ContextType>? {
        var element: any PlacedElement<ContextType> = self
        while true {
            switch element.placement.slot {
            case .root, .modal:
                return element.modal
            case .push, .tab:
                guard let holder = element.placement.holder as? any PlacedElement<ContextType> else { return nil }
                element = holder
            case .none:
                return nil
            }
        }
    }

    /// The stack a push from this element goes to: the element itself when it is a stack, the
    /// stack it is pushed on otherwise.
    var pushTarget: SwiftUIStack<ContextType>? {
        self as? SwiftUIStack<ContextType> ?? placement.holder(SwiftUIStack<ContextType>.self, in: .push)
    }

    /// Whether the element can show another as `presentation` says, now.
    package func offers(_ presentation: NavigationPresentation) -> Bool {
        presentation.isOffered(modal: canPresentModally, push: placement.tree != nil && pushTarget != nil)
    }

    /// Shows `element` as `presentation` says: modally through the element's level, or pushed on
    /// its stack, when the element is the tree's active leaf.
    ///
    /// - Returns: `true` when the element is shown and the tree was told.
    package func presents(_ element: any Routable, as presentation: NavigationPresentation) -> Bool {
        switch presentation.kind {
        case .modal:
            return presentModally(element, style: presentation.modalStyle.flatMap(SwiftUIModalStyle.init))
        case .push:
            guard isActiveLeaf, let stack = pushTarget, let screen = element as? SwiftUIScreen<ContextType> else {
                return false
            }
            return stack.push(screen)
        default:
            return false
        }
    }

    /// Whether the element can present a modal: it is shown, with a level to present through. A
    /// modal its level shows now does not stop it: a route leaves what is above the element before
    /// it presents (as a headless element offers a modal at any time), and ``presentModally(_:style:)``
    /// checks, when it runs, that the level shows none.
    var canPresentModally: Bool {
        placement.tree != nil && level != nil
    }

    /// Presents `element` through the element's level, over the element itself in the tree, in
    /// `style` (the element's own when `nil`).
    ///
    /// - Returns: `true` when the element is shown and the tree was told.
    func presentModally(_ element: any Routable, style: SwiftUIModalStyle? = nil) -> Bool {
        guard isActiveLeaf, let tree = placement.tree, let level,
            let presented = element as? any PlacedElement<ContextType>
        else { return false }
        return level.show(presented, over: self, in: tree, style: style)
    }

    /// Whether the router may take the element away now: its slot lets it — a pushed screen, a
    /// modal — and its leave guard does not refuse.
    var canBeLeftNow: Bool { !refusesLeave && placement.canBeTakenAway }

    /// Takes the element away for the router, with everything above it, and tells the tree.
    ///
    /// - Returns: `true` when the element is gone and the tree was told.
    func leaveForRouter() -> Bool {
        guard canLeaveNode(with: entry) else { return false }
        switch placement.slot {
        case .push:
            guard let screen = self as? SwiftUIScreen<ContextType>,
                let stack = placement.holder as? SwiftUIStack<ContextType>
            else { return false }
            return stack.pop(from: screen)
        case .modal:
            guard let modal = placement.holder as? SwiftUIModal<ContextType>, modal.element === self else {
                return false
            }
            return modal.dismiss(tellingTree: true, followingUser: false)
        case .none, .root, .tab:
            return false
        }
    }
}
