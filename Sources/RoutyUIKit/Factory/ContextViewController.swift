import Routy

/// A view controller that shows a context: the app's view controllers adopt it to take another
/// payload in place and to guard leaving.
///
/// ```swift
/// final class ProductViewController: UIViewController, ContextViewController {
///     private(set) var context: NavigationContext<Screen>
///     var hasUnsavedChanges = false
///     init(_ context: NavigationContext<Screen>) { ... }
///     func canUpdate(with context: NavigationContext<Screen>) -> Bool { context.type == .product }
///     func update(with context: NavigationContext<Screen>) { self.context = context; reload() }
///     func canLeave() -> Bool { !hasUnsavedChanges }
/// }
/// ```
///
/// A view controller that hands a value back gives an ``answerSlot`` and calls
/// `answerSlot.answer(_:)` when the user chose.
///
/// Adopting it is optional: a view controller that does not is shown, never updated in place,
/// always lets the user leave, and hands nothing back.
@MainActor
public protocol ContextViewController<ContextType>: AnyObject {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The context the view controller shows; the factory checks it is the one it was asked for.
    var context: NavigationContext<ContextType> { get }

    /// Whether the view controller can show `context` in place of its own; `false` unless
    /// implemented.
    func canUpdate(with context: NavigationContext<ContextType>) -> Bool

    /// Shows `context` in place of its own; called only after ``canUpdate(with:)`` returned `true`.
    func update(with context: NavigationContext<ContextType>)

    /// The leave guard: whether the user and the router may take the view controller away now.
    /// `true` unless implemented. The adapters block the gestures they can (swipe back, pulling
    /// a sheet down, re-tapping a tab); what they cannot block is reported as bypassed.
    func canLeave() -> Bool

    /// Where the view controller hands a value back — an address picker's address, a sign-in
    /// sheet's account — to `NavigationRouter.ask(_:returning:source:)`; `nil` unless implemented,
    /// and then its screen answers nothing.
    var answerSlot: NavigationAnswerSlot? { get }
}

extension ContextViewController {
    /// No update in place.
    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool { false }

    /// Nothing to update.
    public func update(with context: NavigationContext<ContextType>) {}

    /// Always leaves.
    public func canLeave() -> Bool { true }

    /// Hands nothing back.
    public var answerSlot: NavigationAnswerSlot? { nil }
}
