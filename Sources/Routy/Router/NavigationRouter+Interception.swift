extension NavigationRouter {
    /// The request an interceptor chose to run after the original, and what it left behind.
    struct Intercepted {
        var request: NavigationRequest<ContextType>
        var redirectedBy: [String]
        var pending: NavigationRequest<ContextType>?
    }

    /// Why the interceptors stopped a request, and the redirects it had gone through before.
    struct InterceptionFailure: Error {
        var cause: NavigationError<ContextType>
        var redirectedBy: [String]
    }

    /// The most redirects one request may go through before it fails with
    /// ``NavigationError/tooManyRedirects(_:)``.
    public static var redirectLimit: Int { 8 }

    /// Runs `interceptors` on `request`, following redirects, and calls `completion` with the
    /// request to run.
    ///
    /// `completion` runs before this returns unless an interceptor suspends. With `waits` false —
    /// a dry run — a suspending interceptor counts as proceeding, so `completion` always runs
    /// before this returns.
    func intercept(
        _ request: NavigationRequest<ContextType>,
        with interceptors: [any NavigationInterceptor<ContextType>],
        waits: Bool,
        completion: @escaping (Result<Intercepted, InterceptionFailure>) -> Void
    ) {
        let chain = InterceptorChain(interceptors: interceptors, waits: waits, completion: completion)
        chain.ask(from: 0, Intercepted(request: request, redirectedBy: [], pending: nil))
    }

    /// Forgets the pending request, as when the app cancels a sign-in itself (the user signs out,
    /// the app closes the login screen). When the user takes the login screen away, the router
    /// drops the request by itself; see ``keepsPendingWhenUserLeavesRedirect``.
    ///
    /// - Returns: The request that was pending, if any.
    @discardableResult
    public func dropPending() -> NavigationRequest<ContextType>? {
        defer { pendingRequest = nil }
        return pendingRequest
    }

    /// One run of the interceptors over a request and the redirects it leads to.
    @MainActor
    private struct InterceptorChain {
        let interceptors: [any NavigationInterceptor<ContextType>]
        let waits: Bool
        let completion: (Result<Intercepted, InterceptionFailure>) -> Void

        /// Asks the interceptors from `index` on about `state.request`.
        func ask(from index: Int, _ state: Intercepted) {
            guard index < interceptors.count else { return completion(.success(state)) }
            follow(interceptors[index].intercept(state.request), at: index, state)
        }

        private func follow(_ decision: NavigationInterception<ContextType>, at index: Int, _ state: Intercepted) {
            let interceptor = interceptors[index]
            switch decision {
            case .proceed:
                ask(from: index + 1, state)
            case .reject(let error):
                let rejected = NavigationError<ContextType>.rejected(
                    by: interceptor.name, contexts: state.request.destinationContexts,
                    underlying: UnderlyingError(error))
                completion(.failure(InterceptionFailure(cause: rejected, redirectedBy: state.redirectedBy)))
            case .redirect(let target, let keepingOriginal):
                let chain = state.redirectedBy + [interceptor.name]
                guard chain.count <= NavigationRouter.redirectLimit else {
                    let error = NavigationError<ContextType>.tooManyRedirects(chain)
                    return completion(.failure(InterceptionFailure(cause: error, redirectedBy: state.redirectedBy)))
                }
                let pending = state.pending ?? (keepingOriginal ? state.request : nil)
                ask(from: 0, Intercepted(request: target, redirectedBy: chain, pending: pending))
            case .suspend(let decide):
                guard waits else { return ask(from: index + 1, state) }
                Task { @MainActor in follow(await decide(), at: index, state) }
            }
        }
    }
}
