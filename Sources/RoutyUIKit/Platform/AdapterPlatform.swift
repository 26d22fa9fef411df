import Routy

/// The platform the adapters run on: the UIKit types they work with, and the few things that are
/// not a member of one of them — an upcast the type system cannot state, two initializers, two
/// styles, the transition coordinator's completion and the delegate proxies.
///
/// Each UIKit type it names stands behind a protocol of that type's members:
/// ``PlatformViewController``, ``PlatformNavigationController``, ``PlatformTabBarController``,
/// ``PlatformWindow``.
///
/// `UIKitPlatform` (Apple platforms only, `AppleOnly/UIKitPlatform.swift`) implements each
/// requirement in one line; the tests implement it with fakes. Everything the adapters decide
/// is in code written against this protocol, which compiles and is tested everywhere.
@MainActor
public protocol AdapterPlatform {
    /// `UIViewController`.
    associatedtype ViewController: PlatformViewController where ViewController.ViewControllerType == ViewController
    /// `UINavigationController`.
    associatedtype NavigationController: PlatformNavigationController
    where
        NavigationController.ViewControllerType == ViewController,
        NavigationController.TransitionCoordinatorType == ViewController.TransitionCoordinatorType,
        NavigationController.ModalPresentationStyleType == ViewController.ModalPresentationStyleType
    /// `UITabBarController`.
    associatedtype TabBarController: PlatformTabBarController
    where TabBarController.ViewControllerType == ViewController
    /// `UIWindow`.
    associatedtype Window: PlatformWindow where Window.ViewControllerType == ViewController
    /// `any UIViewControllerAnimatedTransitioning`: the animator of a custom push, pop, presentation
    /// or dismissal.
    associatedtype Animator

    /// The navigation controller as a view controller — `navigationController` itself; a
    /// subclass cannot be named as a bound of a generic parameter.
    static func viewController(of navigationController: NavigationController) -> ViewController

    /// The tab bar controller as a view controller — `tabBarController` itself.
    static func viewController(of tabBarController: TabBarController) -> ViewController

    /// `UINavigationController(rootViewController:)`.
    static func makeNavigationController(rootViewController: ViewController) -> NavigationController

    /// `UITabBarController()`.
    static func makeTabBarController() -> TabBarController

    /// `UIModalPresentationStyle.pageSheet`.
    static var sheetStyle: ViewController.ModalPresentationStyleType { get }

    /// `UIModalPresentationStyle.fullScreen`.
    static var fullScreenStyle: ViewController.ModalPresentationStyleType { get }

    /// The `UIModalPresentationStyle` of a router's modal style: `.pageSheet` for `.sheet`
    /// and `.pageSheet`, `.formSheet`, `.fullScreen`,
    /// `.popover` — each `.fullScreen` where the platform lacks it (tvOS) — and `nil` for
    /// `.automatic`, which leaves the view controller's own.
    ///
    /// By default, ``fullScreenStyle`` for a full screen and ``sheetStyle`` for the other styles.
    static func modalPresentationStyle(
        for style: NavigationPresentation.ModalStyle
    ) -> ViewController.ModalPresentationStyleType?

    /// Anchors the popover `presented` is about to be shown in on `presenter`'s view, unless the
    /// app anchored it already: `presented.popoverPresentationController?.sourceView =
    /// presenter.view` when its `sourceView` and `sourceItem` are `nil` (UIKit raises an exception
    /// for a popover with no anchor). Called for every modal, after the style is set and before
    /// `present(_:animated:completion:)`: UIKit makes some view controllers popovers of its own
    /// accord (an action sheet's `UIAlertController` on an iPad); `presented` that is no popover
    /// has no popover presentation controller, and nothing is done.
    ///
    /// By default, nothing.
    static func anchorPopover(of presented: ViewController, on presenter: ViewController)

