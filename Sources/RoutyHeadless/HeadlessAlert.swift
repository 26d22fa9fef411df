import Portus
import Routy

/// An alert or a confirmation dialog with no UI, shown as a modal, whose actions a test taps.
///
/// ``choose(_:)`` hands the action's value to the ask that waits (see
/// `NavigationRouter.ask(_:returning:source:)`) and then
/// takes the alert away, as UIKit's alert dismisses itself when an action is tapped;
/// ``dismiss()`` takes it away with no value, as a tap outside or a swipe does.
///
/// ```swift
/// registry.register(.confirmDelete, presentation: .modal) { context in
///     HeadlessAlert(context, alert: NavigationAlert("Delete?", actions: [
///         .init("Delete", role: .destructive, value: true), .init("Keep", role: .cancel, value: false)]))
/// }
/// ```
@MainActor
public final class HeadlessAlert<ContextType: Hashable & Sendable, Value: Sendable>: HeadlessElement<ContextType>,
    NavigationAnswering
{
    /// What the alert shows, and the value of each action.
    public let alert: NavigationAlert<Value>
    /// Where the chosen action's value goes.
    public let answerSlot = NavigationAnswerSlot(answering: Value.self)

    /// Creates an alert element.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - alert: What it shows, and the value of each action.
    public init(_ context: NavigationContext<ContextType>, alert: NavigationAlert<Value>) {
        self.alert = alert
        super.init(context)
    }

    /// The user taps the action titled `title`: its value goes to the ask that waits, then the
    /// alert goes away and tells the tree.
    ///
    /// - Parameter title: The title of the action.
    /// - Returns: `false`, doing nothing, when the alert is not shown or has no such action.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard isShown, let action = alert.action(titled: title) else { return false }
        answerSlot.answer(action.value)
        takeAway()
        return true
    }

    /// The user takes the alert away without tapping an action — a tap outside an action sheet, a
    /// swipe: the ask that waits ends with `NavigationDismissal.byUser`.
    ///
    /// - Returns: `false`, doing nothing, when the alert is not shown.
    @discardableResult
    public func dismiss() -> Bool {
        guard isShown else { return false }
        takeAway()
        return true
    }

    /// An alert presents nothing, as UIKit's cannot.
    override package func offers(_ presentation: NavigationPresentation) -> Bool { false }

    /// Goes away, whatever ``HeadlessElement/refusesLeave`` says: a tapped alert always does.
    private func takeAway() {
        refusesLeave = false
        leaveNode(with: entry, animated: true) { _ in }
    }
}
