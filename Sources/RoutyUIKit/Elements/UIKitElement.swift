import Portus
import Routy

/// A view controller shown by the router: a node of the routing tree that keeps the tree true
/// to what UIKit shows, whether the router or the user changed it.
///
/// An element holds its view controller strongly (the tree holds elements weakly), and the
/// elements it shows: a stack its pushed screens, an element its modal, tabs their tabs. It
/// tells the tree what it did before it calls the router's completion, and what the user did
/// (swipe back, tab tap, sheet pulled down) as soon as UIKit reports it.
///
/// Use ``UIKitScreen`` for a view controller, ``UIKitStack`` for a navigation controller and its
/// root, ``UIKitTabs`` for a tab bar controller, inside a ``UIKitWindow``; the
/// ``UIKitElementRegistry`` makes them from the app's view controllers.
@MainActor
public class UIKitElement<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    NavigationElement, KitPresenter, Leavable, PresentationEvents
{
    /// The view controller that shows the element where it is placed: the app's view controller
    /// for a screen, the navigation controller for a stack, the tab bar controller for tabs.
    public let viewController: Platform.ViewController
    /// The context the element shows.
    public private(set) var context: NavigationContext<ContextType>
    /// The element this one presents modally, if any.
    public private(set) var modal: UIKitElement<ContextType, Platform>?
    /// The custom transition of the element's push and pop on a navigation stack, and of its
    /// presentation and dismissal when it is presented modally; UIKit's own when `nil`. The factory
    /// sets the one registered for the context's type. A modal with a transition keeps the
    /// `modalPresentationStyle` its presentation gives it; its view controller's
    /// `transitioningDelegate` is the element's while it is presented.
    public var transition: UIKitTransition<Platform>?

    /// The app's view controller that shows the context, when it adopts ``ContextViewController``:
    /// it answers the updates and the leave guard.
    let content: (any ContextViewController<ContextType>)?
    /// Where the element is shown, what holds it there — its window, stack, presenter or tabs —
    /// and the tree it tells.
    package private(set) var placement = ElementPlacement()
    private var ownEntry: RoutingEntry
    private var presentationProxy: AnyObject?
    /// The transitioning delegate of the view controller while it is presented with a
    /// ``transition``: UIKit holds it weakly, the element keeps it until the modal is gone.
    private var transitionProxy: AnyObject?
    /// Whether the adapter asked UIKit to dismiss this modal: when UIKit takes it away otherwise,
    /// the user did.
    private(set) var isDismissedInCode = false

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - viewController: The view controller placed in containers and presented.
    ///   - content: The view controller that shows the context, asked for updates and the leave
    ///     guard when it adopts ``ContextViewController``.
    init(_ context: NavigationContext<ContextType>, viewController: Platform.ViewController, content: AnyObject) {
        self.context = context
        self.viewController = viewController
        self.content = content as? any ContextViewController<ContextType>
        ownEntry = RoutingEntry(context: context)
        ownEntry.routable = self
    }

    /// The element's entry, built from its context when the context changes; a tab bar's or a
    /// group's names its tabs and the selected one.
    public var entry: RoutingEntry {
        guard let tabs = tabArrangement else { return ownEntry }
        return ownEntry.managing(tabs.entries(\.entry), selectedIndex: tabs.selectedIndex)
    }

    /// Whether the element is shown (on screen, or in a tab that is not selected).
    public var isShown: Bool { placement.isShown }

    /// The container a push from this element goes to: the stack or split it is pushed on.
    var pushTarget: (any UIKitPushTarget<ContextType, Platform>)? {
        placement.holder((any UIKitPushTarget<ContextType, Platform>).self, in: .push)
    }

    /// The element's own leave guard, from its view controller.
    var guardAllowsLeaving: Bool { content?.canLeave() ?? true }

    /// The elements pushed on this one when it is a container that pushes (a stack, a split),
    /// bottom first; none otherwise.
    var elementsPushedOnIt: [UIKitElement<ContextType, Platform>] { [] }

    /// The tabs this element holds when it is a tab bar or a group of tabs — their order, the
    /// hidden ones and the selected one; `nil` otherwise. The one thing ``UIKitTabs`` and
    /// ``UIKitTabGroup`` override: the entry, the tabs held and a switch's tab follow from it.
    var tabArrangement: TabArrangement<UIKitElement<ContextType, Platform>>? { nil }

    /// The tabs this element holds when it is a tab bar or a group of tabs, in display order;
    /// none otherwise.
    var tabsHeld: [UIKitElement<ContextType, Platform>] { tabArrangement?.tabs ?? [] }

    /// The selected one of ``tabsHeld``, if any.
    var selectedTabHeld: UIKitElement<ContextType, Platform>? { tabArrangement?.selected }

    /// The index in ``tabsHeld`` of the tab of `entry`, which a switch selects; `nil` when the
    /// element is not shown in a tree or holds no such tab.
    func indexOfTabHeld(_ entry: RoutingEntry) -> Int? {
        guard placement.tree != nil else { return nil }
        return tabsHeld.firstIndex { $0.entry == entry }
    }

