import Portus

/// One request that a ``NavigationRouter`` runs: its steps in order, each planned, routed, updated
/// and presented, with one report that every part appends to.
///
/// A completion that arrives at once — a headless element presents before it returns — does not
/// nest the next part in its call: it records what happened, and the loop that made the call
/// goes on. A completion that arrives later resumes the loop. So a request of any number of steps
/// or new elements uses a bounded stack, and its report is never copied.
@MainActor
final class RequestExecution<ContextType: Hashable & Sendable> {
    typealias Completion = (NavigationResult<ContextType>) -> Void

    /// What the loop does next.
    private enum Phase {
        /// Plan the step at ``stepIndex``, or end the request after its last step.
        case prepare
        /// Route to the step's destination through the routing layer.
        case route
        /// Give the reused elements their new payloads.
        case update
        /// Present the new element at this index of the step's list.
        case present(Int)
    }

    private let router: NavigationRouter<ContextType>
    private let request: NavigationRequest<ContextType>
    private let id: Int
    private var completion: Completion?
    private var report: NavigationReport<ContextType>
    private var stepIndex = 0
    private var phase = Phase.prepare
    private var step: PreparedStep<ContextType>?
    /// The element the next new element is shown over.
    private var presenter: AnyObject?
    /// The instruction the routing layer is executing, in this layer's terms.
    private var current: NavigationInstruction<ContextType>?
    /// Whether a part was started whose completion has not come yet.
    private var isWaiting = false
    /// Whether ``run()`` is on the stack: a completion then only records, and the loop goes on.
    private var isLooping = false
    /// Identifies the part waiting for its completion; a later call of an old completion is ignored.
    private var token = 0

    init(
        router: NavigationRouter<ContextType>,
        request: NavigationRequest<ContextType>,
        id: Int,
        report: NavigationReport<ContextType>,
        completion: @escaping Completion
    ) {
        self.router = router
        self.request = request
        self.id = id
        self.report = report
        self.completion = completion
    }

    /// Runs the request from its first step.
    func start() {
        run()
    }

    // MARK: - The loop

    private func run() {
        isLooping = true
        defer { isLooping = false }
        while completion != nil, !isWaiting {
            advance()
        }
    }

    /// Starts waiting for a completion; returns the token the completion must bring back.
    private func wait() -> Int {
        token += 1
        isWaiting = true
        return token
    }

    /// A completion came: `false` when it is not the one awaited (late or repeated).
    private func resume(_ token: Int) -> Bool {
        guard isWaiting, token == self.token, completion != nil else { return false }
        isWaiting = false
        return true
    }

    /// Continues the loop after a completion, unless the loop that waited for it is still running.
    private func continueLoop() {
        if !isLooping { run() }
    }

    private func advance() {
        switch phase {
        case .prepare: prepare()
        case .route: route()
        case .update: update()
        case .present(let index): present(index)
        }
    }

    private func finish(_ result: NavigationResult<ContextType>) {
        router.expected = nil
        guard let completion else { return }
        self.completion = nil
        step = nil
        presenter = nil
        completion(result)
    }

    private func fail(_ error: NavigationError<ContextType>) {
        finish(.failure(NavigationFailure(error, stepIndex: stepIndex, report: report)))
    }

    // MARK: - The parts of a step

    private func prepare() {
        guard stepIndex < request.steps.count else { return finish(.success(report)) }
        let prepared: PreparedStep<ContextType>
        do throws(NavigationError<ContextType>) {
            prepared = try router.prepare(request.steps[stepIndex], building: true)
        } catch {
            return fail(error)
        }
        report.reused += prepared.reused
        step = prepared
        phase = .route
    }

    private var isLastStep: Bool { stepIndex == request.steps.count - 1 }

    private func route() {
        guard let step else { return fail(.emptyRequest) }
        let routingIsLast = isLastStep && step.updates.isEmpty && step.entering.isEmpty
        let token = wait()
        router.router.route(
            to: step.destination,
            animation: router.stepAnimation(isLast: routingIsLast),
            willExecute: { [self] instruction in
                current = NavigationRouter<ContextType>.navigationInstruction(for: instruction)
                router.expected = router.routables(actedOnBy: instruction)
            },
            didExecute: { [self] _ in
                router.expected = nil
                guard let instruction = current else { return }
                record(instruction)
            }
        ) { [self] result in
            guard resume(token) else { return }
            router.expected = nil
            if case .failure(let error) = result { return fail(.routing(error)) }
            phase = .update
            continueLoop()
        }
    }

    private func update() {
        guard let step else { return fail(.emptyRequest) }
        for update in step.updates {
            // The user may have taken the element away since the step was planned.
            guard let element = update.match.node.entry.routable else { return fail(.interrupted(update.context)) }
            let entry = element.entry
            router.expected = [ObjectIdentifier(element)]
            guard entry.updateElement(to: update.context) else { return fail(.notAnElement(entry)) }
            do throws(RoutingError) {
                try router.tree.didUpdateNode(with: entry, to: element.entry)
            } catch {
                return fail(.routing(error))
            }
            router.expected = nil
            record(.update(from: update.match.context, to: update.context))
        }
        presenter = step.destination.last?.routable
        phase = .present(0)
    }

    /// Presents the new element at `index` over the active leaf; after the last, goes on to the
    /// next step.
    private func present(_ index: Int) {
        guard let step else { return fail(.emptyRequest) }
        guard index < step.entering.count else {
            router.expected = nil
            stepIndex += 1
            phase = .prepare
            return
        }
        let next = step.entering[index]
        // A run makes every element before it executes anything.
        guard let element = next.element else { return fail(.noElement(next.context)) }
        let context = element.context
        let tree = router.tree
        // The user may have navigated since the part before: the element is shown over the node
        // the plan expects, or not at all.
        guard let presenter, NavigationRouter<ContextType>.isOnTop(presenter, leaf: tree.activeLeaf),
            let leaf = tree.activeLeaf?.entry.routable
        else { return fail(.interrupted(context)) }
        guard let shower = leaf as? any NavigationPresenter, shower.canPresent(next.presentation) else {
            return fail(.cannotPresent(context, next.presentation))
        }
        router.expected = [ObjectIdentifier(element)]
        let isLast = isLastStep && index == step.entering.count - 1
        let token = wait()
        shower.present(
            element,
            as: next.presentation,
            animated: router.stepAnimation(isLast: isLast).animates(isLastStep: isLast)
        ) { [self] success in
            guard resume(token) else { return }
            router.expected = nil
            guard success, tree.node(for: element.entry) != nil else { return fail(.presentFailed(context)) }
            record(.enter(context))
            self.presenter = element
            phase = .present(index + 1)
            continueLoop()
        }
    }

    /// Adds an executed instruction to the report and tells the observers.
    private func record(_ instruction: NavigationInstruction<ContextType>) {
        report.instructions.append(instruction)
        router.emit(.instructionExecuted(id: id, instruction))
    }
}
