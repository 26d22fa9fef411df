import Observation
import Portus
import Routy

/// The model of a `NavigationSplitView`: a sidebar selection, a content selection (three columns)
/// and a detail `NavigationStack` path, read from and written to one ``SwiftUIStack`` — the
/// element the router drives.
///
/// In the tree a split is a stack: its own context shows the sidebar, and each column's element
/// is the child of the one before it (`SplitStyle/column(ofEnteredAt:)`). So a context sequence
/// reaches any column, and the same sequence lands in both widths: `NavigationSplitView` shows
/// the columns side by side in regular width and, collapsed in compact width, as one stack —
/// from the same selections and path, so a change of width changes nothing in the tree.
///
/// ```swift
/// let mail = SwiftUIStack<Mail>(.mail)
/// let split = SwiftUISplit(mail, style: .tripleColumn)
/// try await router.perform(.navigate(to: [.mail, .mailbox("inbox"), .message(42)]))
/// split.sidebarSelection  // mailbox(inbox)
/// split.contentSelection  // message(42)
/// split.detailPath        // []
/// ```
///
/// Bind ``sidebarSelection``, ``contentSelection`` and ``detailPath`` (with `RoutySplitView`, or
/// a `NavigationSplitView` of the app's own). A selection the user makes is a path SwiftUI sets on
/// the stack: what it no longer shows leaves the tree, what it shows is pushed and entered (see
/// ``SwiftUIStack``), and the router reports both as the user's.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SwiftUISplit<ContextType: Hashable & Sendable>: WidthClassReporting {
    /// The stack the split reads and writes: the element in the tree, whose own context the
    /// sidebar shows.
    public let stack: SwiftUIStack<ContextType>
    /// How many columns the split shows side by side in regular width.
    public let style: SplitStyle
    /// The width class the split is shown in; the view sets it from the horizontal size class.
    /// SwiftUI collapses and expands the columns itself, from the same selections and path.
    public var widthClass: NavigationWidthClass

    /// Creates the model of a split.
    ///
    /// - Parameters:
    ///   - stack: The stack the split reads and writes; its own context shows the sidebar.
    ///   - style: How many columns the split shows side by side in regular width.
    ///   - widthClass: The width class it is shown in first.
    public init(
        _ stack: SwiftUIStack<ContextType>, style: SplitStyle = .doubleColumn,
        widthClass: NavigationWidthClass = .regular
    ) {
        self.stack = stack
        self.style = style
        self.widthClass = widthClass
    }

    /// What the sidebar selects: the context at the root of the next column (the content column
    /// of three, the detail of two); `nil` when it selects nothing. The binding of the sidebar's
    /// `List(selection:)`.
    public var sidebarSelection: NavigationContext<ContextType>? {
        get { stack.path.first }
        set { select(newValue, at: 0) }
    }

    /// What the content column selects in a three-column split: the context at the root of the
    /// detail column; `nil` when it selects nothing, and always in a two-column split. The binding
    /// of the content column's `List(selection:)`.
    public var contentSelection: NavigationContext<ContextType>? {
        get { style == .tripleColumn ? stack.path.element(at: 1) : nil }
        set {
            guard style == .tripleColumn, stack.path.count >= 1 else { return }
            select(newValue, at: 1)
        }
    }

    /// The context at the root of the detail column — the sidebar's selection in a two-column
    /// split, the content column's in a three-column one; `nil` while nothing is selected there.
    public var detailRoot: NavigationContext<ContextType>? { stack.path.element(at: detailRootIndex) }

    /// The contexts pushed on the detail column above its root, bottom first: the binding of the
    /// detail's `NavigationStack(path:)`.
    public var detailPath: [NavigationContext<ContextType>] {
        get { Array(stack.path.dropFirst(detailRootIndex + 1)) }
        set {
            let prefix = stack.path.prefix(detailRootIndex + 1)
            guard prefix.count == detailRootIndex + 1 else { return }
            stack.path = Array(prefix) + newValue
        }
    }

    /// The contexts `column` shows, bottom first, in regular width: the split's own context in
    /// the primary column, and each entered one in its own.
    public func contexts(in column: SplitColumn) -> [NavigationContext<ContextType>] {
        style.shown(in: column, own: stack.context, entered: stack.path, isCollapsed: false)
    }

    /// What the columns show in regular width, leading first, as
    /// `mail | mailbox(inbox) | message(42)`: an empty column is `-`, a stack in a column
    /// `message(42) > attachment(1)`.
    public var columnsDescription: String { style.describe(contexts(in:)) }

    /// The position in the stack's path of the detail column's root.
    private var detailRootIndex: Int { style.columns.count - 2 }

    /// Selects `context` as the path's element at `index`: what came after the old one leaves.
    private func select(_ context: NavigationContext<ContextType>?, at index: Int) {
        let path = stack.path
        guard path.element(at: index) != context else { return }
        stack.path = Array(path.prefix(index)) + (context.map { [$0] } ?? [])
    }
}
