// UINavigationController, its delegate, and the gesture recognizers of its interactive pops.
// How this file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate — iOS 3.2
// `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:) — iOS 3.2
    // `optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer — iOS 3.2
// `@MainActor class UIGestureRecognizer : NSObject`
@MainActor
open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate — iOS 3.2
    // `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`
    open weak var delegate: (any UIGestureRecognizerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate — iOS 2.0
// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) — iOS 2.0
    // `optional func navigationController(_ navigationController: UINavigationController,
    //  didShow viewController: UIViewController, animated: Bool)`
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    // — iOS 7.0, Mac Catalyst 13.1, visionOS 1.0
    // `optional func navigationController(_ navigationController: UINavigationController,
    //  animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
    //  to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller — iOS 2.0
// `@MainActor class UINavigationController : UIViewController`
@MainActor
open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) — iOS 2.0
    // `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:) — iOS 2.0
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers — iOS 2.0
    // `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] = []

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) — iOS 2.0
    // `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:) — iOS 2.0
    // `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) — iOS 3.0
    // `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate — iOS 2.0
    // `weak var delegate: (any UINavigationControllerDelegate)? { get set }`
    open weak var delegate: (any UINavigationControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    // — iOS 7.0, Mac Catalyst 13.1, visionOS 1.0; not tvOS
    // `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    // — iOS 26.0, Mac Catalyst 26.0, visionOS 26.0; not tvOS
    // `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`
    @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation — iOS 7.0
// `enum Operation` (`UINavigationControllerOperation`, an Objective-C `NS_ENUM` of Int): `none`,
// `push`, `pop`. Imported from C, it is open (a switch needs `@unknown default`); so it is here,
// in a module built with library evolution (see UIKit.swift).
extension UINavigationController {
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning — iOS 7.0
// `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol`; our code names
// the protocol only, its members are the app's animator's.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}
