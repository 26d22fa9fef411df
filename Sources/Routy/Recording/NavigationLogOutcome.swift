/// How a logged request ended, as a ``NavigationRecorder`` writes it: what it executed, the
/// interceptors that redirected it, and the error that stopped it, in words.
///
/// Two outcomes are equal when they executed the same instructions, were redirected alike and
/// failed with the same words at the same step: a replay compares what a request did with what
/// the log says it did.
public struct NavigationLogOutcome<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The executed instructions, in order; for a failure, those that ran before it.
    public var instructions: [NavigationInstruction<ContextType>]
    /// The interceptors that redirected the request, in order.
    public var redirectedBy: [String]
    /// The request an interceptor kept pending, if any.
    public var pendingRequest: NavigationRequest<ContextType>?
    /// The error that stopped the request, as its description says it; `nil` when it succeeded.
    public var error: String?
    /// The index, from 0, of the step that failed; `nil` when the request succeeded.
    public var stepIndex: Int?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - instructions: The executed instructions.
    ///   - redirectedBy: The interceptors that redirected the request.
    ///   - pendingRequest: The request an interceptor kept pending.
    ///   - error: The error's description, for a failure.
    ///   - stepIndex: The index of the step that failed, for a failure.
    public init(
        instructions: [NavigationInstruction<ContextType>] = [],
        redirectedBy: [String] = [],
        pendingRequest: NavigationRequest<ContextType>? = nil,
        error: String? = nil,
        stepIndex: Int? = nil
    ) {
        self.instructions = instructions
        self.redirectedBy = redirectedBy
        self.pendingRequest = pendingRequest
        self.error = error
        self.stepIndex = stepIndex
    }

    /// The outcome of a request's result.
    ///
    /// - Parameter result: What the router's completion got.
    public init(_ result: NavigationResult<ContextType>) {
        switch result {
        case .success(let report):
            self.init(
                instructions: report.instructions, redirectedBy: report.redirectedBy,
                pendingRequest: report.pendingRequest)
        case .failure(let failure):
            self.init(
                instructions: failure.report.instructions, redirectedBy: failure.report.redirectedBy,
                pendingRequest: failure.report.pendingRequest, error: failure.cause.description,
                stepIndex: failure.stepIndex)
        }
    }

    /// Whether the request succeeded.
    public var succeeded: Bool { error == nil }
}

extension NavigationLogOutcome: CustomStringConvertible {
    /// `done: switchTo(catalog), enter(cart)`, or `error: step 0 failed: … (nothing had been executed)`,
    /// as the router's reports and failures print.
    public var description: String {
        var report = NavigationReport<ContextType>()
        report.instructions = instructions
        report.redirectedBy = redirectedBy
        report.pendingRequest = pendingRequest
        guard let error else { return "done: \(report)" }
        let done = instructions.isEmpty ? "nothing had been executed" : "after \(report)"
        return "error: step \(stepIndex ?? 0) failed: \(error) (\(done))"
    }
}
