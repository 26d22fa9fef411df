import Portus

/// One request that a ``NavigationRouter`` runs: its steps in order, each prepared, then run by the
/// routing layer's executor — leaves, switches, updates and the new elements' enters under one
/// checked policy — with one report that every part appends to.
///
/// A completion that arrives at once — a headless element presents before it returns — does not
/// nest the next step in its call: it records what happened, and the loop that made the call
/// goes on. A completion that arrives later resumes the loop. So a request of any number of steps
/// or new elements uses a bounded stack, and its report is never copied.
@MainActor
final class RequestExecution<ContextType: Hashable & Sendable> {
    typealias Completion = (NavigationResult<ContextType>) -> Void

    private let router: NavigationRouter<ContextType>
    private let request: NavigationRequest<ContextType>
    private let id: Int
    private var completion: Completion?
    private var report: NavigationReport<ContextType>
    private var stepIndex = 0
    /// The step under way.
    private var step: PreparedStep<ContextType>?
    /// For each entry of the step's destination from its first new element on, the index of that
    /// element in the step's list; -1 for a tab a new container shows.
    private var newElementAt: [Int] = []
    /// The index in the step's destination of its first new element.
    private var presentsFrom = 0
    /// The step's destination as the executor got it (the same buffer, not a copy): what a
    /// destination that cannot be reached names.
    private var stepDestination: [RoutingEntry] = []
    /// The number of instructions the report held when the step started.
    private var instructionsBeforeStep = 0
    /// The instruction the routing layer is executing, in this layer's terms.
    private var current: NavigationInstruction<ContextType>?
    /// How the new element being presented is shown, which the report records once its enter is
    /// executed.
    private var presentingAs: NavigationPresentation?
    /// Why a hook stopped the step, when one did.
    private var hookError: NavigationError<ContextType>?
    /// Whether a step was started whose completion has not come yet.
    private var isWaiting = false
    /// Whether ``run()`` is on the stack: a completion then only records, and the loop goes on.
    private var isLooping = false
    /// Identifies the step waiting for its completion; a later call of an old completion is ignored.
    private var token = 0
    /// The router's count of the user's changes when the step under way was prepared.
    private var userChangesAtStep = 0
    /// How many times steps were prepared again after the user's change: bounded, so that a
    /// request ends even if the user changes the screen under every attempt.
    private var replans = 0
    private static var maximumReplans: Int { 16 }

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
            runStep()
        }
    }

    private func finish(_ result: NavigationResult<ContextType>) {
        guard let completion else { return }
        self.completion = nil
        step = nil
        completion(result)
    }

    private func fail(_ error: NavigationError<ContextType>) {
        finish(.failure(NavigationFailure(error, stepIndex: stepIndex, report: report)))
    }

    // MARK: - A step

    /// Prepares the step at ``stepIndex`` and hands it to the executor, or ends the request after
    /// its last step.
    private func runStep() {
        guard stepIndex < request.steps.count else { return succeed() }
        var prepared: PreparedStep<ContextType>
        do throws(NavigationError<ContextType>) {
            prepared = try router.prepare(request.steps[stepIndex], building: true)
        } catch {
            return fail(error)
        }
        // Moved out, not copied: the new entries are appended to the one buffer.
        var destination = prepared.destination
        prepared.destination = []
        presentsFrom = destination.count
        newElementAt.removeAll(keepingCapacity: true)
        destination.reserveCapacity(destination.count + prepared.entering.count)
        // Ranges of integers, not `indices` or iterators of the generic arrays: unspecialized code
        // looks up the types of those at each use.
        for index in 0..<prepared.entering.count {
            // A run makes every element before it executes anything.
            guard let element = prepared.entering[index].element else {
                return fail(.noElement(prepared.entering[index].context))
            }
            var entry = element.entry
            destination.append(entry)
            newElementAt.append(index)
            // A new container shows its selected tab once entered: the next element goes there.
            while let tab = entry.managedEntries?.activeEntry {
                destination.append(tab)
                newElementAt.append(-1)
                entry = tab
            }
        }
        var updates: [Int] = []
        updates.reserveCapacity(prepared.updates.count)
        for index in 0..<prepared.updates.count { updates.append(prepared.updates[index].match.node.depth) }
        step = prepared
        stepDestination = destination
        instructionsBeforeStep = report.instructions.count
        // One allocation for the step's instructions rather than one at each doubling (the plan's
        // length is known only to the executor: the new elements and updates are the guess), and
        // at least double, so that a request of many steps grows its report in linear time.
        let needed = instructionsBeforeStep + 2 * (prepared.entering.count + updates.count) + 4
        if report.instructions.capacity < needed {
            report.instructions.reserveCapacity(max(needed, 2 * report.instructions.capacity))
        }
        hookError = nil
        presentingAs = nil
        userChangesAtStep = router.userChanges
        token += 1
        let token = self.token
        isWaiting = true
        router.router.run(
            Router.Step(destination: destination, presentsFrom: presentsFrom, updates: updates),
            animation: router.stepAnimation(isLast: stepIndex == request.steps.count - 1),
            hooks: Router.Hooks(
                willExecute: { [self] instruction in
                    // Through the router's own type: naming `NavigationRouter<ContextType>` would look
                    // the class up at each instruction.
                    current = type(of: router).navigationInstruction(for: instruction)
                },
                didExecute: { [self] _ in
                    guard let instruction = current.take() else { return }
                    record(instruction)
                    if let presentation = presentingAs.take() { report.recordPresentation(presentation) }
                },
                present: { [self] index, over, animated, completion in
                    present(newElementAt[index - presentsFrom], over: over, animated: animated, completion: completion)
                },
                update: { [self] index, entry in update(index, entry) }
            )
        ) { [self] result in
            guard isWaiting, token == self.token, completion != nil, let step else { return }
            isWaiting = false
            guard case .success = result else {
                // The step met a change of the user's — what it prepared (the elements to reuse,
                // the new ones) may be gone: it is prepared again from what is shown.
                if case .failure = result, router.userChanges != userChangesAtStep, replans < Self.maximumReplans {
                    replans += 1
                    self.step = nil
                    if !isLooping { run() }
                    return
                }
                return stepFailed(result, reused: step.reused)
            }
            addReused(step.reused)
            self.step = nil
            stepIndex += 1
            if !isLooping { run() }
        }
    }

    /// Ends the request with its report, after its last step; apart from ``runStep()``, as are
    /// the failures, so that the steps' path does not look up the result's generic types.
    @inline(never)
    private func succeed() {
        finish(.success(report))
    }

    /// Ends the request with the failure of the step under way: a hook stopped it (`nil`) or the
    /// routing layer failed.
    @inline(never)
    private func stepFailed(
        _ result: Result<RoutingInstructions, RoutingError>?,
        reused: [NavigationContext<ContextType>]
    ) {
        switch result {
        case nil:
            addReused(reused)
            fail(hookError ?? .emptyRequest)
        case .failure(let error):
            // A step its plan refuses stops before anything runs, reusing nothing.
            if !error.isFoundWhilePlanning || report.instructions.count > instructionsBeforeStep {
                addReused(reused)
            }
            fail(navigationError(for: error))
        case .success:
            return
        }
    }

    /// Adds the contexts a step reused to the report; the first step's list is taken as it is.
    private func addReused(_ reused: [NavigationContext<ContextType>]) {
        if report.reused.isEmpty {
            report.reused = reused
        } else {
            report.reused += reused
        }
    }

    /// Shows the new element at `index` of the step's list over the active leaf's element.
    private func present(
        _ index: Int,
        over leaf: (any Routable)?,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) -> Bool {
        guard index >= 0, let next = step?.entering[index], let element = next.element else { return false }
        guard let shower = leaf as? any NavigationPresenter, shower.canPresent(next.presentation) else {
            hookError = .cannotPresent(element.context, next.presentation)
            return false
        }
        presentingAs = next.presentation
        shower.present(element, as: next.presentation, animated: animated, completion: completion)
        return true
    }

    /// Gives the reused element at `index` of the step's updates its new payload, and tells the tree.
    private func update(_ index: Int, _ entry: RoutingEntry) -> Bool {
        guard let update = step?.updates[index], let element = entry.routable else { return false }
        guard entry.updateElement(to: update.context) else {
            hookError = .notAnElement(entry)
            return false
        }
        do throws(NavigationError<ContextType>) {
            try NavigationError<ContextType>.telling { () throws(RoutingError) in
                try router.tree.didUpdateNode(with: entry, to: element.entry)
            }
        } catch {
            hookError = error
            return false
        }
        record(.update(from: update.match.context, to: update.context))
        return true
    }

    /// The error of the routing layer in this layer's terms: a new element that failed to show, or
    /// did not tell the tree, is a failed presentation.
    private func navigationError(for error: RoutingError) -> NavigationError<ContextType> {
        switch error {
        case .instructionFailed(.enter(let entry), _), .treeNotUpdated(.enter(let entry), _):
            guard let context = entry.elementContext(ContextType.self), let element = entry.routable,
                step?.entering.contains(where: { $0.element === element }) ?? false
            else { break }
            return .presentFailed(context)
        default: break
        }
        var destination: [NavigationContext<ContextType>] = []
        switch (error, step) {
        case (.destinationNotReachable, let step?), (.rootMismatch, let step?):
            // The path to the presenter; the prepared step's own copy was moved to the executor.
            destination = stepDestination[..<min(presentsFrom, stepDestination.count)]
                .compactMap { $0.elementContext(ContextType.self) }
            destination += step.entering.map(\.context)
        default: break
        }
        return NavigationError(
            error, destination: destination, executed: Array(report.instructions[instructionsBeforeStep...]))
    }

    /// Adds an executed instruction to the report and tells the observers.
    private func record(_ instruction: NavigationInstruction<ContextType>) {
        report.instructions.append(instruction)
        if router.isObserved { emitExecuted(instruction) }
    }

    /// Tells the observers; apart from ``record(_:)``, so that a request nobody observes does not
    /// look up the event's type.
    @inline(never)
    private func emitExecuted(_ instruction: NavigationInstruction<ContextType>) {
        router.emit(.instructionExecuted(id: id, instruction))
    }
}

extension RoutingError {
    /// Whether a plan finds the error before anything runs.
    fileprivate var isFoundWhilePlanning: Bool {
        switch self {
        case .destinationNotReachable, .emptyDestination, .emptyTree, .rootMismatch, .leaveRefused, .staleNode: true
        default: false
        }
    }
}
