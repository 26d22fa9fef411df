/// A custom transition that a context type carries: the animator a navigation controller's
/// delegate returns for the push that shows one of its screens, and for the pop that takes it
/// away (`navigationController(_:animationControllerFor:from:to:)`).
///
/// Register it with the context type; `nil` from the closure keeps UIKit's own animation:
///
/// ```swift
/// factory.register(.product, transition: UIKitTransition { operation in ZoomAnimator(operation) }) {
///     ProductViewController($0)
/// }
/// ```
///
/// UIKit asks for an animator only for an animated push or pop.
@MainActor
public struct UIKitTransition<Platform: ViewControllerPlatform> {
    private let makeAnimator: @MainActor (NavigationTransitionOperation) -> Platform.Animator?

    /// Creates a transition.
    ///
    /// - Parameter animator: The animator for a push or a pop of the screen, on UIKit an
    ///   `any UIViewControllerAnimatedTransitioning`; `nil` for UIKit's own animation.
    public init(_ animator: @escaping @MainActor (NavigationTransitionOperation) -> Platform.Animator?) {
        makeAnimator = animator
    }

    /// The animator for `operation`, or `nil` for UIKit's own animation.
    public func animator(for operation: NavigationTransitionOperation) -> Platform.Animator? {
        makeAnimator(operation)
    }
}
