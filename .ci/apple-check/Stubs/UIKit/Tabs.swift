// UITabBarController and its delegate. How this file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate — iOS 2.0
// `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:) — iOS 3.0
    // `optional func tabBarController(_ tabBarController: UITabBarController,
    //  shouldSelect viewController: UIViewController) -> Bool`
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:) — iOS 2.0
    // `optional func tabBarController(_ tabBarController: UITabBarController,
    //  didSelect viewController: UIViewController)`
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool { true }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller — iOS 2.0
// `@MainActor class UITabBarController : UIViewController`; `UITabBarController()` is the
// inherited `init()`.
@MainActor
open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers — iOS 2.0
    // `var viewControllers: [UIViewController]? { get set }`
    open var viewControllers: [UIViewController]?

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex — iOS 2.0
    // `var selectedIndex: Int { get set }`
    open var selectedIndex: Int = 0

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate — iOS 2.0
    // `weak var delegate: (any UITabBarControllerDelegate)? { get set }`
    open weak var delegate: (any UITabBarControllerDelegate)?
}
