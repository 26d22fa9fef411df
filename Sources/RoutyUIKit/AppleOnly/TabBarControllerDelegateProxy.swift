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

        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            events?.tabBarControllerShouldSelectTab(withIdentifier: TabBarControllerTabs.identifier(of: tab)) ?? true
        }

        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        func tabBarController(
            _ tabBarController: UITabBarController,
            didSelectTab selectedTab: UITab,
            previousTab: UITab?
        ) {
            events?.tabBarControllerDidSelectTab(withIdentifier: TabBarControllerTabs.identifier(of: selectedTab))
        }

        #if !os(tvOS)
            @available(iOS 18.0, visionOS 2.0, *)
            func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
                events?.tabBarControllerVisibilityDidChange(
                    forTabsWithIdentifiers: tabs.map(TabBarControllerTabs.identifier))
            }

            @available(iOS 18.0, visionOS 2.0, *)
            func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
                events?.tabBarControllerDisplayOrderDidChange(
                    forGroupWithIdentifier: TabBarControllerTabs.identifier(of: group))
            }

            @available(iOS 18.0, visionOS 2.0, *)
            func tabBarController(
                _ tabBarController: UITabBarController,
                displayedViewControllersFor tab: UITab,
                proposedViewControllers: [UIViewController]
            ) -> [UIViewController] {
                events?.tabBarControllerDisplayedViewControllers(
                    forTabWithIdentifier: TabBarControllerTabs.identifier(of: tab), proposed: proposedViewControllers)
                    ?? proposedViewControllers
            }
        #endif
    }
#endif
