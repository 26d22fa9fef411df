import Routy
import RoutyUIKit
import Testing

/// A view controller that behaves as UIKit's does where the adapters look: presentation (refused
/// when something is already presented, completion only when accepted, dismissal of a presented
/// chain), containment, transition coordinators.
@MainActor
class FakeViewController: PlatformViewController {
    /// The name the UI shows for it.
    var label: String
    /// The transitions it runs.
    var ui: FakeUI?
    /// Its container: a navigation or tab bar controller.
    weak var parent: FakeViewController?
    /// The view controller that presented it.
    weak var presentingViewController: FakeViewController?
    /// What it presents itself (as the presentation context of its containers).
    private(set) var presented: FakeViewController?
    /// The coordinator of a transition it runs itself.
    var ownCoordinator: FakeTransitionCoordinator?
    /// The coordinator of its dismissal while the user pulls it down.
    private var dismissalCoordinator: FakeTransitionCoordinator?
    /// The presentation controller's delegate.
    weak var presentationDelegate: (any PresentationEvents)?
    /// The transitioning delegate: weak, as UIKit's `transitioningDelegate`.
    weak var transitioningDelegate: FakeTransitioningDelegate?
    /// The animators its transitioning delegate returned for this view controller's animated
    /// presentations and dismissals, in order (UIKit asks only for animated ones, before the
    /// transition starts; `nil` is UIKit's own animation, not recorded).
    private(set) var modalAnimators: [FakeAnimator] = []
    /// When `true`, the coordinators of its transitions refuse to call back, as UIKit's may.
    var coordinatorsRefuseAnimations = false
    /// Whether a presentation or dismissal of it is under way.
    var isBeingPresentedOrDismissed = false

    var isModalInPresentation = false
    var modalPresentationStyle = FakeModalStyle.automatic
    /// The view controller whose view its popover points at (UIKit's
    /// `popoverPresentationController?.sourceView`), which exists only while its style is a popover.
    var popoverSource: FakeViewController? {
        get { modalPresentationStyle == .popover ? anchoredSource : nil }
        set { if modalPresentationStyle == .popover { anchoredSource = newValue } }
    }
    private var anchoredSource: FakeViewController?

    init(label: String, ui: FakeUI?) {
        self.label = label
        self.ui = ui
    }

    /// The outermost container: where UIKit presents from.
    var presentationContext: FakeViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    // MARK: - PlatformViewController

    var presentedViewController: FakeViewController? {
        var current: FakeViewController? = self
        while let viewController = current {
            if let presented = viewController.presented { return presented }
            current = viewController.parent
        }
        return nil
    }

    var transitionCoordinator: FakeTransitionCoordinator? {
        dismissalCoordinator ?? ownCoordinator ?? parent?.transitionCoordinator
    }

    func present(_ viewControllerToPresent: FakeViewController, animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        // UIKit refuses, and never calls the completion, when something is already presented, the
        // view controller is already presented, or a presentation is under way.
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            !context.isBeingPresentedOrDismissed, let ui = ui ?? context.ui
        else { return }
        // UIKit raises an exception (the app crashes) for a popover with no anchor: "You must
        // provide location information for this popover through the view controller's
        // popoverPresentationController".
        guard viewControllerToPresent.modalPresentationStyle != .popover || viewControllerToPresent.popoverSource != nil
        else {
            Issue.record("UIKit raises: \(viewControllerToPresent.label) is presented as a popover with no source view")
            return
        }
        context.presented = viewControllerToPresent
        viewControllerToPresent.presentingViewController = context
        viewControllerToPresent.ui = viewControllerToPresent.ui ?? ui
        guard flag else {
            completion?()
            return
        }
        if let animator = viewControllerToPresent.transitioningDelegate?.animationController(
            forPresented: viewControllerToPresent, presenting: context, source: self)
        {
            viewControllerToPresent.modalAnimators.append(animator)
        }
        viewControllerToPresent.isBeingPresentedOrDismissed = true
        let coordinator = viewControllerToPresent.beginModalTransition()
        let name = "present \(viewControllerToPresent.label)"
        ui.begin(name) {
            viewControllerToPresent.isBeingPresentedOrDismissed = false
            viewControllerToPresent.ownCoordinator = nil
            ui.end(
                name,
                [
                    ("present's completion: after the presentation finishes", { completion?() }),
                    ("the coordinator's completion: against present's completion, left open", { coordinator.end() }),
                ])
        }
    }

    /// The coordinator of this view controller's presentation or dismissal, set until it ends.
    private func beginModalTransition() -> FakeTransitionCoordinator {
        let coordinator = FakeTransitionCoordinator()
        coordinator.refusesAnimations = coordinatorsRefuseAnimations
        ownCoordinator = coordinator
        return coordinator
    }

