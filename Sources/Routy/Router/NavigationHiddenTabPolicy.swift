/// What the router does with a request whose way passes through a tab the user hid (a tab taken
/// off an iOS 18 tab bar or sidebar, `RoutingTree.Node.isHidden`).
///
/// Each step applies it when it is planned, from the tree as it is then:
///
/// ```swift
/// router.hiddenTabPolicy = .fail
/// try router.plan(.navigate(to: [.settings]))  // throws hiddenTab(settings)
/// router.hiddenTabPolicy = .showAgain
/// try router.plan(.navigate(to: [.settings])).tabsShownAgain  // [settings]
/// ```
public enum NavigationHiddenTabPolicy: Sendable, Equatable, CaseIterable {
    /// The tab's container shows the tab again as it switches to it, and the request goes on;
    /// ``NavigationRouter/plan(_:)`` lists the tab in ``NavigationReport/tabsShownAgain``.
    case showAgain
    /// The step fails with ``NavigationError/hiddenTab(_:)``, naming the tab, before it runs
    /// anything.
    case fail
}
