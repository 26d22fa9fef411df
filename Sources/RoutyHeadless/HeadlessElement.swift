import Portus
import Routy

/// An in-memory element: a screen with no UI that keeps a routing tree up to date.
///
/// Headless elements do exactly what a UI would — push, present a modal, switch a tab, go away —
/// keep the elements they show alive, and tell the tree each time. Their visible state can be
/// read back (``HeadlessWindow/shownPath``), so tests compare what the UI shows with what the
/// tree says. Each element can be told to fail its next operation or to refuse to be left.
///
/// Use ``HeadlessScreen`` for plain screens, ``HeadlessStack`` for navigation stacks and
/// ``HeadlessTabs`` for tab containers, inside a ``HeadlessWindow``. Tabs and the window's root
/// may also be the app's own elements; what a headless element pushes or presents is headless.
@MainActor
public class HeadlessElement<ContextType: Hashable & Sendable>: NavigationElement, KitPresenter, Leavable {
    /// The context the element shows.
    public private(set) var context: NavigationContext<ContextType>
    /// Whether the element takes another payload of its type in place.
    public var isUpdatable: Bool
    /// When `true`, the element answers `false` to ``canLeaveNode(with:)``.
    public var refusesLeave = false
    /// The modal this element presents, if any.
    public private(set) var modal: HeadlessElement<ContextType>?
    /// How the router showed the element — pushed, or modally in which style (`NavigationPresentation.modalStyle`)
    /// — for tests and tools to read; `nil` for a root, a tab, and an element pushed or presented
    /// other than by the router.
    public internal(set) var presentation: NavigationPresentation?

    /// The entry derived from the context, built when the context changes rather than each time
    /// it is read.
    /// Unchecked: read by ``entry`` each time the router or the tree asks for it, a copy that
    /// calls nothing; the one write (``update(with:)``) swaps the new entry in, so the old one —
    /// and the deinit of an app's payload it may hold — is released after the write, and no
    /// access spans a call into the app.
    @exclusivity(unchecked) private var ownEntry: RoutingEntry
    private var failsNextOperation = false
    /// Where the element is shown, what holds it there, and the tree it tells.
    package private(set) var placement = ElementPlacement()

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - isUpdatable: Whether it takes another payload of its type in place.
    public init(_ context: NavigationContext<ContextType>, isUpdatable: Bool = false) {
        self.context = context
        self.isUpdatable = isUpdatable
        self.ownEntry = RoutingEntry(context: context)
        ownEntry.routable = self
    }

    /// The element's entry: its context as identifier, itself as routable.
    public var entry: RoutingEntry { ownEntry }

    /// Makes the next present, leave or switch report failure and change nothing.
    public func failNextOperation() {
        failsNextOperation = true
    }

    /// Whether the element is shown somewhere (on screen or in an inactive tab).
    public var isShown: Bool { placement.isShown }

    /// The contexts this element shows, from itself to the top of what it presents.
    ///
    /// A stack shows its screens, tabs their selected tab, a screen its modal, and so on up;
    /// followed in a loop, so a chain of any length is read with a bounded stack.
    public var shownChain: [NavigationContext<ContextType>] {
        var chain: [NavigationContext<ContextType>] = []
        var next: (any NavigationElement<ContextType>)? = self
        while let element = next {
            chain.append(element.context)
            guard let headless = element as? HeadlessElement<ContextType> else { break }
            if let tabs = headless as? HeadlessTabs<ContextType> {
                next = tabs.selectedTab
            } else if let stack = headless as? HeadlessStack<ContextType>, let top = stack.pushed.last {
                for screen in stack.pushed.dropLast() { chain.append(screen.context) }
                next = top
            } else {
                next = headless.modal
            }
        }
        return chain
    }

    /// The stack this element is part of, if any.
    var stack: HeadlessStack<ContextType>? {
        placement.holder(HeadlessStack<ContextType>.self, in: .push)
    }

    /// The stack a push from this element goes to: the stack it is pushed on.
    var pushTarget: HeadlessStack<ContextType>? { stack }

    /// Spends a failure set by ``failNextOperation()``: `true` when the operation asked now must fail.
    func spendFailure() -> Bool {
        defer { failsNextOperation = false }
        return failsNextOperation
    }

    // MARK: - KitElement

    /// Records where the element is shown and which tree it tells.
    package func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
    }

    /// Forgets where the element is shown, and takes away what it showed above itself — its
    /// modal, a stack's pushed screens, and what those show — as the tree did when it left; a
    /// container's tabs stay its tabs. Followed in a loop, so a chain of any length is taken away
    /// with a bounded stack.
    package func detach() {
        var pending: [HeadlessElement<ContextType>] = [self]
        while let element = pending.popLast() {
            element.place(in: .none, holder: nil, tree: nil)
            pending += element.takeAwayWhatItShows()
        }
    }

    /// Takes away, without telling the tree, what the element shows above itself: its modal.
    ///
    /// - Returns: What it showed.
    func takeAwayWhatItShows() -> [HeadlessElement<ContextType>] {
        defer { modal = nil }
        return modal.map { [$0] } ?? []
    }

    // MARK: - NavigationElement

    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool {
        isUpdatable && context.type == self.context.type && context != self.context
    }

    public func update(with context: NavigationContext<ContextType>) {
        self.context = context
        var replaced = RoutingEntry(context: context, routable: self)
        swap(&ownEntry, &replaced)
    }

    // MARK: - KitPresenting

    /// A modal at any time, a push when the element is a stack or is pushed on one.
    package func offers(_ presentation: NavigationPresentation) -> Bool {
        presentation.isOffered(modal: true, push: pushTarget != nil)
    }

    /// Presents `element` as this element's modal, or pushes it on its stack, when this element
    /// is the active leaf; `false` after ``failNextOperation()``.
    package func presents(_ element: any Routable, as presentation: NavigationPresentation) -> Bool {
        guard !spendFailure(), let tree = placement.tree, let element = element as? HeadlessElement<ContextType>,
            isActiveLeaf
        else { return false }
        switch presentation.kind {
        case .modal where modal == nil:
            guard element.entered(.modal, holder: self, under: entry, tree: tree) else { return false }
            modal = element
        case .push:
            guard pushTarget?.push(element) ?? false else { return false }
        default:
            return false
        }
        element.presentation = presentation
        return true
    }

    // MARK: - Leavable

    public func canLeaveNode(with entry: RoutingEntry) -> Bool {
        !refusesLeave && placement.canBeTakenAway
    }

    public func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard !spendFailure(), canLeaveNode(with: entry), tellTreeItLeft() else { return completion(false) }
        switch placement.slot {
        case .push: stack?.removePushed(from: self)
        case .modal: placement.holder(HeadlessElement<ContextType>.self, in: .modal)?.modal = nil
        case .root: placement.holder(HeadlessWindow<ContextType>.self, in: .root)?.removeRoot()
        case .none, .tab: break
        }
        detach()
        completion(true)
    }
}

extension HeadlessElement: KitElement, ImmediateKitPresenting {}

/// A plain screen.
public final class HeadlessScreen<ContextType: Hashable & Sendable>: HeadlessElement<ContextType> {}

extension NavigationElement {
    /// What the element shows, from itself up: a headless element's ``HeadlessElement/shownChain``,
    /// the context alone for an element of the app's own.
    var headlessShownChain: [NavigationContext<ContextType>] {
        (self as? HeadlessElement<ContextType>)?.shownChain ?? [context]
    }
}
