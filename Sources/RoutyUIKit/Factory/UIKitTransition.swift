/// A custom transition that a context type carries: the animator a navigation controller's
/// delegate returns for the push that shows one of its screens, and for the pop that takes it
/// away (`navigationController(_:animationControllerFor:from:to:)`); and, when a screen of the type
/// is presented modally, the animator its transitioning delegate returns for the presentation and
/// the dismissal (`animationController(forPresented:presenting:source:)`,
/// `animationController(forDismissed:)`).
///
/// Register it with the context type; `nil` from the closure keeps UIKit's own animation:
///
/// ```swift
/// factory.register(.product, transition: UIKitTransition { operation in ZoomAnimator(operation) }) {
///     ProductViewController($0)
/// }
/// ```
///
/// UIKit asks for an animator only for an animated push, pop, presentation or dismissal.
///
/// A modal keeps the `modalPresentationStyle` its presentation gives it (`.modal(.fullScreen)`,
/// `.modal(.formSheet)`, …); the adapter only sets its `transitioningDelegate` (in place of one the
/// maker set), which the element keeps alive while the modal is presented and lets go when it is
/// gone. UIKit documents the
/// transitioning delegate's animators for `.custom`, and Apple's own samples use them with
/// `.fullScreen`; for a fully custom presentation, register the type with `.modal` (which leaves
/// the view controller's own style) and set `.custom` in the maker. A dismissal the user drives
/// (a sheet pulled down) asks for the `.dismiss` animator as well, and reaches the tree as any
/// pull-down does, through the presentation controller's delegate, whatever the animator does.
@MainActor
public struct UIKitTransition<Platform: AdapterPlatform> {
    private let makeAnimator: @MainActor (NavigationTransitionOperation) -> Platform.Animator?

    /// Creates a transition.
    ///
    /// - Parameter animator: The animator for a push, a pop, a presentation or a dismissal of the
    ///   screen, on UIKit an `any UIViewControllerAnimatedTransitioning`; `nil` for UIKit's own
    ///   animation.
    public init(_ animator: @escaping @MainActor (NavigationTransitionOperation) -> Platform.Animator?) {
        makeAnimator = animator
    }

    /// The animator for `operation`, or `nil` for UIKit's own animation.
    public func animator(for operation: NavigationTransitionOperation) -> Platform.Animator? {
        makeAnimator(operation)
    }
}
