// What a request stands for before it runs: its links and other entries read, the pending request in place of a
// resume, and the limit on its contexts.
extension NavigationRouter {
    /// The request to run for `request`: the pending request in place of
    /// ``NavigationStep/resumePending`` (an empty request when none is pending), and every
    /// ``NavigationStep/open(_:)-(String)`` step read into the contexts its link or entry stands for.
    ///
    /// - Parameter takingPending: Whether the pending request is taken (a run) or only read (a plan).
    func resolve(
        _ request: NavigationRequest<ContextType>,
        takingPending: Bool
    ) throws(NavigationFailure<ContextType>) -> NavigationRequest<ContextType> {
        // One pass, which counts the contexts on its way: a request of contexts alone, as most
        // are, is then read once. A counted loop, not `indices` or `enumerated()`: unspecialized
        // generic code looks up the types of their ranges and tuples at each use, and the steps'
        // type in each function that reads them.
        var contextCount = 0
        var index = 0
        while index < request.steps.count {
            switch request.steps[index].kind {
            case .navigate(let contexts): contextCount += contexts.count
            case .open, .resumePending: return try resolveSteps(request, from: index, takingPending: takingPending)
            default: break
            }
            index += 1
        }
        try checkContextCount(contextCount)
        return request
    }

    /// `request` with its steps from `first` on resolved: each ``NavigationStep/open(_:)-(String)`` read by
    /// ``deeplinks``, and a resume step — as ``NavigationStep/resumePending``
    /// ends with — replaced by the pending request's own steps (by none when nothing is pending).
    /// A request of the resume step alone is the pending request itself, resolved (an empty
    /// request when none is pending).
    private func resolveSteps(
        _ request: NavigationRequest<ContextType>,
        from first: Int,
        takingPending: Bool
    ) throws(NavigationFailure<ContextType>) -> NavigationRequest<ContextType> {
        if request.isResumingPending {
            defer { if takingPending { pendingRequest = nil } }
            return try pendingRequest.map { pending throws(NavigationFailure<ContextType>) in
                try resolve(pending, takingPending: false)
            } ?? NavigationRequest([], source: request.source)
        }
        var resolved = request
        resolved.steps.removeSubrange(first...)
        for index in first..<request.steps.count {
            switch request.steps[index].kind {
            case .open(let entry):
                do {
                    resolved.steps.append(.navigate(to: try entryContexts(entry)))
                } catch {
                    throw NavigationFailure(.input(error), stepIndex: resolved.steps.count)
                }
            case .resumePending:
                guard let pending = pendingRequest else { continue }
                if takingPending { pendingRequest = nil }
                resolved.steps += try resolve(pending, takingPending: false).steps
            default:
                resolved.steps.append(request.steps[index])
            }
        }
        try checkContextCount(resolved.shownContextCount)
        return resolved
    }

    /// The contexts `entry` stands for: a link's read by ``deeplinks``, any other entry's by
    /// ``entries``; the error of the resolver (a ``DeeplinkError`` or a ``NavigationEntryError``)
    /// when it cannot read it, or when there is none.
    func entryContexts(_ entry: NavigationEntry) throws(UnderlyingError) -> [Context] {
        if entry.kind == .link {
            do throws(DeeplinkError) {
                guard let deeplinks else { throw .noMatch(entry.identifier) }
                return try deeplinks.contexts(for: entry.identifier)
            } catch {
                throw UnderlyingError(error)
            }
        }
        do throws(NavigationEntryError) {
            guard let entries else { throw .noMatch(entry) }
            return try entries.contexts(for: entry)
        } catch {
            throw UnderlyingError(error)
        }
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
