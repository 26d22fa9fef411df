/// An error that caused another one — the error a deeplink closure threw, the reason an
/// interceptor gave, the ``DeeplinkError`` or ``NavigationSnapshotError`` behind a
/// ``NavigationError/input(_:)`` — kept with its type so that it can be inspected, and comparable
/// so that the errors that carry it stay `Equatable`.
///
/// ```swift
/// catch let failure as NavigationFailure<Screen> {
///     if case .rejected(_, _, let underlying) = failure.cause.deeplinkError,
///         let stock = underlying.error as? StockError { … }
/// }
/// ```
public struct UnderlyingError: Error, Sendable {
    /// The error as it was thrown.
    public let error: any Error

    /// Wraps an error.
    ///
    /// - Parameter error: The error that caused another one.
    public init(_ error: any Error) {
        self.error = error
    }
}

extension UnderlyingError: Equatable {
    /// Errors of the same type that are equal: by their own `==` when their type is `Equatable`,
    /// or else when they print the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard type(of: lhs.error) == type(of: rhs.error) else { return false }
        // Cast from `Any`: Swift 6.3 wrongly warns that a cast from `any Error` always succeeds.
        guard let equatable = (lhs.error as Any) as? any Equatable else {
            return String(describing: lhs.error) == String(describing: rhs.error)
        }
        return isEqual(equatable, rhs.error)
    }

    private static func isEqual<E: Equatable>(_ lhs: E, _ rhs: any Error) -> Bool {
        (rhs as? E) == lhs
    }
}

extension UnderlyingError: CustomStringConvertible {
    /// The error, printed.
    public var description: String { String(describing: error) }
}
