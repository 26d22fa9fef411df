import Portus

/// One request that a ``NavigationRouter`` runs: the shell that drives the routing layer's
/// execution machine (`RouteMachine`) for each of its steps in order — leaves, switches, updates
/// and the new elements' enters under one checked policy — with one report that every part
/// appends to.
///
/// The machine says what comes next; this shell does it — plans, asks an element to leave or a
/// container to switch, gives an element its new payload, presents a new element — and tells the
/// machine what happened. While an instruction runs, the router knows what it asks for
/// (``NavigationRouter/running``), so that it tells the tree's changes the request made from the
/// user's.
///
/// A completion that arrives at once — a headless element presents before it returns — does not
/// nest the next instruction in its call: it records what happened, and the loop that made the
/// call goes on. A completion that arrives later resumes the loop. So a request of any number of
/// steps or new elements uses a bounded stack, and its report is never copied.
@MainActor
final class RequestExecution<ContextType: Hashable & Sendable> {
    typealias Completion = (NavigationResult<ContextType>) -> Void

    /// The router whose request this is: its tree, factory and observers.
    private let navigator: NavigationRouter<ContextType>
    private let state: TreeState
    private let request: NavigationRequest<ContextType>
    /// The number of the request's steps, read once: generic code looks up the type of the
    /// array of steps at each read of its count.
    private let stepCount: Int
    private let id: Int
    private var completion: Completion?
    /// Unchecked: private, and every access appends, removes or reads instructions and contexts
    /// (values, whose `==` and hash are not called) or copies the report out before handing it
    /// to the completion, so no access spans a call into the app and none overlaps another; the
    /// dynamic check ran at each instruction.
    @exclusivity(unchecked) private var report: NavigationReport<ContextType>
    private var stepIndex = 0
    /// The step under way.
    private var step: PreparedStep<ContextType>?
    /// The execution of the step under way: what comes next.
    /// Unchecked: every access is a call of the machine's, which calls nothing back, so no access
    /// overlaps another; the dynamic check cost a tenth of a route's instructions (callgrind).
    @exclusivity(unchecked) private var machine = RouteMachine(destination: [], nodeCount: 0)
    /// For each entry of the step's destination from its first new element on, the index of that
    /// element in the step's list; -1 for a tab a new container shows.
    private var newElementAt: [Int] = []
    /// The index in the step's destination of its first new element.
    private var presentsFrom = 0
    /// The step's destination as the machine got it (the same buffer, not a copy): what a
    /// destination that cannot be reached names.
    private var stepDestination: [RoutingEntry] = []
    /// The number of instructions the report held when the step started.
    private var instructionsBeforeStep = 0
    /// Whether the instruction running is the report's last, in this layer's terms: appended when
    /// it starts, while the node it names (which a leave takes away) still has its element, and
    /// taken back if the tree does not show it done. Kept in the report rather than in an
    /// optional of its own: unspecialized code looks up the optional's and the instruction's
    /// generic metadata at each read (about 1 000 instructions an instruction; callgrind).
    private var isRecordingRunning = false
    /// How the new element being presented is shown, which the report records once its enter is
    /// executed.
    private var presentingAs: NavigationPresentation?
    /// Whether an instruction was started whose completion has not come yet.
    private var isWaiting = false
    /// Whether ``run()`` is on the stack: a completion then only records, and the loop goes on.
    private var isLooping = false
    /// Identifies the instruction waiting for its completion; a later call of an old completion
    /// is ignored.
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
        navigator = router
        state = router.tree.state
        self.request = request
        stepCount = request.steps.count
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
            if step == nil {
                startStep()
            } else {
                advance()
            }
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

    /// Prepares the step at ``stepIndex`` and starts its execution, or ends the request after its
    /// last step.
    private func startStep() {
        guard stepIndex < stepCount else { return succeed() }
        prepareStep()
    }

