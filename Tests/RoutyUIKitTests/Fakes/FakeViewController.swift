import Routy
import RoutyUIKit

/// A view controller that behaves as UIKit's does where the adapters look: presentation (refused
/// when something is already presented, completion only when accepted, dismissal of a presented
/// chain), containment, transition coordinators.
@MainActor
class FakeViewController: ViewControllerProtocol {
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
    /// The presentation controller's delegate.
    weak var presentationDelegate: (any PresentationEvents)?
    /// Whether a presentation or dismissal of it is under way.
    var isBeingPresentedOrDismissed = false

    var isModalInPresentation = false
    var modalPresentationStyle = FakeModalStyle.automatic

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

    // MARK: - ViewControllerProtocol

    var presentedViewController: FakeViewController? {
        var current: FakeViewController? = self
        while let viewController = current {
            if let presented = viewController.presented { return presented }
            current = viewController.parent
        }
        return nil
    }

    var transitionCoordinator: FakeTransitionCoordinator? {
        ownCoordinator ?? parent?.transitionCoordinator
    }

    func present(_ viewControllerToPresent: FakeViewController, animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        // UIKit refuses, and never calls the completion, when something is already presented, the
        // view controller is already presented, or a presentation is under way.
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            !context.isBeingPresentedOrDismissed, let ui = ui ?? context.ui
        else { return }
        context.presented = viewControllerToPresent
        viewControllerToPresent.presentingViewController = context
        viewControllerToPresent.ui = viewControllerToPresent.ui ?? ui
        guard flag else {
            completion?()
            return
        }
        viewControllerToPresent.isBeingPresentedOrDismissed = true
        ui.begin("present \(viewControllerToPresent.label)") {
            viewControllerToPresent.isBeingPresentedOrDismissed = false
            completion?()
        }
    }

    func dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        // A view controller that presents nothing asks the one that presented it.
        guard let presented = context.presented ?? (context.presentingViewController == nil ? nil : context) else {
            completion?()
            return
        }
        guard let presenter = presented.presentingViewController, !presented.isBeingPresentedOrDismissed,
            let ui = ui ?? context.ui
        else { return }
        guard flag else {
            presenter.removePresentedChain()
            completion?()
            return
        }
        presented.isBeingPresentedOrDismissed = true
        ui.begin("dismiss \(presented.label)") {
            presented.isBeingPresentedOrDismissed = false
            presenter.removePresentedChain()
            completion?()
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

    /// The user pulls the sheet this view controller is down: nothing happens for a full-screen
    /// modal, one that is modal in presentation, or when the delegate refuses.
    ///
    /// - Returns: Whether the sheet went away.
    @discardableResult
    func pullDown() -> Bool {
        guard let presenter = presentingViewController, presenter.presented === self,
            modalPresentationStyle != .fullScreen, !isModalInPresentation, !isBeingPresentedOrDismissed,
            presentationDelegate?.presentationShouldDismiss() ?? true
        else { return false }
        presenter.removePresentedChain()
        presentationDelegate?.presentationDidDismiss()
        return true
    }
}

/// A view controller of the app: it shows a context and can guard leaving.
@MainActor
final class FakeScreenController: FakeViewController, ContextViewController {
    private(set) var context: NavigationContext<Screen>
    var isUpdatable = false
    var refusesLeave = false

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