    /// Calls `completion` when the coordinator's transition ends:
    /// `coordinator.animate(alongsideTransition: nil) { _ in completion() }`.
    ///
    /// - Returns: What `animate(alongsideTransition:completion:)` returns: `false` when it will
    ///   not call the completion.
    static func animateAlongsideTransition(
        of coordinator: ViewController.TransitionCoordinatorType,
        completion: @escaping () -> Void
    ) -> Bool

    /// Makes the navigation controller's delegate, and its interactive pop gestures' delegate,
    /// forward to `events`.
    ///
    /// - Returns: The proxy; the caller keeps it alive (delegates are weak).
    static func forwardEvents(
        of navigationController: NavigationController,
        to events: any NavigationControllerEvents<ViewController>
    ) -> AnyObject

    /// Makes the tab bar controller's delegate forward to `events`.
    ///
    /// - Returns: The proxy; the caller keeps it alive.
    static func forwardEvents(
        of tabBarController: TabBarController,
        to events: any TabBarControllerEvents<ViewController>
    ) -> AnyObject

    /// The tab API of iOS 18 of the tab bar controller (`tabs`, `UITab`, `UITabGroup`), which the
    /// tab adapter drives instead of `viewControllers`; `nil` where the platform has none (iOS 17
    /// and earlier).
    ///
    /// By default, `nil`.
    static func tabs(of tabBarController: TabBarController) -> (any PlatformTabs<ViewController>)?

    /// A new view controller that shows one child view controller at a time, filling its view:
    /// what a tab group shows as its tab (the root view controller of a `UITabGroup`, which UIKit
    /// leaves to the app to change when the user selects a child).
    static func makeTabGroupViewController() -> ViewController

    /// Makes `groupViewController`, made by ``makeTabGroupViewController()``, show `child` instead
    /// of what it showed: view controller containment (`addChild(_:)`, the child's view added,
    /// `didMove(toParent:)`; the previous child removed).
    static func show(_ child: ViewController, in groupViewController: ViewController)

    /// Makes the delegate of the view controller's presentation controller forward to `events`.
    ///
    /// - Returns: The proxy; the caller keeps it alive.
    static func forwardPresentationEvents(
        of viewController: ViewController,
        to events: any PresentationEvents
    ) -> AnyObject

    /// Makes the view controller's transitioning delegate (`transitioningDelegate`) forward to
    /// `events`, so that its presentation and dismissal use the animators `events` returns. Called
    /// only for a modal whose context type carries a ``UIKitTransition``, after its style is set and
    /// before it is presented; the view controller keeps its `modalPresentationStyle`.
    ///
    /// By default, nothing: a platform without custom modal transitions.
    ///
    /// - Returns: The proxy; the caller keeps it alive for as long as the view controller is
    ///   presented (`transitioningDelegate` is weak). `nil` when nothing was made.
    static func forwardTransitions(
        of viewController: ViewController,
        to events: any ModalTransitionEvents
    ) -> AnyObject?
}

extension AdapterPlatform {
    /// `nil`: a platform without iOS 18's tab API.
    public static func tabs(of tabBarController: TabBarController) -> (any PlatformTabs<ViewController>)? { nil }

    /// ``fullScreenStyle`` for `.fullScreen`, `nil` for
    /// `.automatic`, ``sheetStyle`` for the others.
    public static func modalPresentationStyle(
        for style: NavigationPresentation.ModalStyle
    ) -> ViewController.ModalPresentationStyleType? {
        switch style.kind {
        case .automatic: nil
        case .fullScreen: fullScreenStyle
        case .sheet, .pageSheet, .formSheet, .popover: sheetStyle
        }
    }

    /// Nothing: a platform without popovers.
    public static func anchorPopover(of presented: ViewController, on presenter: ViewController) {}

    /// Nothing: a platform without custom modal transitions.
    public static func forwardTransitions(
        of viewController: ViewController,
        to events: any ModalTransitionEvents
    ) -> AnyObject? {
        nil
    }
}
