import Portus

/// The entry point of navigation: shows context sequences and takes elements away.
///
/// A request is planned **as a whole** with the ``NavigationTransitionProvider``: existing
/// elements are reused (or updated in place), containers are switched, what stands in the way is
/// left, and only then are new elements made by the ``NavigationElementFactory`` and presented.
///
/// Requests run one at a time, in order; a request made from a completion or a transition waits
/// for the running one. Each request ends exactly once, with a ``NavigationReport`` or a
/// ``NavigationFailure`` that names the failed step and what had already happened.
///
/// ```swift
/// let router = NavigationRouter(tree: tree, factory: registry)
/// router.present([catalog, category("shoes"), product(42)]) { result in
///     print(result)  // success: switchTo(catalog), enter(category(shoes)), enter(product(42))
/// }
/// ```
@MainActor
public final class NavigationRouter<ContextType: Hashable & Sendable> {
    /// A context of this router's type.
    public typealias Context = NavigationContext<ContextType>

    /// The tree the elements keep up to date.
    public let tree: RoutingTree
    /// The routing-tree router that executes leaves and switches; its strategy is
    /// ``RoutingStrategy/keepBranches`` unless set, so tabs keep their stacks.
    public let router: Router
    /// Makes new elements.
    public var factory: any NavigationElementFactory<ContextType>
    /// Decides what to reuse, how to present, what to dismiss.
    public var transitions: any NavigationTransitionProvider<ContextType>
    /// Which steps are animated; only the last one unless set.
    public var animation: RoutingAnimation = .lastStep
    /// What a new request does to the requests waiting in the queue.
    public var queuePolicy: NavigationQueuePolicy = .enqueue

    /// Look at every request before it is planned, in order; see ``NavigationInterceptor``.
    public var interceptors: [any NavigationInterceptor<ContextType>] = []
    /// The request an interceptor set aside with a redirect, waiting for ``resumePending(completion:)``.
    ///
    /// It is held from the moment the request that runs instead starts; when that request fails,
    /// the router goes back to what was pending before.
    public internal(set) var pendingRequest: NavigationRequest<ContextType>?

    private let queue = SerialQueue()
    private var nextRequestID = 1
    private var observers: [(NavigationEvent<ContextType>) -> Void] = []

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - tree: The tree the elements keep up to date.
    ///   - factory: Makes new elements.
    ///   - transitions: Decides what to reuse, how to present, what to dismiss.
    ///   - strategy: How branches that are switched away from are treated.
    public init(
        tree: RoutingTree,
        factory: any NavigationElementFactory<ContextType>,
        transitions: any NavigationTransitionProvider<ContextType> = DefaultNavigationTransitionProvider(),
        strategy: RoutingStrategy = .keepBranches
    ) {
        self.tree = tree
        self.router = Router(tree: tree, strategy: strategy)
        self.factory = factory
        self.transitions = transitions
    }

    /// Calls `observer` with every event: request started, instruction executed, request ended.
    public func addObserver(_ observer: @escaping (NavigationEvent<ContextType>) -> Void) {
        observers.append(observer)
    }

    /// The number of requests waiting to start.
    public var pendingCount: Int { queue.pendingCount }

    /// Whether a request is running.
    public var isRunning: Bool { queue.isRunning }

    // MARK: - Requests

    /// Runs a request after the ones before it.
    ///
    /// - Parameters:
    ///   - request: The steps to run.
    ///   - completion: Called exactly once with the report, or the failure.
    /// - Returns: A ticket that can cancel the request before it starts.
    @discardableResult
    public func perform(
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
        let queueID = queue.enqueue(
            { [weak self] done in
                guard let self else {
                    finish(.failure(NavigationFailure(error: .cancelled, step: 0, report: .init())))
                    return done()
                }
                self.start(request, id: id) { result in
                    finish(result)
                    done()
                }
            },
            cancel: { finish(.failure(NavigationFailure(error: .cancelled, step: 0, report: .init()))) }
        )
        return NavigationTicket(id: id) { [weak self] _ in self?.queue.cancel(queueID) ?? false }
    }

