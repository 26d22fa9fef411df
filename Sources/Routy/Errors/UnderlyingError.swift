/// An error that caused another one — the error a deeplink closure threw, the reason an
/// interceptor gave — kept with its type so that it can be inspected, and comparable so that
/// the errors that carry it stay `Equatable`.
///
/// ```swift
/// catch let failure as NavigationFailure<Screen> {
///     if case .deeplink(.rejected(_, _, let underlying)) = failure.error,
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
    /// Errors of the same type that print the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        type(of: lhs.error) == type(of: rhs.error) && String(describing: lhs.error) == String(describing: rhs.error)
    }
}

extension UnderlyingError: CustomStringConvertible {
    /// The error, printed.
    public var description: String { String(describing: error) }
}
