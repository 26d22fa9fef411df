/// The members of `UINavigationController` the stack adapter uses, and nothing else.
///
/// UIKit changes ``viewControllers`` before a push or pop returns; the transition, when animated,
/// ends later, which the ``PlatformViewController/transitionCoordinator`` reports.
@MainActor
public protocol PlatformNavigationController: PlatformViewController {
    /// The view controllers on the stack, root first: `viewControllers`.
    var viewControllers: [ViewControllerType] { get }

    /// Pushes a view controller: `pushViewController(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: The view controller to push.
    ///   - animated: Whether to animate.
    func pushViewController(_ viewController: ViewControllerType, animated: Bool)

    /// Pops until `viewController` is on top: `popToViewController(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: The view controller to show; it must be on the stack.
    ///   - animated: Whether to animate.
    /// - Returns: The view controllers popped.
    func popToViewController(_ viewController: ViewControllerType, animated: Bool) -> [ViewControllerType]?

    /// Replaces the stack: `setViewControllers(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate.
    func setViewControllers(_ viewControllers: [ViewControllerType], animated: Bool)
}
