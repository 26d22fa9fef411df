// UISplitViewController (column style) and its delegate. How this file keeps the pages' attributes:
// see UIKit.swift. The column-style members are iOS 14 (tvOS 14, visionOS 1); our file that uses
// them is not compiled for tvOS.

// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate — iOS 8.0
// `@MainActor protocol UISplitViewControllerDelegate`
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:) — iOS 14.0
    // `optional func splitViewController(_ svc: UISplitViewController,
    //  topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
    //  -> UISplitViewController.Column`
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:) — iOS 14.0
    // `optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)`
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:) — iOS 14.0
    // `optional func splitViewControllerDidExpand(_ svc: UISplitViewController)`
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller — iOS 3.2
// `@MainActor class UISplitViewController : UIViewController`
@MainActor
open class UISplitViewController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum — iOS 14.0
    // `enum Style` (cases `unspecified`, `doubleColumn`, `tripleColumn`)
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column — iOS 14.0
    // `enum Column` (cases `primary`, `supplementary`, `secondary`, `compact`; `inspector` is iOS 26
    // and not used)
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:) — iOS 14.0
    // `init(style: UISplitViewController.Style)`
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:) — iOS 3.2
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:) — iOS 14.0
    // `func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)`
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}

    // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate — iOS 3.2
    // `weak var delegate: (any UISplitViewControllerDelegate)? { get set }`
    open weak var delegate: (any UISplitViewControllerDelegate)?
}
