// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The delegate of a navigation controller and of its interactive pop gestures: each callback
    /// goes to the stack adapter in one line.
    @MainActor
    final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate
    {
        private weak var events: (any NavigationControllerEvents<UIViewController>)?

        init(_ navigationController: UINavigationController, events: any NavigationControllerEvents<UIViewController>) {
            self.events = events
            super.init()
            navigationController.delegate = self
            #if !os(tvOS)
                navigationController.interactivePopGestureRecognizer?.delegate = self
                #if compiler(>=6.2)
                    if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
                        navigationController.interactiveContentPopGestureRecognizer?.delegate = self
                    }
                #endif
            #endif
        }

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController,
            animated: Bool
        ) {
            events?.navigationControllerDidShow(viewController)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let kind: NavigationTransitionOperation
            if operation == .push {
                kind = .push
            } else if operation == .pop {
                kind = .pop
            } else {
                return nil
            }
            return events?.navigationControllerAnimator(for: kind, from: fromVC, to: toVC)
                as? any UIViewControllerAnimatedTransitioning
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            events?.interactivePopShouldBegin() ?? false
        }
    }
#endif
