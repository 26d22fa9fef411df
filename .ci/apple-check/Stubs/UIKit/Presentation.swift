// UIPresentationController and its delegate. How this file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate — iOS 8.0
// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:) — iOS 13.0
    // `optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool`
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) — iOS 13.0
    // `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)`
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller — iOS 8.0
// `@MainActor class UIPresentationController : NSObject`
@MainActor
open class UIPresentationController: NSObject {
    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate — iOS 8.0
    // `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate — the page gives no version; its members say iOS 2.0
// `@MainActor protocol UIViewControllerTransitioningDelegate : NSObjectProtocol`
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:) — iOS 2.0
    // `optional func animationController(forPresented presented: UIViewController, presenting:
    //  UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:) — iOS 2.0
    // `optional func animationController(forDismissed dismissed: UIViewController)
    //  -> (any UIViewControllerAnimatedTransitioning)?`
    func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
