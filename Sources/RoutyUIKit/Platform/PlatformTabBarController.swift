/// The members of `UITabBarController` the tab adapter uses, and nothing else.
@MainActor
public protocol PlatformTabBarController: PlatformViewController {
    /// The tabs' root view controllers, in display order: `viewControllers`.
    var viewControllers: [ViewControllerType]? { get set }

    /// The index of the selected tab: `selectedIndex`. Setting it selects the tab at once and
    /// does not call the delegate.
    var selectedIndex: Int { get set }
}