    /// Prepares the step at ``stepIndex`` and starts its execution. Apart from ``startStep()``,
    /// which also ends the request: generic code looks up the types a function names on
    /// entering it, and the end of a request needs none of the step's.
    @inline(never)
    private func prepareStep() {
        var prepared: PreparedStep<ContextType>
        do throws(NavigationError<ContextType>) {
            prepared = try navigator.prepare(request.steps[stepIndex], building: true)
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
        presentingAs = nil
        userChangesAtStep = navigator.userChanges
        machine = RouteMachine(
            destination: destination, presentsFrom: presentsFrom, updates: updates, nodeCount: navigator.tree.count)
    }

    /// Does what the step's machine says comes next.
    private func advance() {
        switch machine.next(in: state) {
        case .replan:
            replan()
        case .run(let action, let checksActor):
            run(action, checksActor: checksActor)
        case .update(let index, let node, let entry):
            runUpdate(index, of: node, entry)
        case .done:
            stepSucceeded()
        case .failure(let error):
            stepFailed(error)
        }
    }

    /// Runs the update at `index` of the step's updates on `node`, whose entry is `entry`.
    ///
    /// Apart from ``advance()``: the error it may meet is of a generic type, which generic code
    /// looks up on entering the function that names it — at every instruction, if that were
    /// ``advance()`` (about 5 000 instructions a `navigate` request, callgrind).
    @inline(never)
    private func runUpdate(_ index: Int, of node: NodeID, _ entry: RoutingEntry) {
        navigator.running = .update(node)
        let error = update(index, entry)
        navigator.running = nil
        if let error { return stopped(by: error) }
        if !machine.updated(node, in: state) { stopped(by: .emptyRequest) }
    }

    /// Plans the step again from the tree as it is.
    private func replan() {
        navigator.planCount += 1
        if case .failure(let error) = machine.replan(in: state, strategy: navigator.strategy) { stepFailed(error) }
    }

    /// Runs an instruction of the step: presents a new element over the active leaf's element, or
    /// asks the actor's routable to leave, switch or enter. The completion may come now or later.
    ///
    /// The instruction is the machine's running one, copied once from it (the routable's
    /// completion may come, and change the machine, before it returns).
    private func run(_ action: RoutingAction, checksActor: Bool) {
        guard let instruction = machine.runningInstruction else {
            // The machine names the instruction with every `.run`; failing the step here, rather
            // than returning to the loop, keeps a broken promise from spinning it.
            return stepFailed(.routeDidNotConverge(executed: machine.executed))
        }
        let entry = instruction.entry
        var executor: RoutingAction.Executor?
        if !machine.inPlace({ $0.presents(action) }) {
            executor = action.executor(in: state)
            guard let executor, !checksActor || executor.allows(entry) else {
                // An actor that lost its routable, its protocol or its consent since the plan
                // checked it: plan again. The first instruction of a plan was checked by it.
                return checksActor ? replan() : stepFailed(.notExecutable(instruction))
            }
        }
        isRecordingRunning = recordRunning(instruction)
        navigator.running = .action(action)
        token += 1
        let token = self.token
        isWaiting = true
        let animated = navigator.stepAnimation(isLast: stepIndex == stepCount - 1)
            .animates(isLastStep: machine.inPlace { $0.isLastStep })
        let completion: (Bool) -> Void = { [self] success in
            guard isWaiting, token == self.token else { return }
            isWaiting = false
            navigator.running = nil
            if machine.completed(success: success, in: state) {
                if isRecordingRunning {
                    isRecordingRunning = false
                    if navigator.isObserved { emitLastExecuted() }
                    if let presentation = presentingAs.take() { report.recordPresentation(presentation) }
                }
            } else {
                dropRunning()
            }
            if !isLooping { run() }
        }
        if let executor { return executor.execute(entry, animated: animated, completion: completion) }
        guard case .enter(let destinationIndex, _) = action else { return }
        let over = action.actorRoutable(in: state)
        if let error = present(
            newElementAt[destinationIndex - presentsFrom], over: over, animated: animated, completion: completion)
        {
            // The element could not start and will not call the completion.
            guard isWaiting, token == self.token else { return }
            isWaiting = false
            navigator.running = nil
            dropRunning()
            stopped(by: error)
        }
    }

    /// The step's plan was executed: the next step comes.
    private func stepSucceeded() {
        guard let step else { return }
        addReused(step.reused)
        self.step = nil
        stepIndex += 1
    }

    /// The step stopped with an error of the routing layer. A step that met a change of the
    /// user's — what it prepared (the elements to reuse, the new ones) may be gone — is prepared
    /// again from what is shown.
    private func stepFailed(_ error: RoutingError) {
        guard let step else { return }
        if navigator.userChanges != userChangesAtStep, replans < Self.maximumReplans {
            replans += 1
            self.step = nil
            return
        }
        stepFailed(error, reused: step.reused)
    }

    /// Ends the request with its report, after its last step; apart from ``startStep()``, as are
    /// the failures, so that the steps' path does not look up the result's generic types.
    @inline(never)
    private func succeed() {
        finish(.success(report))
    }

    /// Ends the request: an element of the step could not do what it was asked.
    @inline(never)
    private func stopped(by error: NavigationError<ContextType>) {
        if let step { addReused(step.reused) }
        fail(error)
    }

    /// Ends the request with the routing layer's failure of the step under way.
    @inline(never)
    private func stepFailed(_ error: RoutingError, reused: [NavigationContext<ContextType>]) {
        // A step its plan refuses stops before anything runs, reusing nothing.
        if !error.isFoundWhilePlanning || report.instructions.count > instructionsBeforeStep {
            addReused(reused)
        }
        fail(navigationError(for: error))
    }

    /// Adds the contexts a step reused to the report; the first step's list is taken as it is.
    private func addReused(_ reused: [NavigationContext<ContextType>]) {
        // A count, not `isEmpty`: that looks up the array's type and its conformance too.
        if report.reused.count == 0 {
            report.reused = reused
        } else {
            report.reused += reused
        }
    }

    /// Shows the new element at `index` of the step's list over the active leaf's element.
    ///
    /// - Returns: `nil` when the presentation started, and will call `completion` once; why it
    ///   could not start otherwise.
    private func present(
        _ index: Int,
        over leaf: (any Routable)?,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) -> PresentRefusal? {
        guard index >= 0, let next = step?.entering[index], let element = next.element else { return .noElement }
        guard let shower = leaf as? any NavigationPresenter, shower.canPresent(next.presentation) else {
            return .cannotPresent(index)
        }
        presentingAs = next.presentation
        shower.present(element, as: next.presentation, animated: animated, completion: completion)
        return nil
    }

    /// Why a new element could not start: not generic, so that ``run(_:checksActor:)``, which
    /// presents, looks up no error type at each instruction (generic code looks up every type a
    /// function names on entering it).
    private enum PresentRefusal {
        /// The step has no element at the index.
        case noElement
        /// The active leaf cannot present the element at the index as it is to be shown.
        case cannotPresent(Int)
    }

    /// Ends the request: the new element could not start.
    @inline(never)
    private func stopped(by refusal: PresentRefusal) {
        guard case .cannotPresent(let index) = refusal, let next = step?.entering[index], let element = next.element
        else { return stopped(by: .emptyRequest) }
        stopped(by: .cannotPresent(element.context, next.presentation))
    }

    /// Gives the reused element at `index` of the step's updates its new payload, and tells the tree.
    ///
    /// - Returns: `nil` when the element took it; why it did not otherwise.
    private func update(_ index: Int, _ entry: RoutingEntry) -> NavigationError<ContextType>? {
        guard let update = step?.updates[index], let element = entry.routable else { return .emptyRequest }
        guard entry.updateElement(to: update.context) else { return .notAnElement(entry) }
        do throws(NavigationError<ContextType>) {
            try NavigationError<ContextType>.telling { () throws(RoutingError) in
                try navigator.tree.didUpdateNode(with: entry, to: element.entry)
            }
        } catch {
            return error
        }
        record(.update(from: update.match.context, to: update.context))
        return nil
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
        if navigator.isObserved { emitExecuted(instruction) }
    }

    /// Appends the instruction that starts running to the report, in this layer's terms, before
    /// it runs: it counts once ``dropRunning()`` is no longer called for it.
    ///
    /// - Returns: Whether it appended it (not when the instruction's node is not an element of
    ///   the router's type, which the report does not list).
    private func recordRunning(_ instruction: RoutingInstruction) -> Bool {
        // Through the router's own type: naming `NavigationRouter<ContextType>` would look the
        // class up at each instruction.
        guard let running = type(of: navigator).navigationInstruction(for: instruction) else { return false }
        report.instructions.append(running)
        return true
    }

    /// Takes the running instruction back out of the report: it did not complete, or the tree
    /// does not show it done.
    @inline(never)
    private func dropRunning() {
        guard isRecordingRunning else { return }
        isRecordingRunning = false
        report.instructions.removeLast()
    }

    /// Tells the observers of the report's last instruction, just executed.
    @inline(never)
    private func emitLastExecuted() {
        emitExecuted(report.instructions[report.instructions.count - 1])
    }

    /// Tells the observers; apart from ``record(_:)``, so that a request nobody observes does not
    /// look up the event's type.
    @inline(never)
    private func emitExecuted(_ instruction: NavigationInstruction<ContextType>) {
        navigator.emit(.instructionExecuted(id: id, instruction))
    }
}

extension RouteMachine {
    /// `read` of the machine, called where the machine is stored: a non-mutating member of a
    /// struct stored in a class is called on a copy of the struct, which retains and releases each
    /// of the machine's arrays — two copies an instruction cost about 8 000 instructions a
    /// `navigate` request (callgrind); a mutating one is called in place.
    fileprivate mutating func inPlace<Value>(_ read: (Self) -> Value) -> Value {
        read(self)
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