    func dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        // A view controller that presents nothing asks the one that presented it.
        guard let presented = context.presented ?? (context.presentingViewController == nil ? nil : context) else {
            completion?()
            return
        }
        // UIKit ignores it, and never calls the completion ("Attempt to dismiss … while a
        // presentation or dismiss is in progress"), while anything it would dismiss is still being
        // presented or dismissed — by an animation, or by the user pulling a sheet down.
        guard let presenter = presented.presentingViewController, !presented.chainIsInTransition,
            let ui = ui ?? context.ui
        else { return }
        guard flag else {
            presenter.removePresentedChain()
            completion?()
            return
        }
        presented.askForDismissalAnimator()
        presented.isBeingPresentedOrDismissed = true
        let coordinator = presented.beginModalTransition()
        let name = "dismiss \(presented.label)"
        ui.begin(name) {
            presented.isBeingPresentedOrDismissed = false
            presented.ownCoordinator = nil
            presenter.removePresentedChain()
            ui.end(
                name,
                [
                    ("dismiss's completion: after the view controller is dismissed", { completion?() }),
                    ("the coordinator's completion: against dismiss's completion, left open", { coordinator.end() }),
                ])
        }
    }

    /// Whether this view controller, or one presented above it, is being presented or dismissed.
    private var chainIsInTransition: Bool {
        var current: FakeViewController? = self
        while let viewController = current {
            if viewController.isBeingPresentedOrDismissed { return true }
            current = viewController.presented
        }
        return false
    }

    /// Asks the transitioning delegate for the animator of this view controller's dismissal, as
    /// UIKit does before an animated dismissal starts, the user's interactive one included.
    private func askForDismissalAnimator() {
        if let animator = transitioningDelegate?.animationController(forDismissed: self) {
            modalAnimators.append(animator)
        }
    }

    /// Takes away what this view controller presents, with everything that presents above it.
    func removePresentedChain() {
        guard let presented else { return }
        presented.removePresentedChain()
        presented.presentingViewController = nil
        self.presented = nil
    }

    // MARK: - The user

    /// The user pulls the sheet this view controller is down and lets go past the threshold.
    ///
    /// - Returns: Whether the sheet went away.
    @discardableResult
    func pullDown() -> Bool {
        guard let pull = beginPullDown() else { return false }
        pull.complete()
        return true
    }

    /// The user starts to pull the sheet this view controller is down, as UIKit runs it: nothing
    /// starts for a full-screen modal, a sheet under another, during its presentation or dismissal, or — UIKit then tells the delegate
    /// `presentationControllerDidAttemptToDismiss(_:)`, which the adapters do not adopt — when the
    /// sheet is modal in presentation or the delegate's `presentationControllerShouldDismiss(_:)`
    /// refuses. Otherwise UIKit tells the delegate `presentationControllerWillDismiss(_:)` (not
    /// adopted either) and the dismissal runs interactively: the sheet is still presented, and its
    /// transition coordinator is set, until the user lets go. Completed, the sheet goes and the
    /// delegate hears `presentationControllerDidDismiss(_:)`; cancelled, it stays, and the delegate
    /// hears nothing. Either way the coordinator's completions run.
    ///
    /// - Returns: The pull, which the test completes or cancels; `nil` when nothing started.
    func beginPullDown() -> FakeInteraction? {
        guard let presenter = presentingViewController, presenter.presented === self, presented == nil,
            modalPresentationStyle != .fullScreen, !isBeingPresentedOrDismissed, !isModalInPresentation,
            presentationDelegate?.presentationShouldDismiss() ?? true
        else { return nil }
        let coordinator = FakeTransitionCoordinator()
        coordinator.refusesAnimations = coordinatorsRefuseAnimations
        askForDismissalAnimator()
        isBeingPresentedOrDismissed = true
        dismissalCoordinator = coordinator
        return FakeInteraction { [weak self] completed in
            guard let self else { return coordinator.end() }
            self.isBeingPresentedOrDismissed = false
            self.dismissalCoordinator = nil
            let ui = self.ui ?? FakeUI()
            let coordinatorEnds: (rule: String, run: () -> Void) = (
                "the coordinator's completion: after the pull ends, completed or cancelled", { coordinator.end() }
            )
            // A cancelled pull-down ends with the coordinator's completion alone.
            guard completed else { return ui.end("pull-down, cancelled", [coordinatorEnds]) }
            presenter.removePresentedChain()
            ui.end(
                "pull-down",
                [
                    (
                        "presentationControllerDidDismiss: after a pull-down that completed; against the coordinator, left open",
                        {
                            [weak self] in self?.presentationDelegate?.presentationDidDismiss()
                        }
                    ),
                    coordinatorEnds,
                ])
        }
    }
}

/// A view controller of the app: it shows a context and can guard leaving.
@MainActor
final class FakeScreenController: FakeViewController, ContextViewController {
    private(set) var context: NavigationContext<Screen>
    var isUpdatable = false
    var refusesLeave = false
    /// Where it hands a value back, when it is a screen that does (a picker).
    var answerSlot: NavigationAnswerSlot?

    init(_ context: NavigationContext<Screen>, ui: FakeUI?) {
        self.context = context
        super.init(label: context.description, ui: ui)
    }

    func canUpdate(with context: NavigationContext<Screen>) -> Bool {
        isUpdatable && context.type == self.context.type && context != self.context
    }

    func update(with context: NavigationContext<Screen>) {
        self.context = context
        label = context.description
    }

    func canLeave() -> Bool { !refusesLeave }
}
