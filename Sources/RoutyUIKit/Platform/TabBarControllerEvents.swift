/// What a tab bar controller's delegate reports, forwarded one callback to one method: the tab
/// adapter adopts it.
@MainActor
public protocol TabBarControllerEvents<ViewControllerType>: AnyObject {
    /// The view-controller type.
    associatedtype ViewControllerType: AnyObject

    /// `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)`: the user tapped a tab.
    ///
    /// - Parameter viewController: The tab's root view controller.
    /// - Returns: Whether the tab may be selected.
    func tabBarControllerShouldSelect(_ viewController: ViewControllerType) -> Bool

    /// `UITabBarControllerDelegate.tabBarController(_:didSelect:)`: the user selected a tab
    /// (perhaps the one already selected). Not called when code sets `selectedIndex`.
    ///
    /// - Parameter viewController: The tab's root view controller.
    func tabBarControllerDidSelect(_ viewController: ViewControllerType)

    /// `UITabBarControllerDelegate.tabBarController(_:shouldSelectTab:)` (iOS 18): the user tapped
    /// a tab of the tab bar or the sidebar.
    ///
    /// - Parameter identifier: The tab's identifier.
    /// - Returns: Whether the tab may be selected.
    func tabBarControllerShouldSelectTab(withIdentifier identifier: String) -> Bool

    /// `UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:)` (iOS 18): the
    /// selected tab changed, a root tab or a group's child. Not called when code sets `selectedTab`.
    ///
    /// - Parameter identifier: The identifier of the tab selected.
    func tabBarControllerDidSelectTab(withIdentifier identifier: String)

    /// `UITabBarControllerDelegate.tabBarController(_:visibilityDidChangeFor:)` (iOS 18): editing
    /// ended and the user hid or showed these tabs.
    ///
    /// - Parameter identifiers: The identifiers of the tabs whose `isHidden` changed.
    func tabBarControllerVisibilityDidChange(forTabsWithIdentifiers identifiers: [String])

    /// `UITabBarControllerDelegate.tabBarController(_:displayOrderDidChangeFor:)` (iOS 18): the
    /// user put a group's children in another order.
    ///
    /// - Parameter identifier: The group's identifier.
    func tabBarControllerDisplayOrderDidChange(forGroupWithIdentifier identifier: String)

    /// UIKit builds the stack of a group with a `managingNavigationController`, and asks what one
    /// level of the selected tabs shows: `tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`
    /// (iOS 18; not tvOS), called "once" for "each tab in the selection hierarchy", when the
    /// selection changes and when UIKit updates the stack otherwise.
    ///
    /// - Parameters:
    ///   - identifier: The tab's identifier.
    ///   - proposed: What UIKit proposes: the tab's view controller, and for the leaf-most tab the
    ///     view controllers pushed on it, "preserved between updates".
    /// - Returns: The view controllers the tab shows on the stack.
    func tabBarControllerDisplayedViewControllers(
        forTabWithIdentifier identifier: String,
        proposed: [ViewControllerType]
    ) -> [ViewControllerType]
}
