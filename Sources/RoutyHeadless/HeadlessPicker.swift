import Portus
import Routy

/// A screen with no UI that hands a value back — an address picker, a sign-in sheet that returns
/// the account — for tests of the code that asks for it with
/// `NavigationRouter.ask(_:returning:source:)`.
///
/// ``pick(_:)`` hands the value over and leaves the screen shown, as a screen of the app's own
/// does: the app then closes it as it closes any screen.
///
/// ```swift
/// registry.register(.addressPicker, presentation: .modal) { context in
///     HeadlessPicker(context, answerSlot: NavigationAnswerSlot(answering: Address.self))
/// }
/// ```
@MainActor
public final class HeadlessPicker<ContextType: Hashable & Sendable>: HeadlessElement<ContextType>, NavigationAnswering {
    /// Where the picked value goes.
    public let answerSlot: NavigationAnswerSlot

    /// Creates a picker.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - answerSlot: Where the picked value goes; a slot for values of any type unless given.
    public init(_ context: NavigationContext<ContextType>, answerSlot: NavigationAnswerSlot = NavigationAnswerSlot()) {
        self.answerSlot = answerSlot
        super.init(context)
    }

    /// The user picks `value`: it goes to the ask that waits, if any.
    ///
    /// - Parameter value: What the user picked.
    /// - Returns: Whether an ask took it; `false` when none waits or the picker is not shown.
    @discardableResult
    public func pick<Value: Sendable>(_ value: Value) -> Bool {
        isShown && answerSlot.answer(value)
    }
}
