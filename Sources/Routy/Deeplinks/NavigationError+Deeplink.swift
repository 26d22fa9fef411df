extension NavigationError {
    /// The ``DeeplinkError`` that stopped an ``NavigationStep/open(_:)-(String)`` step, when this error
    /// wraps one in ``input(_:)``: the link could not be read, matched nothing, or its
    /// parameters did not fit; `nil` for every other error.
    ///
    /// ```swift
    /// if failure.cause.deeplinkError == .noMatch(link) { showLinkHelp() }
    /// ```
    public var deeplinkError: DeeplinkError? { inputError(as: DeeplinkError.self) }
}
