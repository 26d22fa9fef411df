import Portus
import Routy

/// A navigation controller and its root view controller: the element shows the root's context,
/// and the screens pushed on it are its children in the tree, each the child of the one below.
///
/// It keeps the tree true when the user pops — the back button, a swipe back — as the navigation
/// controller's delegate reports it, and blocks the swipe when the top screen's leave guard
/// refuses. The back button cannot be blocked: the tree follows it, and the router reports the
/// leave as `leaveGuardBypassed`.
public final class UIKitStack<ContextType: Hashable & Sendable, Platform: ViewControllerPlatform>:
    UIKitElement<ContextType, Platform>, NavigationControllerEvents, UIKitPushTarget
{
    /// The navigation controller.
    public let navigationController: Platform.NavigationController
    /// The view controller at the bottom of the stack, which shows ``UIKitElement/context``.
    public let rootViewController: Platform.ViewController
    /// The screens pushed on the root, bottom first.
    public private(set) var pushed: [UIKitElement<ContextType, Platform>] = []
    private var eventsProxy: AnyObject?
    /// Whether the stack itself is changing the navigation controller: the delegate's `didShow`
    /// meanwhile (UIKit may call it before a change without animation returns) is its own.
    private var isChangingStack = false
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
        isChangingStack = true
        incoming = element
        navigationController.pushViewController(element.viewController, animated: animated)
        incoming = nil
        isChangingStack = false
        // UIKit changes the stack before it returns, or refuses (a transition is under way).
        guard navigationController.viewControllers.last === element.viewController else { return step.fail() }
        guard element.entered(.pushed, holder: self, tree: tree) else {
            isChangingStack = true
            _ = navigationController.popToViewController(below.viewControllerOnStack, animated: false)
            isChangingStack = false
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
            let waits = afterTransitionAwaitingDismissal { [weak self] in
                guard let self else { return step.fail() }
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
        isChangingStack = true
        _ = navigationController.popToViewController(below, animated: animated)
        isChangingStack = false
        guard navigationController.viewControllers.last === below else { return step.fail() }
        let left = pushed[index]
        let removed = pushed[index...]
        pushed.removeSubrange(index...)
        let told = left.tellTreeItLeft()
        for element in removed { element.detach() }
        guard told else { return step.fail() }
        step.treeWasTold()
        whenTransitionEnds { step.uiDidFinish() }
    }

    // MARK: - NavigationControllerEvents

    public func navigationControllerDidShow(_ viewController: Platform.ViewController) {
        guard !isChangingStack else { return }
        let shown = navigationController.viewControllers
        guard let index = pushed.firstIndex(where: { element in !shown.contains { $0 === element.viewController } })
        else { return }
        // The user popped (back button, swipe back, a tab re-tapped): the first screen gone
        // leaves the tree with everything above it.
        let left = pushed[index]
        let removed = pushed[index...]
        pushed.removeSubrange(index...)
        _ = left.tellTreeItLeft()
        for element in removed { element.detach() }
    }

    /// The animator of the element that comes (a push) or goes (a pop), from its
    /// ``UIKitElement/transition``.
    public func navigationControllerAnimator(
        for operation: NavigationTransitionOperation,
        from: Platform.ViewController,
        to: Platform.ViewController
    ) -> AnyObject? {
        let moving = operation == .push ? to : from
        let element = incoming?.viewController === moving ? incoming : pushed.last { $0.viewController === moving }
        return element?.animator(for: operation)
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
