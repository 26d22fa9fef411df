/// What a presented view controller's transitioning delegate is asked, forwarded one callback to
/// one method: the element of a modal whose context type carries a ``UIKitTransition`` adopts it.
@MainActor
public protocol ModalTransitionEvents: AnyObject {
    /// `UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)`:
    /// UIKit is about to present the view controller, animated.
    ///
    /// - Returns: The animator (the platform's `Animator`), or `nil` for UIKit's own animation.
    func presentationAnimator() -> AnyObject?

    /// `UIViewControllerTransitioningDelegate.animationController(forDismissed:)`: UIKit is about
    /// to dismiss the view controller, animated — the router's dismissal or the user's pull-down.
    ///
    /// - Returns: The animator (the platform's `Animator`), or `nil` for UIKit's own animation.
    func dismissalAnimator() -> AnyObject?
}
