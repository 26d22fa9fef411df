// What a request stands for before it runs: its links read, the pending request in place of a
// resume, and the limit on its contexts.
extension NavigationRouter {
    /// The request to run for `request`: the pending request in place of
    /// ``NavigationRequest/resumePending`` (an empty request when none is pending), and every
    /// ``NavigationStep/open(_:)`` step read by ``deeplinks`` into the contexts its link stands for.
    ///
    /// - Parameter takingPending: Whether the pending request is taken (a run) or only read (a plan).
    func resolve(
        _ request: NavigationRequest<ContextType>,
        takingPending: Bool
    ) throws(NavigationFailure<ContextType>) -> NavigationRequest<ContextType> {
        if request.isResumingPending {
            defer { if takingPending { pendingRequest = nil } }
            return try pendingRequest.map { pending throws(NavigationFailure<ContextType>) in
                try resolve(pending, takingPending: false)
            } ?? NavigationRequest([], source: request.source)
        }
        // A counted loop, not `indices` or `enumerated()`: unspecialized generic code looks up the
        // types of their ranges and tuples at each use.
        var index = 0
        while index < request.steps.count {
            if case .open = request.steps[index].kind { return try resolveLinks(request, from: index) }
            index += 1
        }
        try checkContextCount(request.shownContextCount)
        return request
    }

    /// `request` with its ``NavigationStep/open(_:)`` steps from `first` on read by ``deeplinks``.
    private func resolveLinks(
        _ request: NavigationRequest<ContextType>,
        from first: Int
    ) throws(NavigationFailure<ContextType>) -> NavigationRequest<ContextType> {
        var resolved = request
        for index in first..<request.steps.count {
            guard case .open(let link) = request.steps[index].kind else { continue }
            do throws(DeeplinkError) {
                guard let deeplinks else { throw .noMatch(link) }
                resolved.steps[index] = .navigate(to: try deeplinks.contexts(for: link))
            } catch {
                throw NavigationFailure(.input(UnderlyingError(error)), stepIndex: index)
            }
        }
        try checkContextCount(resolved.shownContextCount)
        return resolved
    }

    /// Throws ``NavigationError/tooManyContexts(_:limit:)`` when `count` contexts are more than
    /// ``maximumContextsPerRequest`` allows.
    func checkContextCount(_ count: Int) throws(NavigationFailure<ContextType>) {
        guard count <= maximumContextsPerRequest else { throw tooManyContexts(count) }
    }

    /// The failure of a request of `count` contexts; apart, so that a request within the limit
    /// does not look up the failure's generic types.
    @inline(never)
    private func tooManyContexts(_ count: Int) -> NavigationFailure<ContextType> {
        NavigationFailure(.tooManyContexts(count, limit: maximumContextsPerRequest))
    }
}
