/// The tab API of iOS 18's `UITabBarController` — `tabs`, `UITab`, `UITabGroup`, `UISearchTab`,
/// `selectedTab` — as the tab adapter uses it, and nothing else.
///
/// UIKit names each tab by its `identifier`, unique across the tab bar controller
/// (`tab(forIdentifier:)`, `UITabGroup.displayOrderIdentifiers`); so does this protocol. The
/// Apple conformance wraps a `UITabBarController` on iOS 18 and later, one line per requirement
/// (`AppleOnly/TabBarControllerTabs.swift`); the tests adopt it with a fake that behaves as
/// Apple documents the new tab bar.
@MainActor
public protocol PlatformTabs<ViewControllerType>: AnyObject {
    /// The view-controller type: `UIViewController`.
    associatedtype ViewControllerType: AnyObject

    /// Sets the root tabs: `tabs = …`, with a
    /// `UITab(title:image:identifier:viewControllerProvider:)` per tab, a
    /// `UITabGroup(title:image:identifier:children:viewControllerProvider:)` per group and a
    /// `UISearchTab(viewControllerProvider:)` for the search tab, each provider returning the
    /// item's view controller. UIKit selects a tab of its own choosing and does not call the
    /// delegate.
    ///
    /// - Parameter tabs: The root tabs, in display order.
    func setTabs(_ tabs: [PlatformTabItem<ViewControllerType>])

    /// The identifier of the selected tab, a root tab or a group's child: `selectedTab?.identifier`.
    var selectedTabIdentifier: String? { get }

    /// Selects a tab: `selectedTab = tab(forIdentifier: identifier)`. Selecting a group's child
    /// selects the group too (its `selectedChild` is the child). UIKit ignores a hidden tab, and
    /// does not call the delegate.
    ///
    /// - Parameter identifier: The tab's identifier.
    func selectTab(withIdentifier identifier: String)

    /// The identifier of a group's selected child: `(tab(forIdentifier:) as? UITabGroup)?.selectedChild?.identifier`.
    ///
    /// - Parameter identifier: The group's identifier.
    func selectedChildIdentifier(ofGroupWithIdentifier identifier: String) -> String?

    /// Whether a tab is hidden: `tab(forIdentifier:)?.isHidden`.
    ///
    /// - Parameter identifier: The tab's identifier.
    func isTabHidden(withIdentifier identifier: String) -> Bool

    /// Hides a tab or shows it again: `tab(forIdentifier:)?.isHidden = hidden`.
    ///
    /// - Parameters:
    ///   - hidden: Whether the tab is hidden.
    ///   - identifier: The tab's identifier.
    func setTabHidden(_ hidden: Bool, withIdentifier identifier: String)

    /// The order the user gave a group's children:
    /// `(tab(forIdentifier:) as? UITabGroup)?.displayOrderIdentifiers`; children it does not name
    /// follow in their own order, as UIKit shows them.
    ///
    /// - Parameter identifier: The group's identifier.
    func displayOrderIdentifiers(ofGroupWithIdentifier identifier: String) -> [String]

    /// Puts a group's children in an order, as a restored customization does:
    /// `(tab(forIdentifier:) as? UITabGroup)?.displayOrderIdentifiers = order`.
    ///
    /// - Parameters:
    ///   - order: The children's identifiers, in display order.
    ///   - identifier: The group's identifier.
    func setDisplayOrderIdentifiers(_ order: [String], ofGroupWithIdentifier identifier: String)
}

/// A tab as the tab adapter hands it to ``PlatformTabs/setTabs(_:)``: what becomes a `UITab`, a
/// `UITabGroup` (with ``children``) or a `UISearchTab`.
public struct PlatformTabItem<ViewController: AnyObject> {
    /// The tab's `identifier`, unique across the tab bar controller.
    public var identifier: String
    /// The tab's `title`.
    public var title: String
    /// The view controller its provider returns.
    public var viewController: ViewController
    /// A group's children, in display order; `nil` for a tab that is no group.
    public var children: [PlatformTabItem]?
    /// Whether it is the search tab: a `UISearchTab`.
    public var isSearch: Bool
    /// Whether it is a group whose children share one stack: ``viewController`` is that
    /// navigation controller, the `UITabGroup`'s `managingNavigationController`, and the group
    /// provides no view controller of its own; UIKit puts the selected child's view controller at
    /// the root of it and asks the tab bar controller's delegate what each level shows
    /// (`tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`).
    public var sharesOneStack: Bool

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - identifier: The tab's identifier.
    ///   - title: The tab's title.
    ///   - viewController: The view controller its provider returns.
    ///   - children: A group's children; `nil` for a tab that is no group.
    ///   - isSearch: Whether it is the search tab.
    ///   - sharesOneStack: Whether it is a group whose children share one stack, `viewController`.
    public init(
        identifier: String,
        title: String,
        viewController: ViewController,
        children: [PlatformTabItem]? = nil,
        isSearch: Bool = false,
        sharesOneStack: Bool = false
    ) {
        self.sharesOneStack = sharesOneStack
        self.identifier = identifier
        self.title = title
        self.viewController = viewController
        self.children = children
        self.isSearch = isSearch
    }
}