    /// Whether everything this element shows lets the user leave it: its guard and the guards of
    /// what it shows above itself.
    var everythingAllowsLeaving: Bool {
        guardAllowsLeaving && (modal?.everythingAllowsLeaving ?? true)
            && elementsPushedOnIt.allSatisfy(\.everythingAllowsLeaving)
            && tabsHeld.allSatisfy(\.everythingAllowsLeaving)
    }

    /// The element that presents a modal among this one and what it shows, if any.
    var presentingElement: UIKitElement<ContextType, Platform>? {
        guard modal == nil else { return self }
        return selectedTabHeld?.presentingElement ?? elementsPushedOnIt.first { $0.modal != nil }
    }

    /// Records where the element is shown and which tree it tells.
    package func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
        for tab in tabsHeld { tab.place(in: .tab, holder: self, tree: tree) }
    }

    /// The element is no longer shown, nor anything it showed.
    package func detach() {
        for tab in tabsHeld { tab.detach() }
        for element in elementsPushedOnIt { element.detach() }
        place(in: .none, holder: nil, tree: nil)
        presentationProxy = nil
        transitionProxy = nil
        modal?.detach()
        modal = nil
    }

    /// Tells the element that its view controller's leave guard changed, so that a sheet it is
    /// shown in lets itself be pulled down, or not, as the guards now say.
    public func leaveGuardDidChange() {
        guard let sheet = enclosingSheet else { return }
        sheet.viewController.isModalInPresentation = !sheet.everythingAllowsLeaving
    }

    // MARK: - NavigationElement

    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool {
        content?.canUpdate(with: context) ?? false
    }

    public func update(with context: NavigationContext<ContextType>) {
        content?.update(with: context)
        self.context = context
        ownEntry = RoutingEntry(context: context, routable: self)
    }

    // MARK: - KitPresenting

    /// A modal while the element is shown, a push when it is a stack that is shown or is pushed
    /// on one.
    package func offers(_ presentation: NavigationPresentation) -> Bool {
        presentation.isOffered(modal: isShown, push: isShown && pushTarget != nil)
    }

    /// Presents `element` modally over this element's view controller, or pushes it on its
    /// stack, once no transition moves this view controller.
    package func show(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        guard let element = element as? UIKitElement<ContextType, Platform> else { return completion(false) }
        // UIKit ignores a presentation or a push while a transition moves this view controller —
        // the user pulling its sheet down, swiping back — and never calls back: wait for the user
        // to let go, then read what the containers show and go on from there.
        let waits = Self.afterTransition(of: viewController) { [weak self] in
            guard let self else { return completion(false) }
            self.reconcilePath()
            self.presentNow(element, as: presentation, animated: animated, completion: completion)
        }
        if !waits { completion(false) }
    }

    private func presentNow(
        _ element: UIKitElement<ContextType, Platform>,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        guard let tree = placement.tree, !element.isShown, isActiveLeaf else { return completion(false) }
        switch presentation.kind {
        case .modal:
            presentModally(
                element, style: presentation.modalStyle ?? .automatic, tree: tree, animated: animated,
                completion: completion)
        case .push:
            guard let stack = pushTarget else { return completion(false) }
            stack.push(element, animated: animated, completion: completion)
        default:
            completion(false)
        }
    }

    /// Presents `element` over this element's view controller in `style` and tells the tree once
    /// UIKit accepted; completes when UIKit calls the presentation's completion.
    private func presentModally(
        _ element: UIKitElement<ContextType, Platform>,
        style: NavigationPresentation.ModalStyle,
        tree: RoutingTree,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        guard modal == nil else { return completion(false) }
        let presented = element.viewController
        let step = StepCompletion(completion)
        // The style first: UIKit makes the presentation controller of the style the view controller
        // has when it is first read, which the delegate proxy does.
        if let modalStyle = Platform.modalPresentationStyle(for: style) {
            presented.modalPresentationStyle = modalStyle
        }
        // Whatever is a popover now — the style asked, or an action sheet's on an iPad, which UIKit
        // makes a popover itself — points at this element's view unless the app anchored it:
        // UIKit raises an exception for a popover with no anchor.
        Platform.anchorPopover(of: presented, on: viewController)
        element.presentationProxy = Platform.forwardPresentationEvents(of: presented, to: element)
        if element.transition != nil {
            element.transitionProxy = Platform.forwardTransitions(of: presented, to: element)
        }
        presented.isModalInPresentation = !element.everythingAllowsLeaving
        viewController.present(presented, animated: animated) { step.uiDidFinish() }
        // UIKit refuses without calling the completion (something is already presented); when it
        // accepts, it sets presentedViewController before returning.
        guard viewController.presentedViewController === presented else {
            element.presentationProxy = nil
            element.transitionProxy = nil
            return step.fail()
        }
        guard element.entered(.modal, holder: self, under: entry, tree: tree) else {
            // The tree refused it: take it away again, so that tree and screen agree.
            viewController.dismiss(animated: false, completion: nil)
            return step.fail()
        }
        modal = element
        step.treeWasTold()
    }

    /// Dismisses the modal this element presents, with everything above it, and tells the tree
    /// once UIKit has dismissed it.
    ///
    /// When the user is pulling that sheet (or one above it) down, UIKit would ignore the dismissal
    /// and never call back: the element waits until the user lets go. A pull that completes is the
    /// dismissal asked for; one the user cancels leaves the sheet up, and the element dismisses it
    /// then.
    func dismissModal(animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let modal, placement.tree != nil else { return completion(false) }
        dismiss(modal, animated: animated, step: StepCompletion(completion))
    }

    private func dismiss(_ modal: UIKitElement<ContextType, Platform>, animated: Bool, step: StepCompletion) {
        // UIKit may have taken it away already — a pull the step awaited, a dismissal made in
        // code, of which UIKit tells no delegate: the containers say so.
        reconcileModal()
        guard self.modal === modal, placement.tree != nil else { return modal.isShown ? step.fail() : step.succeed() }
        if let moving = modal.movingModal {
            let waits = Self.afterTransition(of: moving.viewController) { [weak self] in
                guard let self else { return modal.isShown ? step.fail() : step.succeed() }
                self.reconcilePath()
                self.dismiss(modal, animated: animated, step: step)
            }
            if !waits { step.fail() }
            return
        }
        modal.isDismissedInCode = true
        viewController.dismiss(animated: animated) { [weak self] in
            step.uiDidFinish()
            // Whichever of UIKit's callbacks came first may have told the tree already.
            self?.reconcileModal()
            modal.isShown ? step.fail() : step.treeWasTold()
        }
    }

    /// Tells the tree that the modal this element presents is gone when UIKit no longer presents
    /// it — the user pulled it down, an alert's action was tapped, a dismissal ended — whoever
    /// made the change and whichever callback reports it first. Idempotent.
    func reconcileModal() {
        guard let modal, placement.tree != nil, viewController.presentedViewController !== modal.viewController
        else { return }
        if !modal.isDismissedInCode { modal.userTookItAway() }
        modalWasDismissed(modal)
    }

    /// UIKit took this modal away, and no dismissal of the adapter's did: the user's gesture.
    func userTookItAway() {}

    /// Tells the tree what this element's containers show now: the modal it presents, and what
    /// a container holds (a stack's screens, the selected tab). Idempotent: what the tree already
    /// knows changes nothing. A container overrides it and calls it.
    func reconcile() {
        reconcileModal()
    }

    /// Reconciles every element of the tree's active path, from the root up: what UIKit shows is
    /// what the router works from next.
    func reconcilePath() {
        guard let tree = placement.tree else { return }
        let elements = tree.activePath.compactMap { $0.routable as? UIKitElement<ContextType, Platform> }
        for element in elements where element.isShown { element.reconcile() }
    }

    /// Tells the tree that `modal` is gone, with what it showed.
    ///
    /// - Returns: Whether the tree knew it.
    @discardableResult
    func modalWasDismissed(_ modal: UIKitElement<ContextType, Platform>) -> Bool {
        let told = modal.tellTreeItLeft()
        self.modal = nil
        modal.detach()
        return told
    }

    /// Dismisses, without animation, the modal presented by this element or by what it shows.
    func dismissModalsAbove(then: @escaping (Bool) -> Void) {
        guard let presenter = presentingElement else { return then(true) }
        presenter.dismissModal(animated: false, completion: then)
    }

    // MARK: - Leavable

    public func canLeaveNode(with entry: RoutingEntry) -> Bool {
        placement.canBeTakenAway && guardAllowsLeaving
    }

    public func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard canLeaveNode(with: entry) else { return completion(false) }
        switch placement.slot {
        case .push:
            guard let stack = pushTarget else { return completion(false) }
            stack.pop(self, animated: animated, completion: completion)
        case .modal:
            guard let presenter else { return completion(false) }
            presenter.dismissModal(animated: animated, completion: completion)
        case .root:
            guard let window = placement.holder(UIKitWindow<ContextType, Platform>.self, in: .root) else {
                return completion(false)
            }
            window.removeRoot(self, completion: completion)
        case .none, .tab:
            completion(false)
        }
    }

    // MARK: - PresentationEvents

    public func presentationShouldDismiss() -> Bool {
        everythingAllowsLeaving
    }

    public func presentationDidDismiss() {
        presenter?.reconcileModal()
    }

    /// The element that presents this one, when it is shown as that element's modal.
    var presenter: UIKitElement<ContextType, Platform>? {
        let presenter = placement.holder(UIKitElement<ContextType, Platform>.self, in: .modal)
        return presenter?.modal === self ? presenter : nil
    }
}

extension UIKitElement: KitElement, KitPresenting {}
