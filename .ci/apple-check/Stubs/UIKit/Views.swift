// The views of the example's UIKit shop. How this file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uicolor — iOS 2.0
// `class UIColor`
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground — iOS 13.0
    // `class var systemBackground: UIColor { get }`
    open class var systemBackground: UIColor { UIColor() }
}

// https://developer.apple.com/documentation/uikit/uilabel — iOS 2.0
// `@MainActor class UILabel : UIView`
@MainActor
open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text — iOS 2.0
    // `var text: String? { get set }`
    open var text: String?
}

// https://developer.apple.com/documentation/uikit/uiimage — iOS 2.0
open class UIImage: NSObject, @unchecked Sendable {}

// https://developer.apple.com/documentation/uikit/uimenuelement — iOS 13.0
// `@MainActor class UIMenuElement : NSObject`
@MainActor
open class UIMenuElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes — iOS 13.0
    public struct Attributes: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state — iOS 13.0
    public enum State: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uimenuelement/state/off
        case off = 0
    }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction — iOS 13.0
// `@MainActor class UIAction`
@MainActor
open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct — iOS 13.0
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    // — iOS 13.0, tvOS 14.0
    // `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    //  identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    //  attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    //  handler: @escaping UIActionHandler)`
    @MainActor @preconcurrency
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uicontrol — iOS 2.0
// `@MainActor class UIControl : UIView`
@MainActor
open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uibutton — iOS 2.0
// `@MainActor class UIButton : UIControl`
@MainActor
open class UIButton: UIControl {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum — iOS 2.0
    public enum ButtonType: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system — iOS 7.0
        case system = 1
    }

    // https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) — iOS 14.0, tvOS 14.0
    // `@MainActor @preconcurrency convenience init(type buttonType: UIButton.ButtonType = .system,
    //  primaryAction: UIAction?)`
    @MainActor @preconcurrency
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint — iOS 6.0
@MainActor
open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis — iOS 6.0
    public enum Axis: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }
}

// https://developer.apple.com/documentation/uikit/uistackview — iOS 9.0
// `@MainActor class UIStackView : UIView`
@MainActor
open class UIStackView: UIView {
    // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) — iOS 9.0
    // `convenience init(arrangedSubviews views: [UIView])`
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uistackview/axis — iOS 9.0
    // `var axis: NSLayoutConstraint.Axis { get set }`
    open var axis: NSLayoutConstraint.Axis = .vertical

    // https://developer.apple.com/documentation/uikit/uistackview/spacing — iOS 9.0
    // `var spacing: CGFloat { get set }`
    open var spacing: CGFloat = 0
}
