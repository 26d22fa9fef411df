// UIAlertController and UIAlertAction, for UIKitAlert. How this file keeps the pages' attributes:
// see UIKit.swift. The pages give tvOS no version ("tvOS: -"); both are on iOS 8.0, Mac Catalyst
// 13.1, visionOS 1.0.

// https://developer.apple.com/documentation/uikit/uialertcontroller — iOS 8.0
// `@MainActor class UIAlertController`, a `UIViewController` subclass
@MainActor
open class UIAlertController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:) — iOS 8.0
    // `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }

    // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:) — iOS 8.0
    // `func addAction(_ action: UIAlertAction)`
    open func addAction(_ action: UIAlertAction) {}

    // https://developer.apple.com/documentation/uikit/uialertcontroller/style — iOS 8.0
    // `enum Style` (an Objective-C enumeration: Sendable once imported)
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        // https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }
}

// https://developer.apple.com/documentation/uikit/uialertaction — iOS 8.0
// `@MainActor class UIAlertAction`
@MainActor
open class UIAlertAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:) — iOS 8.0
    // `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }

    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum — iOS 8.0
    // `enum Style` (an Objective-C enumeration: Sendable once imported)
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default` = 0
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        case cancel = 1
        // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        case destructive = 2
    }
}
