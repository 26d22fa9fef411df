extension NavigationError {
    /// The ``NavigationSnapshotError`` that stopped ``NavigationRouter/restore(_:)`` or
    /// ``NavigationRouter/restoration(for:)``, when this error wraps one in ``input(_:)``: the
    /// snapshot is of a newer format, inconsistent or empty; `nil` for every other error.
    ///
    /// ```swift
    /// if case .newerFormatVersion = failure.cause.snapshotError { restoreNothing() }
    /// ```
    public var snapshotError: NavigationSnapshotError? { inputError(as: NavigationSnapshotError.self) }
}
