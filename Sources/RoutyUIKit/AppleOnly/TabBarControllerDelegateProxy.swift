// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The delegate of a tab bar controller: each callback goes to the tab adapter in one line.
    @MainActor
    final class TabBarControllerDelegateProxy: NSObject, UITabBarControllerDelegate {
        private weak var events: (any TabBarControllerEvents<UIViewController>)?

        init(_ tabBarController: UITabBarController, events: any TabBarControllerEvents<UIViewController>) {
            self.events = events
            super.init()
            tabBarController.delegate = self
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            events?.tabBarControllerShouldSelect(viewController) ?? true
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            events?.tabBarControllerDidSelect(viewController)
        }
    }
#endif
