import Portus
import Routy

/// A navigation controller and its root view controller: the element shows the root's context,
/// and the screens pushed on it are its children in the tree, each the child of the one below.
///
/// It keeps the tree true when the user pops — the back button, a swipe back — as the navigation
/// controller's delegate reports it, and blocks the swipe when the top screen's leave guard
/// refuses. The back button cannot be blocked: the tree follows it, and the router reports the
/// leave as `leaveGuardBypassed`.
public final class UIKitStack<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, NavigationControllerEvents, UIKitPushTarget
{
    /// The navigation controller.
    public let navigationController: Platform.NavigationController
    /// The view controller at the bottom of the stack, which shows ``UIKitElement/context``.
    public let rootViewController: Platform.ViewController
    /// The screens pushed on the root, bottom first.
    public private(set) var pushed: [UIKitElement<ContextType, Platform>] = []
    private var eventsProxy: AnyObject?
    /// The element the stack is pushing, while UIKit asks the delegate for the push's animator.
    private var incoming: UIKitElement<ContextType, Platform>?

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - context: The context the root view controller shows.
    ///   - rootViewController: The view controller at the bottom of the stack.
    ///   - navigationController: The navigation controller, with `rootViewController` as its only
    ///     view controller; a new one when `nil`.
    public init(
        _ context: NavigationContext<ContextType>,
        rootViewController: Platform.ViewController,
        navigationController: Platform.NavigationController? = nil
    ) {
        let controller =
            navigationController ?? Platform.makeNavigationController(rootViewController: rootViewController)
        self.navigationController = controller
        self.rootViewController = rootViewController
        super.init(context, viewController: Platform.viewController(of: controller), content: rootViewController)
        eventsProxy = Platform.forwardEvents(of: controller, to: self)
    }

    /// Creates a stack on a navigation controller it shares with the other tabs of a
    /// ``UIKitTabGroup``, which hears the navigation controller's delegate and passes its events
    /// on to the stack of the selected tab.
    init(
        _ context: NavigationContext<ContextType>,
        rootViewController: Platform.ViewController,
        sharing navigationController: Platform.NavigationController
    ) {
        self.navigationController = navigationController
        self.rootViewController = rootViewController
        super.init(
            context, viewController: Platform.viewController(of: navigationController), content: rootViewController)
    }

    /// The element on top of the stack: the last pushed, or the stack itself.
    public var top: UIKitElement<ContextType, Platform> { pushed.last ?? self }

    override var pushTarget: (any UIKitPushTarget<ContextType, Platform>)? { self }

    override var elementsPushedOnIt: [UIKitElement<ContextType, Platform>] { pushed }

    package override func detach() {
        super.detach()
        pushed = []
    }

    /// Calls `body` when the navigation controller's transition ends: at once when none runs, or
    /// when its coordinator will not report the end.
    private func whenTransitionEnds(_ body: @escaping () -> Void) {
        if !Self.afterTransition(of: viewController, then: body) { body() }
    }

    /// Pushes `element` on top and tells the tree once the navigation controller shows it;
    /// completes when the transition ends. A push UIKit refuses completes `false`.
    func push(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void) {
        let below = top
        guard let tree = placement.tree, below.isActiveLeaf, below.modal == nil else { return completion(false) }
        let step = StepCompletion(completion)
        incoming = element
        navigationController.pushViewController(element.viewController, animated: animated)
        incoming = nil
        // UIKit changes the stack before it returns, or refuses (a transition is under way).
        guard navigationController.viewControllers.last === element.viewController else { return step.fail() }
        guard element.entered(.push, holder: self, under: below.entry, tree: tree) else {
            _ = navigationController.popToViewController(below.viewControllerOnStack, animated: false)
            return step.fail()
        }
        pushed.append(element)
        step.treeWasTold()
        whenTransitionEnds { step.uiDidFinish() }
    }

    /// Pops `element` with everything above it — the modal it or a screen above presents is
    /// dismissed first — and tells the tree once the navigation controller no longer shows it;
    /// completes when the transition ends.
    ///
    /// While the user swipes back, UIKit would ignore the pop: the stack waits until the user lets
    /// go. A swipe that completes and takes `element` away is the pop asked for; otherwise the
    /// stack pops then.
    func pop(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard pushed.contains(where: { $0 === element }) else { return completion(false) }
        pop(element, animated: animated, step: StepCompletion(completion))
    }

