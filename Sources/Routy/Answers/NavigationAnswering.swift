/// An element that can hand a value back to the request that showed it: an alert's choice, a
/// picked address, the account a sign-in sheet signed in to.
///
/// The element keeps a ``NavigationAnswerSlot`` and, when the user gives the value, calls
/// ``NavigationAnswerSlot/answer(_:)`` on it — before it leaves the tree, so that the value wins
/// over the leave:
///
/// ```swift
/// final class AddressPicker: UIKitScreen<Screen>, NavigationAnswering {
///     let answerSlot = NavigationAnswerSlot(answering: Address.self)
///     func didPick(_ address: Address) {
///         answerSlot.answer(address)
///         // then close the picker, as the app closes any screen
///     }
/// }
/// ```
///
/// The kits' alerts (`HeadlessAlert`, `UIKitAlert`, `SwiftUIAlert`) adopt it and answer with the
/// value of the action the user chose.
@MainActor
public protocol NavigationAnswering: NavigationElement {
    /// Where the element's value goes: ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)`` waits on it.
    var answerSlot: NavigationAnswerSlot { get }

    /// Whether the element hands a value back at all; `true` unless implemented. A kit's screen
    /// answers only when its app's view controller or model gave it a slot: an ask of one that
    /// did not fails with ``NavigationError/cannotAnswer(_:expected:)``.
    var isAnswering: Bool { get }
}

extension NavigationAnswering {
    /// An element that adopts the protocol answers.
    public var isAnswering: Bool { true }
}
