// Compiled only where UIKit has view controllers (not watchOS): the adapters as an app names
// them, with UIKit's own classes, so that the app writes its screen type once. The generic
// types keep their platform parameter for the tests, which run them with fakes everywhere.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The root of an app's routing tree in a `UIWindow`: ``UIKitWindow`` on UIKit's classes.
    ///
    /// ```swift
    /// let root = UIKitAppWindow<Screen>(window, tree: tree)
    /// ```
    public typealias UIKitAppWindow<ContextType: Hashable & Sendable> = UIKitWindow<ContextType, UIKitPlatform>

    /// The factory of an app's view controllers and containers: ``UIKitElementRegistry`` on
    /// UIKit's classes.
    ///
    /// ```swift
    /// var factory = UIKitAppElementRegistry<Screen>()
    /// ```
    public typealias UIKitAppElementRegistry<ContextType: Hashable & Sendable> =
        UIKitElementRegistry<ContextType, UIKitPlatform>

    /// A view controller shown as an element: ``UIKitScreen`` on UIKit's classes.
    public typealias UIKitAppScreen<ContextType: Hashable & Sendable> = UIKitScreen<ContextType, UIKitPlatform>

    /// A `UINavigationController` shown as an element: ``UIKitStack`` on UIKit's classes.
    public typealias UIKitAppStack<ContextType: Hashable & Sendable> = UIKitStack<ContextType, UIKitPlatform>

    /// A column-style `UISplitViewController` shown as an element: ``UIKitSplit`` on UIKit's
    /// classes.
    public typealias UIKitAppSplit<ContextType: Hashable & Sendable> = UIKitSplit<ContextType, UIKitPlatform>

    /// A `UITabBarController` shown as an element: ``UIKitTabs`` on UIKit's classes.
    public typealias UIKitAppTabs<ContextType: Hashable & Sendable> = UIKitTabs<ContextType, UIKitPlatform>

    /// A context type's custom push and pop: ``UIKitTransition`` on UIKit's classes, whose
    /// animators are `any UIViewControllerAnimatedTransitioning`.
    ///
    /// ```swift
    /// factory.register(.product, transition: UIKitAppTransition { ZoomAnimator($0) }) { ProductViewController($0) }
    /// ```
    public typealias UIKitAppTransition = UIKitTransition<UIKitPlatform>

    /// Any of the adapters' elements: ``UIKitElement`` on UIKit's classes.
    public typealias UIKitAppElement<ContextType: Hashable & Sendable> = UIKitElement<ContextType, UIKitPlatform>
#endif
