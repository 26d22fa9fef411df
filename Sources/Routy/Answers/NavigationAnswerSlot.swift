/// Where a screen hands its value back: the element of a ``NavigationAnswering`` screen keeps
/// one, and ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)`` waits on it.
///
/// At most one ask waits on a slot at a time, and ``answer(_:)`` hands it the value once: a second
/// answer, an answer nobody waits for, or one after the screen went away is ignored and returns
/// `false`. When the slot is released — its element gone — the ask that waits on it ends with
/// ``NavigationDismissal/byNavigation``, so no ask waits for ever.
@MainActor
public final class NavigationAnswerSlot {
    /// The type of value the screen answers with, when it said so; an ask for another type then
    /// fails at once with ``NavigationError/cannotAnswer(_:expected:)``.
    public let valueType: Any.Type?

    /// The ask that waits for the value, if any.
    var waiter: OpenAsk?
    /// Whether the user chose an action whose value comes when the action runs, which may be
    /// after the element left the tree: the ask waits for it until then, or until the slot is
    /// released.
    package private(set) var isChoicePending = false

    /// Creates a slot for values of any type; an ask whose type the value does not have fails
    /// when the value comes.
    public init() {
        valueType = nil
    }

    /// Creates a slot for values of `type`.
    ///
    /// - Parameter type: The type of value the screen answers with.
    public init<Value: Sendable>(answering type: Value.Type) {
        valueType = type
    }

    isolated deinit {
        waiter?.end(.dismissed(waiter?.leftAs ?? .byNavigation))
    }

    /// The user chose an action whose value comes when the action runs — a tapped alert that the
    /// platform takes away before it runs the action's handler, a binding written before a
    /// button's action: the ask that waits keeps waiting past the element's leave, for the value,
    /// or until the slot is released. The kit holds the slot until the action has run.
    package func choiceIsPending() {
        isChoicePending = true
    }

    /// No value came for the pending choice (``choiceIsPending()``): the ask that waits ends with
    /// the dismissal of its element's leave, if it left; otherwise it goes on waiting.
    package func pendingChoiceEnded() {
        isChoicePending = false
        guard let waiter, let leftAs = waiter.leftAs else { return }
        waiter.end(.dismissed(leftAs))
    }

    /// Whether an ask waits for the value now.
    public var isAwaited: Bool { waiter != nil }

    /// Hands `value` to the ask that waits for it, which then returns it.
    ///
    /// Call it before the screen leaves the tree (an alert's action, a picker's choice), then
    /// take the screen away.
    ///
    /// - Parameter value: What the user chose.
    /// - Returns: `true` when an ask took the value; `false` when none waits — the value came
    ///   twice, or after the screen went away — and the value is dropped.
    @discardableResult
    public func answer<Value: Sendable>(_ value: Value) -> Bool {
        guard let waiter else { return false }
        return waiter.end(.value(value))
    }
}
