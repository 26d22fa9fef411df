/// A split container that collapses into one stack — the headless split, the UIKit split — read
/// the same way whichever kit shows it: its style, whether it is collapsed, and what each column
/// shows.
///
/// The split's own ``NavigationElement/context`` shows the primary column (the sidebar); the
/// contexts entered on top of it fill the columns after it when it is expanded
/// (``SplitStyle/column(ofEnteredAt:)``), and are one stack on the primary when it is collapsed.
@MainActor
public protocol SplitContainer<ContextType>: NavigationElement, WidthClassReporting {
    /// How many columns the split shows side by side when expanded.
    var style: SplitStyle { get }

    /// Whether the split shows one stack (compact width) rather than its columns.
    var isCollapsed: Bool { get }

    /// The contexts entered on top of the split's own context, bottom first, whichever column
    /// shows them.
    var enteredContexts: [NavigationContext<ContextType>] { get }
}

extension SplitContainer {
    /// ``NavigationWidthClass/compact`` when collapsed, ``NavigationWidthClass/regular`` otherwise.
    public var widthClass: NavigationWidthClass { isCollapsed ? .compact : .regular }

    /// The contexts `column` shows, bottom first: expanded, the split's own context in the
    /// primary column and each entered context in its own (``SplitStyle/column(ofEnteredAt:)``);
    /// collapsed, everything in the primary column, as one stack.
    ///
    /// - Parameter column: The column asked about.
    /// - Returns: Its contexts, bottom first; none for a column the style does not show.
    public func contexts(in column: SplitColumn) -> [NavigationContext<ContextType>] {
        style.shown(in: column, own: context, entered: enteredContexts, isCollapsed: isCollapsed)
    }

    /// What the columns show, leading first, as `mail | mailbox(inbox) | message(42)` — an empty
    /// column is `-`, a stack in a column `message(42) > attachment(1)`; collapsed, the primary
    /// column shows the one stack: `mail > mailbox(inbox) > message(42) | - | -`.
    public var columnsDescription: String { style.describe(contexts(in:)) }
}
