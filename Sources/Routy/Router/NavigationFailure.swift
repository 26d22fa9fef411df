/// Why a request stopped, at which step, and what it had done before.
///
/// Steps are counted from 0, in messages as in ``stepIndex``: `request.steps[failure.stepIndex]`
/// is the step that failed.
public struct NavigationFailure<ContextType: Hashable & Sendable>: Error, Equatable, Sendable {
    /// What went wrong: the error that stopped the request.
    public var cause: NavigationError<ContextType>
    /// The index, from 0, of the step that failed, in the request that ran: the request as made or,
    /// when an interceptor redirected it, the redirect. Failures before any step (an interceptor's
    /// rejection, a cancelled request) are at step 0.
    public var stepIndex: Int
    /// What the request had done before it stopped; the tree matches it.
    public var report: NavigationReport<ContextType>

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - cause: What went wrong.
    ///   - stepIndex: The index, from 0, of the step that failed.
    ///   - report: What the request had done before it stopped.
    public init(
        _ cause: NavigationError<ContextType>,
        stepIndex: Int = 0,
        report: NavigationReport<ContextType> = NavigationReport()
    ) {
        self.cause = cause
        self.stepIndex = stepIndex
        self.report = report
    }
}

extension NavigationFailure: CustomStringConvertible {
    /// The cause, the step, and what had happened before.
    public var description: String {
        let done = report.instructions.isEmpty ? "nothing had been executed" : "after \(report)"
        return "step \(stepIndex) failed: \(cause) (\(done))"
    }
}
