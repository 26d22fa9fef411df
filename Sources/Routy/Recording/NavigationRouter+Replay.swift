extension NavigationRouter {
    /// Runs a navigation log again, entry by entry, each request after the one before has ended:
    /// every logged request as it was made, what the user did as the request that does the same
    /// (``NavigationLogEntry/replayRequest``), and every mark through `mark`.
    ///
    /// Each request's outcome is compared with the one the log has for it; the report lists where
    /// they differ. Requests run through the interceptors, so the state they read — a session, a
    /// feature flag — must be brought back by the marks the app recorded for it.
    ///
    /// ```swift
    /// let entries = try NavigationLogEntry<Screen>.entries(jsonLines: log)
    /// let report = await router.replay(entries) { mark in
    ///     if mark == "signed-in" { session.signIn() }
    ///     return true
    /// }
    /// print(report)  // replayed 3 requests, 1 user change, 1 mark: every one as recorded
    /// ```
    ///
    /// - Parameters:
    ///   - entries: The log, as ``NavigationLogEntry/entries(jsonLines:)`` reads it.
    ///   - mark: Applies a mark the app recorded; returns whether it knew the mark. Unless given,
    ///     no mark is applied, and each counts as a divergence.
    ///   - onStep: Called after each entry is replayed, for a running account.
    /// - Returns: What ran for each entry, and how it compares with the log.
    @discardableResult
    public func replay(
        _ entries: [NavigationLogEntry<ContextType>],
        mark: @MainActor (String) async -> Bool = { _ in false },
        onStep: @MainActor (NavigationReplayStep<ContextType>) -> Void = { _ in }
    ) async -> NavigationReplayReport<ContextType> {
        var outcomes: [Int: NavigationLogOutcome<ContextType>] = [:]
        for entry in entries {
            if case .outcome(let id, let outcome) = entry, outcomes[id] == nil { outcomes[id] = outcome }
        }
        var steps: [NavigationReplayStep<ContextType>] = []
        for (index, entry) in entries.enumerated() {
            var step = NavigationReplayStep(number: index + 1, entry: entry)
            switch entry {
            case .outcome, .pendingDropped:
                continue
            case .mark(let name):
                step.markApplied = await mark(name)
            case .request(let id, _):
                step.recorded = outcomes[id]
                fallthrough
            case .user, .unrecorded:
                guard let request = entry.replayRequest else { break }
                step.request = request
                step.replayed = NavigationLogOutcome(await result(of: request))
            }
            steps.append(step)
            onStep(step)
        }
        return NavigationReplayReport(steps: steps)
    }

    /// Runs a request and returns its outcome as a value.
    private func result(of request: NavigationRequest<ContextType>) async -> NavigationResult<ContextType> {
        do throws(NavigationFailure<ContextType>) {
            return .success(try await perform(request))
        } catch {
            return .failure(error)
        }
    }
}
