import Portus

/// The entry point of navigation: shows context sequences, selects tabs, goes back, opens links.
///
/// A request is planned **as a whole** with the ``NavigationTransitionProvider``: existing
/// elements are reused (or updated in place), containers are switched, what stands in the way is
/// left, and only then are new elements made by the ``NavigationElementFactory`` and presented.
///
/// Requests run one at a time, in order; a request made from a completion or a transition waits
/// for the running one. Each request ends exactly once, with a ``NavigationReport`` or a
/// ``NavigationFailure`` that names the failed step and what had already happened.
///
/// From async code, `await` the request; from synchronous code — a button's action — hand it to
/// ``enqueue(_:completion:)``, which returns at once:
///
/// ```swift
/// let report = try await router.navigate(to: [.catalog, .category("shoes"), .product(42)])
/// print(report)  // switchTo(catalog), enter(category(shoes)), enter(product(42))
///
/// router.enqueue(.navigate(to: [.cart]))
/// ```
///
/// A router lives while it has requests to run: every completion is called, even when the app
/// lets go of the router meanwhile.
@MainActor
public final class NavigationRouter<ContextType: Hashable & Sendable> {
    /// A context of this router's type.
    public typealias Context = NavigationContext<ContextType>

    /// The tree the elements keep up to date.
    public let tree: RoutingTree
    /// Makes new elements, and says how each type is shown.
    public var factory: any NavigationElementFactory<ContextType>
    /// Decides what to reuse and what a close or a go-back takes away.
    public var transitions: any NavigationTransitionProvider<ContextType>
    /// Reads the links of ``open(_:source:)-(String,_)`` and ``NavigationStep/open(_:)``: a
    /// ``DeeplinkTable``, or any ``DeeplinkResolver`` of the app's; none unless set, and then
    /// every link fails with ``DeeplinkError/noMatch(_:)``.
    public var deeplinks: (any DeeplinkResolver<ContextType>)?
    /// Which steps are animated; only the last one unless set.
    public var animation: RoutingAnimation = .lastStep
    /// What a new request does to the requests waiting in the queue.
    public var queuePolicy: NavigationQueuePolicy = .enqueue
    /// The most contexts one request may show, counted over its `navigate(to:)` steps once its
    /// links are read; 1 000 unless set.
    ///
    /// A request over the limit fails with ``NavigationError/tooManyContexts(_:limit:)`` before
    /// anything runs, and so does ``restore(_:)`` of a snapshot with more elements. Links,
    /// navigation logs and snapshots can come from outside the app: the limit keeps them from
    /// making any number of screens. Real apps show tens of screens at most, so the default
    /// leaves them ample room; raise it when the app means to show more in one request.
    public var maximumContextsPerRequest = 1_000
    /// The width class of the app's window: what a presentation registered per width class
    /// (``NavigationPresentation/adaptive(compact:regular:)``) is decided in where no element on
    /// the way to the presenter reports its own (``WidthClassReporting``, such as a split);
    /// ``NavigationWidthClass/compact`` unless set.
    ///
    /// Set it from the window's horizontal size class when the scene starts and whenever it
    /// changes (UIKit: `traitCollection.horizontalSizeClass`; SwiftUI: the
    /// `horizontalSizeClass` environment value). Changing it moves nothing already shown: it
    /// applies to the elements shown after.
    public var windowWidthClass: NavigationWidthClass = .compact

    /// Look at every request before it is planned, in order; see ``NavigationInterceptor``.
    public var interceptors: [any NavigationInterceptor<ContextType>] = [] {
        didSet { isIntercepted = !interceptors.isEmpty }
    }
    /// Whether ``interceptors`` has any: read at every request without looking up the type of a
    /// list of parameterized existentials, as `interceptors.isEmpty` would.
    private var isIntercepted = false
    /// The request an interceptor set aside with a redirect, waiting for ``resumePending()``.
    ///
    /// It is held from the moment the request that runs instead starts; when that request fails,
    /// the router goes back to what was pending before.
    public internal(set) var pendingRequest: NavigationRequest<ContextType>?

