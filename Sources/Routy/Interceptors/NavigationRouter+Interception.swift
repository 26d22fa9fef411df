extension NavigationRouter {
    /// The request an interceptor chose to run after the original, and what it left behind.
    struct Intercepted {
        var request: NavigationRequest<ContextType>
        var redirectedBy: [String]
        var pending: NavigationRequest<ContextType>?
    }

    /// Why the interceptors stopped a request, and the redirects it had gone through before.
    struct InterceptionFailure: Error {
        var error: NavigationError<ContextType>
        var redirectedBy: [String]
    }

    /// The most redirects one request may go through before it fails with
    /// ``NavigationError/tooManyRedirects(_:)``.
    public static var redirectLimit: Int { 8 }

    /// Runs the interceptors on `request`, following redirects, and calls `completion` with the
    /// request to run. Without interceptors, `completion` runs at once.
    func intercept(
        _ request: NavigationRequest<ContextType>,
        redirectedBy: [String] = [],
        pending: NavigationRequest<ContextType>? = nil,
        completion: @escaping (Result<Intercepted, InterceptionFailure>) -> Void
    ) {
        let interceptors = self.interceptors
        guard !interceptors.isEmpty else {
            return completion(.success(Intercepted(request: request, redirectedBy: redirectedBy, pending: pending)))
        }
        Task { @MainActor [weak self] in
            for interceptor in interceptors {
                switch await interceptor.intercept(request) {
                case .proceed:
                    continue
                case .reject(let reason):
                    let error = NavigationError<ContextType>.rejected(by: interceptor.name, reason: reason)
                    return completion(.failure(InterceptionFailure(error: error, redirectedBy: redirectedBy)))
                case .redirect(let target, let keepingOriginal):
                    let chain = redirectedBy + [interceptor.name]
                    guard chain.count <= Self.redirectLimit, let self else {
                        let error = NavigationError<ContextType>.tooManyRedirects(chain)
                        return completion(.failure(InterceptionFailure(error: error, redirectedBy: redirectedBy)))
                    }
                    let kept = pending ?? (keepingOriginal ? request : nil)
                    return self.intercept(target, redirectedBy: chain, pending: kept, completion: completion)
                }
            }
            completion(.success(Intercepted(request: request, redirectedBy: redirectedBy, pending: pending)))
        }
    }

    /// Runs the pending request again — through the interceptors — after the ones queued before.
    ///
    /// When nothing is pending, no request is made and `completion` is not called.
    ///
    /// - Returns: The ticket of the resumed request, or `nil` when nothing was pending.
    @discardableResult
    public func resumePending(completion: ((NavigationResult<ContextType>) -> Void)? = nil) -> NavigationTicket? {
        guard let request = pendingRequest else { return nil }
        pendingRequest = nil
        return perform(request, completion: completion)
    }

    /// Forgets the pending request, as when the user cancels a sign-in.
    ///
    /// - Returns: The request that was pending, if any.
    @discardableResult
    public func dropPending() -> NavigationRequest<ContextType>? {
        defer { pendingRequest = nil }
        return pendingRequest
    }
}
