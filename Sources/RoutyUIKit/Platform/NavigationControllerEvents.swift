/// What a navigation controller's delegate and its pop gestures' delegate report, forwarded one
/// callback to one method: the stack adapter adopts it.
@MainActor
public protocol NavigationControllerEvents<ViewControllerType>: AnyObject {
    /// The view-controller type.
    associatedtype ViewControllerType: AnyObject

    /// `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`: a push or a
    /// pop finished — the user's too (back button, swipe back). A swipe back cancelled halfway
    /// does not change the stack.
    ///
    /// - Parameter viewController: The view controller now on top.
    func navigationControllerDidShow(_ viewController: ViewControllerType)

    /// `UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)` for the interactive pop
    /// gestures: whether the user may start to swipe the top view controller away.
    ///
    /// - Returns: `false` while a transition runs, on the root, or when the top element's leave
    ///   guard refuses.
    func interactivePopShouldBegin() -> Bool

    /// `UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)`:
    /// the animator of an animated push or pop.
    ///
    /// - Parameters:
    ///   - operation: A push or a pop.
    ///   - from: The view controller on top before the transition.
    ///   - to: The view controller on top after it.
    /// - Returns: The animator (the platform's `Animator`), or `nil` for UIKit's own animation.
    func navigationControllerAnimator(
        for operation: NavigationTransitionOperation,
        from: ViewControllerType,
        to: ViewControllerType
    ) -> AnyObject?
}
