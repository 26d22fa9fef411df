/// What an alert or a confirmation dialog shows — a title, a message, actions — and the value each
/// action hands back, whichever kit shows it.
///
/// A factory registers the alert's context type with `presentation: .modal` and a maker that
/// returns its kit's alert element (`HeadlessAlert`, `UIKitAlert`, `SwiftUIAlert`); the alert is
/// then a context like any other — deeplinkable, interceptable, in snapshots and logs — and
/// ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)`` returns the
/// value of the action the user chose:
///
/// ```swift
/// enum DeleteChoice: Sendable { case delete, keep }
///
/// registry.register(.confirmDelete, presentation: .modal) { context in
///     HeadlessAlert(context, alert: NavigationAlert(
///         "Delete this item?",
///         actions: [.init("Delete", role: .destructive, value: DeleteChoice.delete),
///                   .init("Keep", role: .cancel, value: .keep)]))
/// }
/// ```
public struct NavigationAlert<Value: Sendable>: Sendable {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// Whether it is an alert or a confirmation dialog (an action sheet).
    public var style: NavigationAlertStyle
    /// The actions, in the order they are shown.
    public var actions: [NavigationAlertAction<Value>]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title, if any.
    ///   - style: An alert unless said otherwise.
    ///   - actions: The actions, in the order they are shown.
    public init(
        _ title: String,
        message: String? = nil,
        style: NavigationAlertStyle = .alert,
        actions: [NavigationAlertAction<Value>]
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
    }

    /// The first action titled `title`, if any.
    public func action(titled title: String) -> NavigationAlertAction<Value>? {
        actions.first { $0.title == title }
    }

    /// Whether every way the user takes the alert away runs an action: an alert is left only by
    /// its buttons, an action sheet also by a tap outside it, which runs its cancel action when it
    /// has one (UIKit's and SwiftUI's). When `true`, the user's leave of the alert brings a value.
    package var everyDismissalRunsAnAction: Bool {
        style == .alert || cancelAction != nil
    }

    /// The action the platform takes when the user dismisses the dialog without tapping one
    /// (outside an action sheet's popover): the one whose role is ``NavigationAlertRole/cancel``.
    public var cancelAction: NavigationAlertAction<Value>? {
        actions.first { $0.role == .cancel }
    }
}

extension NavigationAlert: CustomStringConvertible {
    /// `alert "Delete this item?": [Delete (destructive), Keep (cancel)]`.
    public var description: String {
        let message = self.message.map { " (\($0))" } ?? ""
        return "\(style) \"\(title)\"\(message): [\(actions.map(\.description).joined(separator: ", "))]"
    }
}

/// One button of a ``NavigationAlert``, and the value it hands back.
public struct NavigationAlertAction<Value: Sendable>: Sendable {
    /// The button's title.
    public var title: String
    /// How the button looks and where it goes.
    public var role: NavigationAlertRole
    /// What ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)``
    /// returns when the user taps it.
    public var value: Value

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: How the button looks; a plain button unless said otherwise.
    ///   - value: The value the button hands back.
    public init(_ title: String, role: NavigationAlertRole = .default, value: Value) {
        self.title = title
        self.role = role
        self.value = value
    }
}

extension NavigationAlertAction: CustomStringConvertible {
    /// The title, and the role unless it is ``NavigationAlertRole/default``: `Delete (destructive)`.
    public var description: String {
        role == .default ? title : "\(title) (\(role))"
    }
}

/// How an alert is shown.
public enum NavigationAlertStyle: String, Hashable, Sendable, CustomStringConvertible {
    /// A centred alert: UIKit's `.alert`, SwiftUI's `alert`.
    case alert
    /// A confirmation dialog: UIKit's `.actionSheet`, SwiftUI's `confirmationDialog`.
    case actionSheet

    /// `alert` or `actionSheet`.
    public var description: String { rawValue }
}

/// How an action of an alert looks, and where it goes.
public enum NavigationAlertRole: String, Hashable, Sendable, CustomStringConvertible {
    /// A plain button.
    case `default`
    /// The button that cancels: shown apart, and taken when the user dismisses an action sheet.
    case cancel
    /// A button that destroys something, shown in red.
    case destructive

    /// `default`, `cancel` or `destructive`.
    public var description: String { rawValue }
}
