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

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
    // — iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0 (UITabBarController.h:
    // `tabBarController:shouldSelectTab:` NS_SWIFT_NAME(tabBarController(_:shouldSelectTab:)))
    // `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselecttab:previoustab:)
    // — iOS 18.0, tvOS 18.0, visionOS 2.0 (UITabBarController.h: "Called when the selected tab has
    // changed in the tab bar controller. The specified selected `tab` is either a root tab or its
    // decendants.")
    // `optional func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
    //  previousTab: UITab?)`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:visibilitydidchangefor:)
    // — iOS 18.0, Mac Catalyst 18.0, visionOS 2.0; not tvOS (UITabBarController.h: "Notifies the
    // delegate when editing has ended and the specified tabs have had their `isHidden` values
    // changed by the user.")
    // `optional func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])`
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:displayorderdidchangefor:)
    // — iOS 18.0, Mac Catalyst 18.0, visionOS 2.0; not tvOS
    // `optional func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)`
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:displayedviewcontrollersfor:proposedviewcontrollers:)
    // — iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, visionOS 2.0; not tvOS (UITabBarController.h:
    // API_AVAILABLE(ios(18.0), visionos(2.0)) API_UNAVAILABLE(tvos, watchos); "Used with
    // `UITabGroup.managingNavigationController` … Each tab in the selection hierarchy will be called once.")
    // `optional func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
    //  proposedViewControllers: [UIViewController]) -> [UIViewController]`
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    func tabBarController(
        _ tabBarController: UITabBarController,
        displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController]
}

extension UITabBarControllerDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool { true }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController,
        didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(iOS 18.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    public func tabBarController(
        _ tabBarController: UITabBarController,
        displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] { proposedViewControllers }
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

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs — iOS 18.0, tvOS 18.0,
    // visionOS 2.0 (UITabBarController.h: "Once set, `UITabBarController.viewControllers` and
    // related properties and methods will not be called.")
    // `var tabs: [UITab] { get set }`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var tabs: [UITab] {
        get { [] }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab — iOS 18.0,
    // tvOS 18.0, visionOS 2.0 ("The currently selected tab, which can be a root tab or any of their
    // descendants. Default is nil.")
    // `var selectedTab: UITab? { get set }`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var selectedTab: UITab? {
        get { nil }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tab(foridentifier:) —
    // iOS 18.0, tvOS 18.0, visionOS 2.0
    // `func tab(forIdentifier identifier: String) -> UITab?`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open func tab(forIdentifier identifier: String) -> UITab? { nil }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property —
    // iOS 18.0, tvOS 18.0, visionOS 2.0
    // `var mode: UITabBarController.Mode { get set }`
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var mode: UITabBarController.Mode {
        get { .automatic }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum — iOS 18.0,
// tvOS 18.0, visionOS 2.0 (`UITabBarControllerMode`, an Objective-C `NS_ENUM` of Int: open).
// `tabSidebar` is not on tvOS.
extension UITabBarController {
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public enum Mode: Int, Sendable {
        case automatic = 0
        case tabBar = 1
        @available(tvOS, unavailable)
        case tabSidebar = 2
    }
}

// https://developer.apple.com/documentation/uikit/uitab — iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0,
// tvOS 18.0, visionOS 2.0 (UITab.h: `NS_SWIFT_UI_ACTOR … @interface UITab : NSObject`)
// `@MainActor class UITab`
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITab: NSObject {
    // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
    // `init(title: String, image: UIImage?, identifier: String,
    //  viewControllerProvider: ((UITab) -> UIViewController)? = nil)` (UITab.h: "The view
    // controller provider will be called once and only once, when the view controller is
    // initially required.")
    public init(
        title: String,
        image: UIImage?,
        identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.identifier = identifier
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uitab/identifier
    // `var identifier: String { get }` ("must be unique across the tab bar controller")
    public let identifier: String

    // https://developer.apple.com/documentation/uikit/uitab/title
    // `var title: String { get set }`
    open var title: String

    // https://developer.apple.com/documentation/uikit/uitab/ishidden
    // `var isHidden: Bool { get set }` (UITab.h: "Hidden tabs cannot be accessed from the sidebar.")
    open var isHidden: Bool = false

    // https://developer.apple.com/documentation/uikit/uitab/allowshiding
    // `var allowsHiding: Bool { get set }` ("Default is NO.")
    open var allowsHiding: Bool = false

    // https://developer.apple.com/documentation/uikit/uitab/userinfo
    // `var userInfo: Any? { get set }` (UITab.h: "A custom object associated with the tab. Default is nil.")
    open var userInfo: Any?

    // https://developer.apple.com/documentation/uikit/uitab/viewcontroller
    // `var viewController: UIViewController? { get }`
    open var viewController: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uitab/parent
    // `var parent: UITabGroup? { get }`
    open var parent: UITabGroup? { nil }
}

// https://developer.apple.com/documentation/uikit/uitabgroup — iOS 18.0, iPadOS 18.0,
// Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0
// `@MainActor class UITabGroup` (a UITab)
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITabGroup: UITab {
    // https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)
    // `init(title: String, image: UIImage?, identifier: String, children: [UITab],
    //  viewControllerProvider: ((UITab) -> UIViewController)? = nil)`
    public init(
        title: String,
        image: UIImage?,
        identifier: String,
        children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
    }

    // https://developer.apple.com/documentation/uikit/uitabgroup/children
    // `var children: [UITab] { get set }`
    open var children: [UITab]

    // https://developer.apple.com/documentation/uikit/uitabgroup/selectedchild
    // `var selectedChild: UITab? { get set }`
    open var selectedChild: UITab?

    // https://developer.apple.com/documentation/uikit/uitabgroup/displayorderidentifiers
    // `var displayOrderIdentifiers: [String] { get set }`
    open var displayOrderIdentifiers: [String] = []

    // https://developer.apple.com/documentation/uikit/uitabgroup/managingnavigationcontroller — iOS 18.0,
    // iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0 ("The controller that manages
    // navigation for items in a sidebar."; UITabGroup.h: "When multiple navigation controllers are
    // set on nested groups, the rootmost controller is used. Default is nil.")
    // `var managingNavigationController: UINavigationController? { get set }`
    open var managingNavigationController: UINavigationController?

    // https://developer.apple.com/documentation/uikit/uitabgroup/allowsreordering — not tvOS
    // `var allowsReordering: Bool { get set }`
    @available(tvOS, unavailable)
    open var allowsReordering: Bool = false
}

// https://developer.apple.com/documentation/uikit/uisearchtab — iOS 18.0, iPadOS 18.0,
// Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0
// `@MainActor class UISearchTab` (a UITab)
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UISearchTab: UITab {
    // https://developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:)
    // `init(viewControllerProvider: ((UITab) -> UIViewController)? = nil)` ("Creates a search tab with
    // a system localized title and image"; its identifier is UIKit's own)
    public convenience init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.init(title: "", image: nil, identifier: "", viewControllerProvider: viewControllerProvider)
    }
}
