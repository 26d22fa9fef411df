import Portus
import Routy

/// A split container — `UISplitViewController` in column style, `NavigationSplitView` — with no
/// UI: its own context shows the primary column (the sidebar), and what the router enters on top
/// of it fills the columns after it.
///
/// In the tree, each column's element is the child of the one before it, as on a stack; so a
/// context sequence reaches any column, and the same sequence lands in both widths:
/// `[.mail, .mailbox("inbox"), .message(42)]` shows the message in the detail column when the
/// split is expanded, and pushes it when it is collapsed.
///
/// ```swift
/// let split = HeadlessSplit(NavigationContext(Mail.mail), style: .tripleColumn)
/// try window.show(split)
/// try await router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
/// split.contexts(in: .secondary)  // [message(42)]
/// split.collapse()                // one stack: mail, mailbox(inbox), message(42)
/// split.expand()                  // the same columns again
/// ```
///
/// A test calls ``collapse(topColumn:)`` and ``expand()`` where the platform would change the
/// width; the split tells the tree what changed on screen, and the router reports it as the
/// user's (`NavigationEvent.userNavigated`).
public final class HeadlessSplit<ContextType: Hashable & Sendable>: HeadlessStack<ContextType>, SplitContainer {
    private var state: SplitState<HeadlessElement<ContextType>>

    /// Creates a split container.
    ///
    /// - Parameters:
    ///   - context: The split's own context, which the primary column shows.
    ///   - style: How many columns it shows side by side when expanded.
    ///   - isCollapsed: Whether it starts collapsed (compact width).
    public init(_ context: NavigationContext<ContextType>, style: SplitStyle = .doubleColumn, isCollapsed: Bool = false)
    {
        state = SplitState(style: style, isCollapsed: isCollapsed)
        super.init(context)
    }

    /// How many columns the split shows side by side when expanded.
    public var style: SplitStyle { state.style }

    /// Whether the split shows one stack (compact width) rather than its columns.
    public var isCollapsed: Bool { state.isCollapsed }

    /// The contexts of the screens entered on the split's own context, bottom first.
    public var enteredContexts: [NavigationContext<ContextType>] { pushed.map(\.context) }

    /// The contexts of the columns the last collapse took off screen, bottom first; ``expand()``
    /// shows them again.
    public var hiddenContexts: [NavigationContext<ContextType>] { state.hidden.map(\.context) }

    /// Collapses the columns into one stack, as the platform does when the width becomes compact.
    ///
    /// The columns up to `topColumn` stay, one stack on the primary; the elements of the columns
    /// after it leave the tree and are kept for ``expand()`` — what a
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` that returns
    /// `topColumn` does. They stay on screen instead when what the split shows is not the active
    /// leaf (a modal covers it, or another tab is selected): the platform keeps what covers them.
    ///
    /// - Parameter topColumn: The column on top once collapsed; the secondary (everything stays)
    ///   unless given.
    public func collapse(topColumn: SplitColumn = .secondary) {
        guard !state.isCollapsed else { return }
        var hiding: [HeadlessElement<ContextType>] = []
        if let first = state.firstHidden(byCollapsingTo: topColumn, enteredCount: pushed.count),
            pushed.last?.isActiveLeaf == true, pushed[first].tellTreeItLeft()
        {
            hiding = Array(pushed[first...])
            removePushed(from: pushed[first])
        }
        state.collapse(hiding: hiding)
    }

    /// Expands the stack into columns side by side, as the platform does when the width becomes
    /// regular: the columns the collapse took off screen are shown again and entered in the tree,
    /// so expanding after collapsing gives back the same columns.
    ///
    /// When what the split shows is no longer the active leaf (a modal was presented over it,
    /// another tab was selected), the columns taken off screen cannot come back under it: the
    /// split forgets them, and its columns show what the app shows for an empty column.
    public func expand() {
        guard state.isCollapsed else { return }
        let hidden = state.expand()
        // They come back on top of what the split shows, which must be what the tree enters on.
        guard (pushed.last ?? self).isActiveLeaf else { return }
        for element in hidden {
            guard super.push(element) else { break }
        }
    }

    /// Enters `element` on top: in the next column when expanded, on the one stack when collapsed.
    /// What a collapse took off screen is forgotten: the new element is shown in its place.
    override func push(_ element: HeadlessElement<ContextType>) -> Bool {
        state.forgetHidden()
        return super.push(element)
    }
}
