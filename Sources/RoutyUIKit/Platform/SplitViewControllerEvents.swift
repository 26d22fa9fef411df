import Routy

/// What a split view controller's delegate reports about its width, forwarded one callback to one
/// method: the split adapter adopts it.
@MainActor
public protocol SplitViewControllerEvents: AnyObject {
    /// `UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`:
    /// the split is about to collapse (compact width).
    ///
    /// - Parameter proposedTopColumn: The column UIKit proposes to show on top.
    /// - Returns: The column to show on top once collapsed.
    func splitViewControllerTopColumnForCollapsing(proposed proposedTopColumn: SplitColumn) -> SplitColumn

    /// `UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)`: the split shows one
    /// stack.
    func splitViewControllerDidCollapse()

    /// `UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)`: the split shows its
    /// columns side by side.
    func splitViewControllerDidExpand()
}