    /// Executes the leaves and switches of each step; the app never reaches it, so no hook of its
    /// own is lost and nothing routes around the queue.
    let router: Router
    /// How many plans the routing layer made for this router, dry runs and replans included: for
    /// tests that check a step is planned once.
    package var planCount: Int { router.planCount }
    private let queue = SerialQueue()
    private var nextRequestID = 1
    private var nextObserverID = 1
    /// The observers and their identifiers, in parallel arrays: whether anyone observes is read
    /// from the identifiers, with no generic type to look up on the way.
    private var observerIDs: [NavigationObserverID] = []
    private var observers: [(NavigationEvent<ContextType>) -> Void] = []
    private var treeObserver: RoutingTree.ObserverID?
    /// How many changes of the tree were the user's so far: a step that fails after one plans
    /// again from what is shown.
    private(set) var userChanges = 0
    /// The asks that wait for a value; made at the first ``ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)``.
    var answerBook: AnswerBook?

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - tree: The tree the elements keep up to date.
    ///   - factory: Makes new elements, and says how each type is shown.
    ///   - transitions: Decides what to reuse and what a close or a go-back takes away.
    ///   - deeplinks: Reads the links the router opens, such as a ``DeeplinkTable``.
    ///   - strategy: How branches that are switched away from are treated; by default they are
    ///     kept, so tabs keep their stacks.
    public init(
        tree: RoutingTree,
        factory: any NavigationElementFactory<ContextType>,
        transitions: any NavigationTransitionProvider<ContextType> = DefaultNavigationTransitionProvider(),
        deeplinks: (any DeeplinkResolver<ContextType>)? = nil,
        strategy: RoutingStrategy = .keepBranches
    ) {
        self.tree = tree
        self.router = Router(tree: tree, strategy: strategy)
        self.factory = factory
        self.transitions = transitions
        self.deeplinks = deeplinks
        treeObserver = tree.addObserver(classifying: { [weak self] change, isOwn in
            guard !isOwn, let self else { return }
            self.userChanges += 1
            self.treeDidChange(change)
        })
    }

    isolated deinit {
        if let treeObserver { tree.removeObserver(treeObserver) }
    }

    // MARK: - Observers

    /// Calls `observer` with every event: request started, instruction executed, request ended.
    ///
    /// - Returns: The observer's identifier, for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (NavigationEvent<ContextType>) -> Void) -> NavigationObserverID {
        let id = NavigationObserverID(value: nextObserverID)
        nextObserverID += 1
        observerIDs.append(id)
        observers.append(observer)
        return id
    }

    /// Stops calling an observer; it gets no event after this returns.
    ///
    /// - Parameter id: What ``addObserver(_:)`` returned; an identifier already removed is ignored.
    public func removeObserver(_ id: NavigationObserverID) {
        guard let index = observerIDs.firstIndex(of: id) else { return }
        observerIDs.remove(at: index)
        observers.remove(at: index)
    }

    /// Whether anyone observes: an event is made only then.
    var isObserved: Bool { !observerIDs.isEmpty }

    /// Calls the observers with `event`. Callers check ``isObserved`` first, so that a request
    /// nobody observes makes no event, nor the closure that would make one.
    func emit(_ event: NavigationEvent<ContextType>) {
        for observer in observers { observer(event) }
    }

    /// Reports a change of the tree that the router did not make as the user's.
    private func treeDidChange(_ change: RoutingTree.Change) {
        guard isObserved else { return }
        switch change {
        case .entered(let entry):
            guard let context = entry.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.enter(context)))
        case .left(let entry):
            guard let context = entry.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.leave(context)))
            if isObserved, let leavable = entry.routable as? any Leavable, !leavable.canLeaveNode(with: entry) {
                emit(.leaveGuardBypassed(context))
            }
        case .switched(_, let tab):
            guard let context = tab.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.switchTo(context)))
        case .updated:
            return
        }
    }

    // MARK: - Queue

    /// The number of requests waiting to start.
    public var pendingCount: Int { queue.pendingCount }

    /// Whether a request is running.
    public var isRunning: Bool { queue.isRunning }

    /// Queues a request and returns at once: for synchronous code, such as a button's action.
    ///
    /// The request runs after the ones before it (at once when none runs). Async code awaits
    /// ``perform(_:)`` or the verbs —
    /// ``navigate(to:source:)-([NavigationRouter<ContextType>.Context],_)``, ``goBack(source:)`` —
    /// instead.
    ///
    /// ```swift
    /// router.enqueue(.navigate(to: [.cart]))
    /// router.enqueue(.close(.cart)) { result in log(result) }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The steps to run.
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
        // The work holds the router strongly: a router the app lets go of still runs what it was
        // asked to, and calls every completion.
        let queueID = queue.enqueue(
            { done in
                self.start(request, id: id) { result in
                    finish(result)
                    done()
                }
            },
            cancel: { finish(.failure(NavigationFailure(.cancelled))) }
        )
        return NavigationTicket(id: id) { [weak self] _ in self?.queue.cancel(queueID) ?? false }
    }

    // MARK: - Running a request

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
        guard !request.steps.isEmpty else { return end(id, emptyRequestFailure(), completion) }
        let resolved: NavigationRequest<ContextType>
        do throws(NavigationFailure<ContextType>) {
            resolved = try resolve(request, takingPending: true)
        } catch {
            return end(id, .failure(error), completion)
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
                self.end(id, .failure(NavigationFailure(failure.error, report: report)), completion)
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

    @inline(never)
    private func emitStarted(id: Int, _ request: NavigationRequest<ContextType>) {
        emit(.requestStarted(id: id, request))
    }

    @inline(never)
    private func emitEnded(id: Int, _ result: NavigationResult<ContextType>) {
        emit(.requestEnded(id: id, result))
    }

    @inline(never)
    private func emptyRequestFailure() -> NavigationResult<ContextType> {
        .failure(NavigationFailure(.emptyRequest))
    }

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
