import Portus

// The queue: a request waits for the ones before it, then runs through the interceptors and
// the executor, and ends once.
extension NavigationRouter {
    /// The number of requests waiting to start.
    public var pendingCount: Int { queue.pendingCount }

    /// Whether a request is running.
    public var isRunning: Bool { queue.isRunning }

    /// Queues steps as one request and returns at once: for synchronous code, such as a button's
    /// action. Async code awaits ``perform(_:source:)`` instead.
    ///
    /// The request runs after the ones before it (at once when none runs).
    ///
    /// ```swift
    /// router.enqueue(.navigate(to: [.cart]))
    /// router.enqueue(.close(.cart)) { result in log(result) }
    /// router.enqueue(.navigate(to: [.orders]), source: .notification)
    /// ```
    ///
    /// - Parameters:
    ///   - steps: The steps, run in order.
    ///   - source: Where the request came from; unless given, the source of the entry the first
    ///     step opens (``NavigationSource/deeplink`` for a link), else ``NavigationSource/app``.
    ///   - completion: Called exactly once with the report, or the failure.
    /// - Returns: A ticket that can cancel the request before it starts.
    @discardableResult
    public func enqueue(
        _ steps: NavigationStep<ContextType>...,
        source: NavigationSource? = nil,
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        enqueue(NavigationRequest(steps, source: source), completion: completion)
    }

    /// Queues a request and returns at once; see ``enqueue(_:source:completion:)``.
    ///
    /// - Parameters:
    ///   - request: The steps to run, and where the request came from.
    ///   - completion: Called exactly once with the report, or the failure.
    /// - Returns: A ticket that can cancel the request before it starts.
    @discardableResult
    public func enqueue(
        _ request: NavigationRequest<ContextType>,
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        if queuePolicy == .replacePending { queue.cancelPending() }
        let id = nextRequestID
        nextRequestID += 1
        let once = Once()
        let finish = { (result: NavigationResult<ContextType>) in
            if once.claim() { completion?(result) }
        }
        // A router whose scene disconnected runs nothing more: the request ends at once.
        if isDisconnected { return endDisconnected(id, finish) }
        // The work holds the router strongly: a router the app lets go of still runs what it was
        // asked to, and calls every completion.
        let queueID = queue.enqueue(
            { done in
                self.start(request, id: id) { result in
                    finish(result)
                    done()
                }
            },
            cancel: { finish(.failure(NavigationFailure(self.disconnection ?? .cancelled))) }
        )
        return NavigationTicket(id: id) { [weak self] _ in self?.queue.cancel(queueID) ?? false }
    }

    /// Ends the request `id`, made after the router's scene disconnected, with the disconnection.
    /// Apart from ``enqueue(_:completion:)``: generic code looks up the types a function names on
    /// entering it, and a request of a connected router needs none of these.
    @inline(never)
    private func endDisconnected(
        _ id: Int,
        _ finish: (NavigationResult<ContextType>) -> Void
    ) -> NavigationTicket {
        finish(.failure(NavigationFailure(disconnection ?? .cancelled)))
        return NavigationTicket(id: id) { _ in false }
    }

    /// Ends every waiting request, and every request made from now on, with `error`: the scene of
    /// this router disconnected (``NavigationScenes/disconnect(_:)``). The running request runs to
    /// its end, as the elements it drives report.
    func disconnect(with error: NavigationError<ContextType>) {
        disconnection = error
        queue.cancelPending()
    }

    /// Reads the request's links and pending steps, runs the interceptors, then the steps, with
    /// the events around them.
    private func start(
        _ request: NavigationRequest<ContextType>,
        id: Int,
        completion: @escaping (NavigationResult<ContextType>) -> Void
    ) {
        // The events, the failures and the interceptors' types are made in functions of their
        // own, out of this path: generic code looks up every type it names at each call.
        if isObserved { emitStarted(id: id, request) }
        runningSource = request.source
        // A count, not `isEmpty`: that looks up the array's type and its conformance too.
        guard request.steps.count > 0 else { return end(id, failure: NavigationFailure(.emptyRequest), completion) }
        let resolved: NavigationRequest<ContextType>
        do throws(NavigationFailure<ContextType>) {
            resolved = try resolve(request, takingPending: true)
        } catch {
            return end(id, failure: error, completion)
        }
        guard !isIntercepted else { return intercept(resolved, id: id, completion: completion) }
        RequestExecution(router: self, request: resolved, id: id, report: NavigationReport()) { result in
            self.end(id, result, completion)
        }.start()
    }

    /// Runs the interceptors on `resolved`, then the request they end with.
    @inline(never)
    private func intercept(
        _ resolved: NavigationRequest<ContextType>,
        id: Int,
        completion: @escaping (NavigationResult<ContextType>) -> Void
    ) {
        intercept(resolved, with: interceptors, waits: true) { intercepted in
            switch intercepted {
            case .failure(let failure):
                var report = NavigationReport<ContextType>()
                report.redirectedBy = failure.redirectedBy
                self.end(id, .failure(NavigationFailure(failure.cause, report: report)), completion)
            case .success(let intercepted):
                let previous = self.pendingRequest
                if let pending = intercepted.pending { self.pendingRequest = pending }
                var report = NavigationReport<ContextType>()
                report.redirectedBy = intercepted.redirectedBy
                report.pendingRequest = intercepted.pending
                // A request no interceptor redirected is the one resolved before; only a redirect
                // has links and a pending request of its own to read.
                let redirect: NavigationRequest<ContextType>
                if intercepted.redirectedBy.isEmpty {
                    redirect = intercepted.request
                } else {
                    do throws(NavigationFailure<ContextType>) {
                        redirect = try self.resolve(intercepted.request, takingPending: true)
                    } catch {
                        var failure = error
                        failure.report = report
                        return self.end(id, .failure(failure), completion)
                    }
                }
                RequestExecution(router: self, request: redirect, id: id, report: report) { result in
                    // When the request run instead fails (the login screen is not shown), the
                    // original is not kept: nothing on screen would ever resume it.
                    guard case .failure(var failure) = result, let pending = intercepted.pending else {
                        // The screen the redirect showed: the user leaving it drops the request.
                        if let pending = intercepted.pending, self.pendingRequest == pending,
                            let shown = self.tree.activeLeaf?.entry
                        {
                            self.redirectWatch = (shown, id)
                        }
                        return self.end(id, result, completion)
                    }
                    if self.pendingRequest == pending { self.pendingRequest = previous }
                    failure.report.pendingRequest = nil
                    self.end(id, .failure(failure), completion)
                }.start()
            }
        }
    }

    /// Ends the request `id` with `result`: the observers are told, then the completion.
    private func end(
        _ id: Int,
        _ result: NavigationResult<ContextType>,
        _ completion: (NavigationResult<ContextType>) -> Void
    ) {
        if isObserved { emitEnded(id: id, result) }
        completion(result)
    }

    /// Ends the request `id` with `failure`; apart from ``start(_:id:completion:)``, so that a
    /// request that starts does not look up the result's generic types (the result's, the
    /// report's and the failure's, about 1 000 instructions a request; callgrind, issue 31).
    @inline(never)
    private func end(
        _ id: Int,
        failure: NavigationFailure<ContextType>,
        _ completion: (NavigationResult<ContextType>) -> Void
    ) {
        end(id, .failure(failure), completion)
    }
}
