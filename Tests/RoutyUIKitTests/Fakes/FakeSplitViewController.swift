import Routy
import RoutyUIKit

/// A split view controller in column style: each column, and the `.compact` column, holds a view
/// controller (the split's navigation controllers); when the width changes it asks its delegate
/// for the top column, collapses, and tells the delegate — it shows the `.compact` column while
/// collapsed, the columns side by side otherwise.
@MainActor
final class FakeSplitViewController: FakeViewController {
    weak var delegate: (any SplitViewControllerEvents)?
    private(set) var isCollapsed: Bool
    private var columns: [SplitColumn: FakeViewController] = [:]
    private var compact: FakeViewController?

    init(isCollapsed: Bool, ui: FakeUI) {
        self.isCollapsed = isCollapsed
        super.init(label: "split", ui: ui)
    }

    /// `setViewController(_:for:)`; `column` `nil` for the `.compact` column.
    func setViewController(_ viewController: FakeViewController, for column: SplitColumn?) {
        if let column { columns[column] = viewController } else { compact = viewController }
        viewController.parent = self
    }

    /// Sets the split's navigation controllers as its columns and its delegate.
    func show<ContextType>(_ split: UIKitSplit<ContextType, FakePlatform>) {
        for column in split.style.columns {
            if let navigationController = split.navigationController(for: column) {
                setViewController(navigationController, for: column)
            }
        }
        setViewController(split.compactNavigationController, for: nil)
        delegate = split
    }

    /// The width becomes compact (rotation, Slide Over): UIKit asks the delegate which column to
    /// show on top, collapses, and tells the delegate.
    func collapse(proposing proposed: SplitColumn = .secondary) {
        guard !isCollapsed else { return }
        _ = delegate?.splitViewControllerTopColumnForCollapsing(proposed: proposed)
        isCollapsed = true
        delegate?.splitViewControllerDidCollapse()
    }

    /// The width becomes regular: UIKit expands and tells the delegate.
    func expand() {
        guard isCollapsed else { return }
        isCollapsed = false
        delegate?.splitViewControllerDidExpand()
    }

    /// What it shows, as `mail | mailbox(inbox) | message(42)`: each column's stack, `-` for an
    /// empty one; collapsed, the `.compact` column's stack in the first, `-` in the others.
    func shown(_ style: SplitStyle) -> String {
        style.columns.map { column in
            let controller = isCollapsed ? (column == .primary ? compact : nil) : columns[column]
            let labels = Self.stack(controller).filter { $0 != "empty" }
            return labels.isEmpty ? "-" : labels.joined(separator: " > ")
        }.joined(separator: " | ")
    }

    private static func stack(_ controller: FakeViewController?) -> [String] {
        guard let controller else { return [] }
        guard let navigation = controller as? FakeNavigationController else { return [controller.label] }
        return navigation.viewControllers.map(\.label)
    }
}