    private func pop(_ element: UIKitElement<ContextType, Platform>, animated: Bool, step: StepCompletion) {
        guard let index = pushed.firstIndex(where: { $0 === element }) else {
            // The user's swipe, awaited, popped it, and the tree heard it.
            return element.isShown ? step.fail() : step.succeed()
        }
        guard navigationController.transitionCoordinator == nil else {
            let waits = Self.afterTransition(of: viewController) { [weak self] in
                // The stack went with what it showed (the user pulled its sheet down): so did it.
                guard let self else { return element.isShown ? step.fail() : step.succeed() }
                self.reconcilePath()
                self.pop(element, animated: animated, step: step)
            }
            if !waits { step.fail() }
            return
        }
        let presenter = pushed[index...].first { $0.modal != nil }
        guard let presenter else { return popNow(from: index, animated: animated, step: step) }
        presenter.dismissModal(animated: false) { [weak self] dismissed in
            guard dismissed, let self, let index = self.pushed.firstIndex(where: { $0 === element }) else {
                return step.fail()
            }
            self.popNow(from: index, animated: animated, step: step)
        }
    }

    private func popNow(from index: Int, animated: Bool, step: StepCompletion) {
        guard placement.tree != nil else { return step.fail() }
        let below = index == 0 ? rootViewController : pushed[index - 1].viewController
        let left = pushed[index]
        _ = navigationController.popToViewController(below, animated: animated)
        guard navigationController.viewControllers.last === below else { return step.fail() }
        // The stack shows the pop now, animated or not: the tree hears it (UIKit's didShow may have
        // told it already).
        reconcileStack(final: true)
        guard !left.isShown else { return step.fail() }
        step.treeWasTold()
        whenTransitionEnds { step.uiDidFinish() }
    }

    // MARK: - Reconciling

    override func reconcile() {
        reconcileStack(final: false)
        super.reconcile()
    }

    /// Tells the tree which pushed screens the navigation controller no longer holds: the first
    /// gone leaves the tree with everything above it. Idempotent.
    ///
    /// - Parameter final: Whether what the navigation controller holds is final — it showed it,
    ///   or the stack itself changed it; otherwise nothing is read while a transition runs (the
    ///   user's finger may still be down, and a cancelled swipe puts the screen back).
    private func reconcileStack(final: Bool) {
        guard placement.tree != nil, final || navigationController.transitionCoordinator == nil else { return }
        let shown = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        guard let index = pushed.firstIndex(where: { !shown.contains(ObjectIdentifier($0.viewController)) })
        else { return }
        leave(from: index)
    }

    /// Tells the tree that the screens pushed from `index` up left, and forgets them.
    private func leave(from index: Int) {
        _ = pushed[index].tellTreeItLeft()
        for element in pushed[index...] { element.detach() }
        // Removed after, with no slice of `pushed` alive: the removal then does not copy it.
        pushed.removeSubrange(index...)
    }

    /// Tells the tree that every pushed screen left, as the navigation controller the stack shares
    /// with its group's other tabs is about to show another tab: refused when one of them refuses
    /// to be left or presents something.
    ///
    /// - Returns: Whether nothing stays pushed.
    func leavePushed() -> Bool {
        guard !pushed.isEmpty else { return true }
        guard pushedMayLeave, placement.tree != nil else { return false }
        leave(from: 0)
        return pushed.isEmpty
    }

    /// Whether the pushed screens may all go at once — a tab re-tapped, another tab of a shared
    /// stack selected: none refuses to be left, and the stack presents nothing.
    var pushedMayLeave: Bool { modal == nil && pushed.allSatisfy(\.everythingAllowsLeaving) }

    /// The view controllers the stack has on its navigation controller: the root, then the pushed
    /// screens'.
    var viewControllersOnStack: [Platform.ViewController] { [rootViewController] + pushed.map(\.viewControllerOnStack) }

    // MARK: - NavigationControllerEvents

    /// The navigation controller showed `viewController`: what it holds is what the tree hears —
    /// the user's pop (back button, swipe back, a tab re-tapped), or the stack's own — once no
    /// transition runs: a `didShow` that comes late, after the user began to swipe back again,
    /// waits for that swipe to end, which may put the screen back.
    public func navigationControllerDidShow(_ viewController: Platform.ViewController) {
        let waits = Self.afterTransition(of: self.viewController) { [weak self] in self?.reconcileStack(final: true) }
        if !waits { reconcileStack(final: false) }
    }

    /// The animator of the element that comes (a push) or goes (a pop), from its
    /// ``UIKitElement/transition``.
    public func navigationControllerAnimator(
        for operation: NavigationTransitionOperation,
        from: Platform.ViewController,
        to: Platform.ViewController
    ) -> AnyObject? {
        // The element being pushed is not on `pushed` yet: last, so that it is looked at first.
        Self.navigationAnimator(for: operation, from: from, to: to, among: incoming.map { pushed + [$0] } ?? pushed)
    }

    public func interactivePopShouldBegin() -> Bool {
        guard navigationController.transitionCoordinator == nil, let top = pushed.last else { return false }
        return top.modal == nil && top.canLeaveNode(with: top.entry)
    }
}

extension UIKitElement {
    /// The view controller that stands for this element on its navigation stack: the root view
    /// controller for a stack, its own otherwise.
    var viewControllerOnStack: Platform.ViewController {
        (self as? UIKitStack<ContextType, Platform>)?.rootViewController ?? viewController
    }
}
