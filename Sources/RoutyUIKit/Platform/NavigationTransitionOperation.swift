/// Which way a custom transition goes: a navigation controller's push and pop
/// (`UINavigationController.Operation`), the two its delegate is asked an animator for, and a
/// modal's presentation and dismissal, the two a presented view controller's transitioning delegate
/// is asked an animator for.
public enum NavigationTransitionOperation: Sendable, Hashable {
    /// A view controller is pushed on the stack.
    case push
    /// View controllers are popped off the stack.
    case pop
    /// A view controller is presented modally:
    /// `UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)`.
    case present
    /// A presented view controller is dismissed, by the router or by the user pulling its sheet
    /// down: `UIViewControllerTransitioningDelegate.animationController(forDismissed:)`. Unlike a
    /// pop, what was under the modal may stay in the view hierarchy during the dismissal, so the
    /// transition context may have no "to" view.
    case dismiss
}
