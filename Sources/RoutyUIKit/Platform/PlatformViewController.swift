/// The members of `UIViewController` the adapters use, and nothing else.
///
/// `UIViewController` adopts it on Apple platforms (`AppleOnly/UIKitPlatform.swift`); the tests
/// adopt it with fakes that behave as UIKit does. Each requirement is the UIKit member with its
/// exact signature, generic over the view-controller type.
@MainActor
public protocol PlatformViewController: AnyObject {
    /// The view-controller type: `UIViewController`.
    associatedtype ViewControllerType: AnyObject
    /// The transition coordinator: `any UIViewControllerTransitionCoordinator`.
    associatedtype TransitionCoordinatorType
    /// The modal presentation style: `UIModalPresentationStyle`.
    associatedtype ModalPresentationStyleType

    /// Presents a view controller modally: `present(_:animated:completion:)`.
    ///
    /// UIKit refuses, without calling `completion`, when this view controller already presents
    /// one; it sets ``presentedViewController`` before returning when it accepts.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The view controller to present.
    ///   - flag: Whether to animate.
    ///   - completion: Called when the presentation has finished.
    func present(_ viewControllerToPresent: ViewControllerType, animated flag: Bool, completion: (() -> Void)?)

    /// Dismisses the view controller this one presented, with everything it presented:
    /// `dismiss(animated:completion:)`.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Called when the dismissal has finished.
    func dismiss(animated flag: Bool, completion: (() -> Void)?)

    /// The view controller this one (or an ancestor) presents: `presentedViewController`.
    var presentedViewController: ViewControllerType? { get }

    /// Whether the user is kept from dismissing the presentation interactively:
    /// `isModalInPresentation`.
    var isModalInPresentation: Bool { get set }

    /// How the view controller is presented modally: `modalPresentationStyle`.
    var modalPresentationStyle: ModalPresentationStyleType { get set }

    /// The coordinator of the transition under way, if any: `transitionCoordinator`.
    var transitionCoordinator: TransitionCoordinatorType? { get }
}
