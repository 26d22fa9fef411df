// A stand-in for UIKit on Linux, for .ci/check-apple: the Swift declarations of exactly the UIKit
// members that Sources/RoutyUIKit/AppleOnly, the Apple-only snippets of the docs and the example
// apps use, each transcribed from its page on developer.apple.com (named above it), with the
// isolation, availability, `optional`-ness and `weak`-ness the page states. The bodies are stubs:
// nothing here runs. Where our code and a declaration disagree, our code changes, never this file.
//
// How the page's attributes are kept where Linux differs:
// - Availability: the package's deployment target is iOS 16 (macOS 13); members introduced later
//   carry the page's `@available(iOS N, …)`. Linux does not check Apple platforms' versions, so
//   .ci/check-apple also builds the check once per version above the target, with those members
//   marked deprecated and our declarations that require that version marked deprecated too: a use
//   outside such a declaration or an `if #available` is then a warning (see the script).
//   Members available since iOS 16 or earlier name their version in the comment only.
// - `optional` protocol members: Linux has no Objective-C runtime, so `optional` cannot be
//   written. Each is a requirement with a default implementation in a protocol extension, marked
//   `// Optional in …`: as with UIKit, a conformer need not implement it (Probes/
//   OptionalDelegateMembers.swift compiles a conformer that implements none, warnings as errors).
//   A member that misspells one (a wrong label silently fails to witness it, as it silently never
//   gets called on Apple platforms) is what Xcode warns about ("nearly matches optional
//   requirement"); the Linux compiler does not, so .ci/check-apple does: a member of a conformer
//   named as an optional member of the protocol, whose labels match none, fails the check
//   (Probes/NearMissDelegateMember.swift).
// - Objective-C methods' results are discardable once imported into Swift: `@discardableResult`.
// - `weak` properties are `weak` here too, so the compiler warns when a new object is assigned
//   to one and nothing else keeps it.
// - Enumerations: UIKit's are Objective-C `NS_ENUM`s, which Swift imports as open enums — a
//   `switch` over one without `@unknown default` draws a warning. This module (and the SwiftUI
//   stand-in) is built with library evolution, as Apple's frameworks are, so a Swift enum declared
//   here without `@frozen` is open to its clients in the same way. None is `@frozen` (that would be
//   an `NS_CLOSED_ENUM`); in the SwiftUI stand-in, only those its pages show `@frozen` are.

@_exported import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder — iOS 2.0
// `@MainActor class UIResponder : NSObject`
@MainActor
open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview — iOS 2.0
// `@MainActor class UIView : UIResponder`
@MainActor
open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 2.0
    // `init(frame: CGRect)`
    public init(frame: CGRect) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 2.0
    // `init?(coder: NSCoder)`, required by NSCoding
    public required init?(coder: NSCoder) { super.init() }

    // NSObject's `init()`, which Objective-C subclasses inherit: `UILabel()` is `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — iOS 2.0
    // `@NSCopying var backgroundColor: UIColor? { get set }`
    open var backgroundColor: UIColor?
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle — iOS 3.2
// `enum UIModalPresentationStyle` (an Objective-C enumeration: Sendable once imported). Only the
// cases we use.
public enum UIModalPresentationStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet — iOS 3.2,
    // Mac Catalyst 13.1, visionOS 1.0; not tvOS
    @available(tvOS, unavailable)
    case pageSheet = 1
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet — iOS 3.2,
    // Mac Catalyst 13.1, tvOS 26.0, visionOS 1.0 (tvOS 26 is above the package's tvOS target: unavailable here)
    @available(tvOS, unavailable)
    case formSheet = 2
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover — iOS 8.0,
    // Mac Catalyst 13.1, visionOS 1.0; not tvOS
    @available(tvOS, unavailable)
    case popover = 7
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller — iOS 8.0,
// Mac Catalyst 13.1, visionOS 1.0; not tvOS
// `@MainActor class UIPopoverPresentationController` (a UIPresentationController)
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview — iOS 8.0
    // `var sourceView: UIView? { get set }`
    open var sourceView: UIView?
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem — iOS 16.0
    // `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }`
    @available(iOS 16.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem — iOS 16.0
// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol`
@available(iOS 16.0, *)
@available(tvOS, unavailable)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    // `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    //  completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    // (a protocol requirement cannot state the default argument; our code passes both)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller — iOS 2.0
// `@MainActor class UIViewController : UIResponder`
@MainActor
open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) — iOS 2.0
    // `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) — iOS 2.0
    // `init?(coder: NSCoder)`, required by NSCoding
    public required init?(coder: NSCoder) { super.init() }

    // NSObject's `init()`, which Objective-C subclasses inherit: `UIViewController()` is
    // `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view — iOS 2.0
    // `var view: UIView! { get set }`
    open var view: UIView!

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() — iOS 2.0
    // `func loadView()`
    open func loadView() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title — iOS 2.0
    // `var title: String? { get set }`
    open var title: String?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) — iOS 5.0
    // `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) — iOS 5.0
    // `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller — iOS 5.0
    // `var presentedViewController: UIViewController? { get }`
    open var presentedViewController: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation — iOS 13.0
    // `var isModalInPresentation: Bool { get set }`
    open var isModalInPresentation: Bool = false

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle — iOS 3.2
    // `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate — iOS 7.0
    // `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator — iOS 7.0
    // `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller — iOS 8.0
    // `var presentationController: UIPresentationController? { get }`
    open var presentationController: UIPresentationController? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller — iOS 8.0
    // `var popoverPresentationController: UIPopoverPresentationController? { get }` (tvOS listed
    // without a version; its type is not on tvOS)
    @available(tvOS, unavailable)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
}
