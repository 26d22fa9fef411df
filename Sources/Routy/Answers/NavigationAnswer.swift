/// What a screen that hands a value back gave the request that asked for it: the value, or why
/// there is none.
///
/// ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)`` returns it. The value comes at most once; every
/// way the screen can go without one is a ``NavigationDismissal``, so a `switch` covers them all:
///
/// ```swift
/// switch try await router.ask(.confirmDelete(id), returning: DeleteChoice.self) {
/// case .value(.delete): try await store.delete(id)
/// case .value(.keep), .dismissed: break
/// }
/// ```
public enum NavigationAnswer<Value: Sendable>: Sendable {
    /// The screen handed back this value: the user chose an alert's action, picked an address,
    /// signed in.
    case value(Value)
    /// The screen went away, or was never shown, without a value; the case says why.
    case dismissed(NavigationDismissal)

    /// The value, or `nil` when the screen went without one.
    public var value: Value? {
        guard case .value(let value) = self else { return nil }
        return value
    }

    /// Why the screen went without a value, or `nil` when it handed one back.
    public var dismissal: NavigationDismissal? {
        guard case .dismissed(let dismissal) = self else { return nil }
        return dismissal
    }
}

extension NavigationAnswer: Equatable where Value: Equatable {}

extension NavigationAnswer: CustomStringConvertible {
    /// `value(delete)`, or `dismissed(by the user)`.
    public var description: String {
        switch self {
        case .value(let value): "value(\(value))"
        case .dismissed(let dismissal): "dismissed(\(dismissal))"
        }
    }
}
