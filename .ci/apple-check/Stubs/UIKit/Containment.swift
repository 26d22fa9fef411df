// View controller containment: what a tab group's view controller uses to show its selected tab.
// How this file keeps the pages' attributes: see UIKit.swift. Declared in extensions, as our code
// overrides none of them.

extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) — iOS 5.0
    // `func addChild(_ childController: UIViewController)`
    public func addChild(_ childController: UIViewController) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() — iOS 5.0
    // `func removeFromParent()`
    public func removeFromParent() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) — iOS 5.0
    // `func willMove(toParent parent: UIViewController?)`
    public func willMove(toParent parent: UIViewController?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) — iOS 5.0
    // `func didMove(toParent parent: UIViewController?)`
    public func didMove(toParent parent: UIViewController?) {}
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) — iOS 2.0
    // `func addSubview(_ view: UIView)`
    public func addSubview(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() — iOS 2.0
    // `func removeFromSuperview()`
    public func removeFromSuperview() {}

    // https://developer.apple.com/documentation/uikit/uiview/bounds — iOS 2.0
    // `var bounds: CGRect { get set }`
    public var bounds: CGRect {
        get { .zero }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiview/frame — iOS 2.0
    // `var frame: CGRect { get set }`
    public var frame: CGRect {
        get { .zero }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask — iOS 2.0
    // `var autoresizingMask: UIView.AutoresizingMask { get set }`
    public var autoresizingMask: AutoresizingMask {
        get { [] }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct — iOS 2.0
    // `struct AutoresizingMask` (an `OptionSet` of UInt): the members we use.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}