    /// Runs the interceptors, then the request's steps, with the events around them.
    private func start(
        _ request: NavigationRequest<ContextType>,
        id: Int,
        completion: @escaping (NavigationResult<ContextType>) -> Void
    ) {
        emit(.requestStarted(id: id, request))
        let end = { (result: NavigationResult<ContextType>) in
            self.emit(.requestEnded(id: id, result))
            completion(result)
        }
        intercept(request) { intercepted in
            switch intercepted {
            case .failure(let failure):
                var report = NavigationReport<ContextType>()
                report.redirectedBy = failure.redirectedBy
                end(.failure(NavigationFailure(error: failure.error, step: 0, report: report)))
            case .success(let intercepted):
                let previous = self.pendingRequest
                if let pending = intercepted.pending { self.pendingRequest = pending }
                var report = NavigationReport<ContextType>()
                report.redirectedBy = intercepted.redirectedBy
                report.pendingRequest = intercepted.pending
                self.run(intercepted.request, id: id, step: 0, report: report) { result in
                    // When the request run instead fails (the login screen is not shown), the
                    // original is not kept: nothing on screen would ever resume it.
                    guard case .failure(var failure) = result, let pending = intercepted.pending else {
                        return end(result)
                    }
                    if self.pendingRequest == pending { self.pendingRequest = previous }
                    failure.report.pendingRequest = nil
                    end(.failure(failure))
                }
            }
        }
    }

    /// Shows `contexts` at the end of the active path, reusing what exists.
    @discardableResult
    public func present(
        _ contexts: [Context],
        source: String = "app",
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        perform(.present(contexts, source: source), completion: completion)
    }

    /// Shows one context, reusing an element that shows it if there is one.
    @discardableResult
    public func present(
        _ context: Context,
        source: String = "app",
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        present([context], source: source, completion: completion)
    }

    /// Shows a context of `type` with no payload.
    @discardableResult
    public func present(
        _ type: ContextType,
        source: String = "app",
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        present([Context(type: type)], source: source, completion: completion)
    }

    /// Takes away the shown element with `context`, and everything above it.
    @discardableResult
    public func dismiss(
        _ context: Context,
        source: String = "app",
        completion: ((NavigationResult<ContextType>) -> Void)? = nil
    ) -> NavigationTicket {
        perform(.dismiss(context, source: source), completion: completion)
    }

    // MARK: - Dry run

    /// The instructions one step would execute from the current state, without executing any.
    ///
    /// New elements are made by the factory to learn how they are presented, then discarded.
    public func plan(_ step: NavigationStep<ContextType>) -> Result<
        [NavigationInstruction<ContextType>], NavigationError<ContextType>
    > {
        do throws(NavigationError<ContextType>) {
            return .success(try prepare(step).instructions)
        } catch {
            return .failure(error)
        }
    }

    /// The instructions that showing `contexts` would execute, without executing any.
    public func plan(_ contexts: [Context]) -> Result<
        [NavigationInstruction<ContextType>], NavigationError<ContextType>
    > {
        plan(.present(contexts))
    }

    // MARK: - Execution

    func emit(_ event: NavigationEvent<ContextType>) {
        for observer in observers { observer(event) }
    }

    private func run(
        _ request: NavigationRequest<ContextType>,
        id: Int,
        step index: Int,
        report: NavigationReport<ContextType>,
        completion: @escaping (NavigationResult<ContextType>) -> Void
    ) {
        guard !request.steps.isEmpty else {
            return completion(.failure(NavigationFailure(error: .emptyRequest, step: 0, report: report)))
        }
        guard index < request.steps.count else { return completion(.success(report)) }
        let plan: NavigationPlan<ContextType>
        do throws(NavigationError<ContextType>) {
            plan = try prepare(request.steps[index])
        } catch {
            return completion(.failure(NavigationFailure(error: error, step: index, report: report)))
        }
        let isLastStep = index == request.steps.count - 1
        execute(plan, id: id, isLastStep: isLastStep, report: report) { [weak self] result in
            switch result {
            case .success(let report):
                guard let self else { return completion(.success(report)) }
                self.run(request, id: id, step: index + 1, report: report, completion: completion)
            case .failure(let failure):
                completion(.failure(NavigationFailure(error: failure.error, step: index, report: failure.report)))
            }
        }
    }
}
