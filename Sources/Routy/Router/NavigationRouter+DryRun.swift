// The dry run: what a request would do, computed without executing anything.
extension NavigationRouter {
    /// What a request would do from the current state, computed without executing anything and
    /// without making any element: the factory says how new elements are shown, the interceptors
    /// what they decide (signed out, a protected screen plans as the login screen it redirects to).
    ///
    /// It takes what ``perform(_:source:)`` takes:
    ///
    /// ```swift
    /// let plan = try router.plan(.navigate(to: [.catalog, .product(42)]))
    /// print(plan)  // switchTo(catalog), enter(product(42))
    /// ```
    ///
    /// The plan is exact wherever the tree knows the structure it passes through and every node
    /// does as asked. An interceptor that suspends counts as proceeding; a request of several steps
    /// is planned up to its first step, since the later ones start from where it ends.
    ///
    /// - Parameters:
    ///   - steps: The steps of the request to plan.
    ///   - source: Where the request would come from; the default is ``perform(_:source:)``'s.
    /// - Returns: The report the request would give: its instructions, the elements it would reuse,
    ///   how it would show the new ones (``NavigationReport/presentations``: for a type registered
    ///   per width class, the one that applies where it would be shown), the hidden tabs it would
    ///   show again (``NavigationReport/tabsShownAgain``), the redirects and what they would keep
    ///   pending.
    /// - Throws: The ``NavigationFailure`` the request would stop with before executing anything.
    @discardableResult
    public func plan(
        _ steps: NavigationStep<ContextType>...,
        source: NavigationSource? = nil
    ) throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try plan(NavigationRequest(steps, source: source))
    }

    /// What a request would do from the current state, computed without executing anything; see
    /// ``plan(_:source:)``.
    ///
    /// - Parameter request: The request to plan.
    /// - Returns: The report the request would give.
    /// - Throws: The ``NavigationFailure`` the request would stop with before executing anything.
    @discardableResult
    public func plan(
        _ request: NavigationRequest<ContextType>
    ) throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        guard !request.steps.isEmpty else { throw NavigationFailure(.emptyRequest) }
        let resolved = try resolve(request, takingPending: false)
        var outcome: Result<Intercepted, InterceptionFailure>?
        intercept(resolved, with: interceptors, waits: false) { outcome = $0 }
        var report = NavigationReport<ContextType>()
        switch outcome {
        case .failure(let failure):
            report.redirectedBy = failure.redirectedBy
            throw NavigationFailure(failure.cause, report: report)
        case .success(let intercepted):
            report.redirectedBy = intercepted.redirectedBy
            report.pendingRequest = intercepted.pending
            guard let step = try resolve(intercepted.request, takingPending: false).steps.first else { return report }
            do throws(NavigationError<ContextType>) {
                let prepared = try prepare(step, building: false)
                report.instructions = try routingInstructions(to: prepared.destination) + prepared.updatesAndEnters
                report.reused = prepared.reused
                report.tabsShownAgain = prepared.tabsShownAgain
                for entering in prepared.entering { report.recordPresentation(entering.presentation) }
            } catch {
                throw NavigationFailure(error, report: report)
            }
            return report
        case nil:
            return report  // not reached: without waiting, the interceptors decide before returning
        }
    }
}
