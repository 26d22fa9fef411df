// Compiled only where UIKit has column-style split view controllers (not watchOS, not tvOS):
// declarations, no logic.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// The delegate of a split view controller: each callback goes to the split adapter in one
    /// line.
    @MainActor
    final class SplitViewControllerDelegateProxy: NSObject, UISplitViewControllerDelegate {
        private weak var events: (any SplitViewControllerEvents)?

        init(_ splitViewController: UISplitViewController, events: any SplitViewControllerEvents) {
            self.events = events
            super.init()
            splitViewController.delegate = self
        }

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            let proposed = SplitColumn(proposedTopColumn)
            guard let top = events?.splitViewControllerTopColumnForCollapsing(proposed: proposed), top != proposed
            else { return proposedTopColumn }
            return top.uiColumn
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            events?.splitViewControllerDidCollapse()
        }

        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            events?.splitViewControllerDidExpand()
        }
    }

    extension SplitColumn {
        /// The column of a split view controller that UIKit names `column`; the `.compact` column
        /// (and any other) is the secondary's, whose stack it shows.
        init(_ column: UISplitViewController.Column) {
            self = column == .primary ? .primary : column == .supplementary ? .supplementary : .secondary
        }

        /// UIKit's name of the column.
        var uiColumn: UISplitViewController.Column {
            switch self {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            }
        }
    }

    extension UIKitSplit where Platform == UIKitPlatform {
        /// Creates a split over a new column-style `UISplitViewController`, whose columns — and its
        /// `.compact` column — show the split's navigation controllers, and whose delegate tells the
        /// split when it collapses and expands. Show ``UIKitElement/viewController`` (the split
        /// view controller) where the split is placed: a window's root, a tab.
        ///
        /// - Parameters:
        ///   - context: The split's own context, which `rootViewController` shows in the primary
        ///     column.
        ///   - rootViewController: The view controller at the bottom of the primary column: the
        ///     sidebar.
        ///   - style: How many columns the split shows side by side when expanded.
        ///   - emptyColumn: Makes what a column after the primary shows while nothing is entered in
        ///     it.
        public convenience init(
            _ context: NavigationContext<ContextType>,
            rootViewController: UIViewController,
            style: SplitStyle = .doubleColumn,
            emptyColumn: (SplitColumn) -> UIViewController
        ) {
            let splitViewController = UISplitViewController(
                style: style == .tripleColumn ? .tripleColumn : .doubleColumn)
            self.init(
                context, splitViewController: splitViewController, rootViewController: rootViewController, style: style,
                emptyColumn: emptyColumn)
            for column in style.columns {
                splitViewController.setViewController(navigationController(for: column), for: column.uiColumn)
            }
            splitViewController.setViewController(compactNavigationController, for: .compact)
            splitEventsProxy = SplitViewControllerDelegateProxy(splitViewController, events: self)
        }
    }
#endif
