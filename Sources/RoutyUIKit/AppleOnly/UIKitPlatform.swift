// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic. Every
// decision the adapters make is in code written against the protocols, which the tests run
// everywhere with fakes.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UIViewController: PlatformViewController {
        /// `UIViewController`, for ``PlatformViewController``.
        public typealias ViewControllerType = UIViewController
        /// `any UIViewControllerTransitionCoordinator`, for ``PlatformViewController``.
        public typealias TransitionCoordinatorType = any UIViewControllerTransitionCoordinator
        /// `UIModalPresentationStyle`, for ``PlatformViewController``.
        public typealias ModalPresentationStyleType = UIModalPresentationStyle
    }

    extension UINavigationController: PlatformNavigationController {}

    extension UITabBarController: PlatformTabBarController {}

    extension UIWindow: PlatformWindow {
        /// `UIViewController`, for ``PlatformWindow``.
        public typealias ViewControllerType = UIViewController
    }

    /// UIKit's classes for the adapters: `UIKitWindow<Screen, UIKitPlatform>`, which an app
    /// writes `UIKitAppWindow<Screen>` (`UIKitPlatform+AppTypes.swift`).
    public enum UIKitPlatform: AdapterPlatform {
        public typealias ViewController = UIViewController
        public typealias NavigationController = UINavigationController
        public typealias TabBarController = UITabBarController
        public typealias Window = UIWindow
        public typealias Animator = any UIViewControllerAnimatedTransitioning

        public static func viewController(of navigationController: UINavigationController) -> UIViewController {
            navigationController
        }

        public static func viewController(of tabBarController: UITabBarController) -> UIViewController {
            tabBarController
        }

        public static func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
            UINavigationController(rootViewController: rootViewController)
        }

        public static func makeTabBarController() -> UITabBarController {
            UITabBarController()
        }

        /// iOS 18's `tabs`, `UITab` and `UITabGroup`; `nil` before iOS 18, where the adapter
        /// drives `viewControllers`.
        public static func tabs(of tabBarController: UITabBarController) -> (any PlatformTabs<UIViewController>)? {
            if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
                return TabBarControllerTabs(tabBarController)
            }
            return nil
        }

        public static func makeTabGroupViewController() -> UIViewController {
            TabGroupViewController()
        }

        public static func show(_ child: UIViewController, in groupViewController: UIViewController) {
            (groupViewController as? TabGroupViewController)?.show(child)
        }

        /// `UIModalPresentationStyle.pageSheet`; tvOS has none, so a sheet covers the full screen there.
        public static var sheetStyle: UIModalPresentationStyle {
            #if os(tvOS)
                return .fullScreen
            #else
                return .pageSheet
            #endif
        }

        public static var fullScreenStyle: UIModalPresentationStyle { .fullScreen }

        /// UIKit's style of each router style; tvOS, which has no sheets or popovers, covers the
        /// full screen.
        public static func modalPresentationStyle(
            for style: NavigationPresentation.ModalStyle
        ) -> UIModalPresentationStyle? {
            #if os(tvOS)
                return style == .automatic ? nil : .fullScreen
            #else
                switch style {
                case .automatic: return nil
                case .formSheet: return .formSheet
                case .fullScreen: return .fullScreen
                case .popover: return .popover
                default: return .pageSheet
                }
            #endif
        }

        /// Points the popover at the presenter's view, unless the app anchored it (a source view or
        /// a source item); nothing when `presented` is no popover.
        public static func anchorPopover(of presented: UIViewController, on presenter: UIViewController) {
            #if !os(tvOS)
                guard let popover = presented.popoverPresentationController, popover.sourceView == nil,
                    popover.sourceItem == nil
                else { return }
                popover.sourceView = presenter.view
            #endif
        }

        public static func animateAlongsideTransition(
            of coordinator: any UIViewControllerTransitionCoordinator,
            completion: @escaping () -> Void
        ) -> Bool {
            coordinator.animate(alongsideTransition: nil) { _ in completion() }
        }

        public static func forwardEvents(
            of navigationController: UINavigationController,
            to events: any NavigationControllerEvents<UIViewController>
        ) -> AnyObject {
            NavigationControllerDelegateProxy(navigationController, events: events)
        }

        public static func forwardEvents(
            of tabBarController: UITabBarController,
            to events: any TabBarControllerEvents<UIViewController>
        ) -> AnyObject {
            TabBarControllerDelegateProxy(tabBarController, events: events)
        }

        public static func forwardPresentationEvents(
            of viewController: UIViewController,
            to events: any PresentationEvents
        ) -> AnyObject {
            PresentationControllerDelegateProxy(viewController, events: events)
        }

        public static func forwardTransitions(
            of viewController: UIViewController,
            to events: any ModalTransitionEvents
        ) -> AnyObject? {
            TransitioningDelegateProxy(viewController, events: events)
        }
    }
#endif
