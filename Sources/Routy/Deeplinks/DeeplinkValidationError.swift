/// What ``DeeplinkTable/validate()`` found wrong with a table: every pattern that cannot be read,
/// is registered twice, or has the same shape as another.
public struct DeeplinkValidationError: Error, Equatable, Sendable {
    /// One problem, naming the patterns it is about.
    public enum Issue: Equatable, Sendable {
        /// The text is not a pattern; `reason` says why and what to write instead.
        case invalid(DeeplinkPattern, reason: String)
        /// The same pattern is registered twice; the second registration never matches.
        case duplicate(DeeplinkPattern, DeeplinkPattern)
        /// The patterns differ only in their parameters' names (`/a/:x` and `/a/:y`), so they
        /// match the same links and the second, registered later, never matches.
        case ambiguous(DeeplinkPattern, DeeplinkPattern)
    }

    /// The problems, in the order their patterns were registered.
    public let issues: [Issue]
}

extension DeeplinkValidationError.Issue: CustomStringConvertible {
    /// A sentence that names the patterns, says what is wrong and what to do.
    public var description: String {
        switch self {
        case .invalid(let pattern, let reason):
            "`\(pattern)` is not a deeplink pattern: \(reason)."
        case .duplicate(let first, let second):
            "`\(first)` and `\(second)` are the same pattern, registered twice; remove one of them."
        case .ambiguous(let first, let second):
            "`\(first)` and `\(second)` match the same links, so `\(second)` never matches; "
                + "remove one, or make them differ by a constant segment."
        }
    }
}

extension DeeplinkValidationError: CustomStringConvertible {
    /// The issues, one a line.
    public var description: String {
        let count = issues.count == 1 ? "1 problem" : "\(issues.count) problems"
        return (["The deeplink table has \(count):"] + issues.map { "- \($0)" }).joined(separator: "\n")
    }
}
