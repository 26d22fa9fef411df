import Routy
import RoutyUIKit

/// The fakes, for the adapters: what `UIKitPlatform` is on Apple platforms.
enum FakePlatform: AdapterPlatform {
    /// The object a `forwardEvents` call returns, which the adapters keep.
    final class Token {}

    typealias ViewController = FakeViewController
    typealias NavigationController = FakeNavigationController
    typealias TabBarController = FakeTabBarController
    typealias Window = FakeWindow
    typealias Animator = FakeAnimator

    static func viewController(of navigationController: FakeNavigationController) -> FakeViewController {
        navigationController
    }

    static func viewController(of tabBarController: FakeTabBarController) -> FakeViewController {
        tabBarController
    }

    static func makeNavigationController(rootViewController: FakeViewController) -> FakeNavigationController {
        FakeNavigationController(rootViewController: rootViewController)
    }

    static func makeTabBarController() -> FakeTabBarController {
        FakeTabBarController()
    }

    /// As `UIKitPlatform`: iOS 18's tab API where the tab bar controller has it.
    static func tabs(of tabBarController: FakeTabBarController) -> (any PlatformTabs<FakeViewController>)? {
        tabBarController.hasTabsAPI ? tabBarController : nil
    }

    static func makeTabGroupViewController() -> FakeViewController {
        FakeTabGroupViewController()
    }

    static func show(_ child: FakeViewController, in groupViewController: FakeViewController) {
        (groupViewController as? FakeTabGroupViewController)?.show(child)
    }

    static var sheetStyle: FakeModalStyle { .pageSheet }

    static var fullScreenStyle: FakeModalStyle { .fullScreen }

    /// As `UIKitPlatform` on iOS.
    static func modalPresentationStyle(for style: NavigationPresentation.ModalStyle) -> FakeModalStyle? {
        switch style {
        case .automatic: nil
        case .formSheet: .formSheet
        case .fullScreen: .fullScreen
        case .popover: .popover
        default: .pageSheet
        }
    }

    /// As `UIKitPlatform`: the popover points at the presenter unless the app anchored it.
    static func anchorPopover(of presented: FakeViewController, on presenter: FakeViewController) {
        guard presented.popoverSource == nil else { return }
        presented.popoverSource = presenter
    }

    static func animateAlongsideTransition(
        of coordinator: FakeTransitionCoordinator,
        completion: @escaping () -> Void
    ) -> Bool {
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    static func forwardEvents(
        of navigationController: FakeNavigationController,
        to events: any NavigationControllerEvents<FakeViewController>
    ) -> AnyObject {
        navigationController.delegate = events
        return Token()
    }

    static func forwardEvents(
        of tabBarController: FakeTabBarController,
        to events: any TabBarControllerEvents<FakeViewController>
    ) -> AnyObject {
        tabBarController.delegate = events
        return Token()
    }

    static func forwardPresentationEvents(
        of viewController: FakeViewController,
        to events: any PresentationEvents
    ) -> AnyObject {
        viewController.presentationDelegate = events
        return Token()
    }

    /// As `UIKitPlatform`: a proxy that the view controller holds weakly, as UIKit does.
    static func forwardTransitions(
        of viewController: FakeViewController,
        to events: any ModalTransitionEvents
    ) -> AnyObject? {
        let proxy = FakeTransitioningDelegate(events)
        viewController.transitioningDelegate = proxy
        return proxy
    }
}

/// An animator of a custom push, pop, presentation or dismissal: what
/// `UIViewControllerAnimatedTransitioning` is to UIKit.
@MainActor
final class FakeAnimator {
    /// The transition it animates.
    let operation: NavigationTransitionOperation

    init(_ operation: NavigationTransitionOperation) {
        self.operation = operation
    }
}

/// A presented view controller's transitioning delegate: what `UIViewControllerTransitioningDelegate`
/// is to UIKit, forwarding as `UIKitPlatform`'s proxy does.
@MainActor
final class FakeTransitioningDelegate {
    private weak var events: (any ModalTransitionEvents)?

    init(_ events: any ModalTransitionEvents) {
        self.events = events
    }

    /// `animationController(forPresented:presenting:source:)`.
    func animationController(
        forPresented presented: FakeViewController,
        presenting: FakeViewController,
        source: FakeViewController
    ) -> FakeAnimator? {
        events?.presentationAnimator() as? FakeAnimator
    }

    /// `animationController(forDismissed:)`.
    func animationController(forDismissed dismissed: FakeViewController) -> FakeAnimator? {
        events?.dismissalAnimator() as? FakeAnimator
    }
}
