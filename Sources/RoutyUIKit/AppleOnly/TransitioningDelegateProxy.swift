// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The transitioning delegate of a presented view controller whose context type carries a
    /// transition: each callback goes to the presented element in one line. `transitioningDelegate`
    /// is weak: the element keeps the proxy while the view controller is presented.
    @MainActor
    final class TransitioningDelegateProxy: NSObject, UIViewControllerTransitioningDelegate {
        private weak var events: (any ModalTransitionEvents)?

        init(_ viewController: UIViewController, events: any ModalTransitionEvents) {
            self.events = events
            super.init()
            viewController.transitioningDelegate = self
        }

        func animationController(
            forPresented presented: UIViewController,
            presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            events?.presentationAnimator() as? any UIViewControllerAnimatedTransitioning
        }

        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            events?.dismissalAnimator() as? any UIViewControllerAnimatedTransitioning
        }
    }
#endif
