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
}
