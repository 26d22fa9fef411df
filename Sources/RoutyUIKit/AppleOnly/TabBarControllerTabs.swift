// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 18's tab API of a tab bar controller, for the tab adapter: each requirement of
    /// ``PlatformTabs`` in one line. Each tab carries the adapter's identifier in `userInfo` (a
    /// `UISearchTab` has UIKit's own `identifier`), which the delegate proxy reads back.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor
    final class TabBarControllerTabs: PlatformTabs {
        private weak var controller: UITabBarController?
        /// The tabs made, by the adapter's identifier.
        private var tabOf: [String: UITab] = [:]

        init(_ controller: UITabBarController) {
            self.controller = controller
        }

        /// The adapter's identifier of a tab this made.
        static func identifier(of tab: UITab) -> String { tab.userInfo as? String ?? tab.identifier }

        func setTabs(_ tabs: [PlatformTabItem<UIViewController>]) {
            tabOf = [:]
            controller?.tabs = tabs.map(makeTab)
        }

        var selectedTabIdentifier: String? { controller?.selectedTab.map(Self.identifier) }

        func selectTab(withIdentifier identifier: String) {
            controller?.selectedTab = tabOf[identifier]
        }

        func selectedChildIdentifier(ofGroupWithIdentifier identifier: String) -> String? {
            (tabOf[identifier] as? UITabGroup)?.selectedChild.map(Self.identifier)
        }

        func isTabHidden(withIdentifier identifier: String) -> Bool { tabOf[identifier]?.isHidden ?? false }

        func setTabHidden(_ hidden: Bool, withIdentifier identifier: String) {
            tabOf[identifier]?.isHidden = hidden
        }

        func displayOrderIdentifiers(ofGroupWithIdentifier identifier: String) -> [String] {
            (tabOf[identifier] as? UITabGroup)?.displayOrderIdentifiers ?? []
        }

        func setDisplayOrderIdentifiers(_ order: [String], ofGroupWithIdentifier identifier: String) {
            (tabOf[identifier] as? UITabGroup)?.displayOrderIdentifiers = order
        }

        /// A `UITab`, `UITabGroup` or `UISearchTab` for `item`, which the user may hide (and, for a
        /// group, whose tabs they may reorder); groups nest one level.
        private func makeTab(_ item: PlatformTabItem<UIViewController>) -> UITab {
            let viewController = item.viewController
            let provider: (UITab) -> UIViewController = { _ in viewController }
            let tab: UITab
            if let children = item.children {
                // A group whose children share one stack provides no view controller of its own:
                // UIKit puts the selected child's at the root of its managing navigation controller.
                let group = UITabGroup(
                    title: item.title, image: nil, identifier: item.identifier, children: children.map(makeTab),
                    viewControllerProvider: item.sharesOneStack ? nil : provider)
                if item.sharesOneStack {
                    group.managingNavigationController = viewController as? UINavigationController
                }
                #if !os(tvOS)
                    group.allowsReordering = true
                #endif
                tab = group
            } else if item.isSearch {
                tab = UISearchTab(viewControllerProvider: provider)
            } else {
                tab = UITab(
                    title: item.title, image: nil, identifier: item.identifier, viewControllerProvider: provider)
            }
            tab.userInfo = item.identifier
            tab.allowsHiding = !item.isSearch
            tabOf[item.identifier] = tab
            return tab
        }
    }

    /// A tab group's view controller: it shows the selected tab's view controller as its one
    /// child, filling its view.
    @MainActor
    final class TabGroupViewController: UIViewController {
        private var shown: UIViewController?

        /// Shows `child` in place of what it showed.
        func show(_ child: UIViewController) {
            guard child !== shown else { return }
            if let shown {
                shown.willMove(toParent: nil)
                shown.view.removeFromSuperview()
                shown.removeFromParent()
            }
            addChild(child)
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
            child.didMove(toParent: self)
            shown = child
        }
    }
#endif
