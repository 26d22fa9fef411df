/// The shell that runs one route of a ``Router``: it asks its ``RouteMachine`` what comes next,
/// does it — plans, or asks a node to enter, leave or switch — and tells the machine what
/// happened.
///
/// Nodes that complete at once do not nest the next instruction in their call: the execution
/// loops, so a route of any length uses a bounded stack.
@MainActor
final class RouteExecution {
    typealias Completion = (Result<RoutingInstructions, RoutingError>) -> Void

    private let router: Router
    private let state: TreeState
    private let animation: RoutingAnimation
    /// Unchecked: every access is a call of the machine's, which calls nothing back, so no access
    /// overlaps another; the dynamic check cost a tenth of a route's instructions (callgrind).
    @exclusivity(unchecked) private var machine: RouteMachine
    /// The caller's completion, if it gave one.
    private var completion: Completion?
    /// Tells the router's queue that the route is over, after ``completion``. Kept apart from
    /// it, so that no closure is made to call the two (an allocation a route, as was the closure
    /// that made the caller's optional completion a plain one).
    private let done: () -> Void
    /// Whether the route finished: its completion was called, or it had none to call.
    private var isFinished = false
    /// Identifies the instruction waiting for its node's completion; 0 when none waits. A later
    /// call of an old completion is ignored.
    private var waitingToken = 0
    private var nextToken = 0
    private var isLooping = false
    /// The ticket of the instruction that completed last, kept for the next one (see ``Ticket``);
    /// `nil` while an instruction waits and once the route is finished, so that the execution
    /// and a ticket never hold each other for long.
    private var spareTicket: Ticket?

    /// What a node's completion captures: the execution, and the token of the instruction it
    /// completes. A closure that captures one object takes it as its context, so handing out a
    /// completion allocates nothing when the ticket of the last instruction is reused — which it
    /// is when no node holds that completion any more; otherwise the new instruction gets a new
    /// ticket, and a late call of the old completion still carries the old token. (A context of
    /// the execution and a token was allocated and freed for every instruction: 4 500
    /// instructions of a 21-instruction `route`, callgrind.)
    private final class Ticket {
        let execution: RouteExecution
        var token = 0

        init(_ execution: RouteExecution) {
            self.execution = execution
        }
    }

    /// A route to `destination`, with the instructions already executed towards it; `completion`
    /// gets its result and then `done` is called, once each.
    init(
        router: Router,
        destination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executed: RoutingInstructions,
        completion: Completion?,
        done: @escaping () -> Void
    ) {
        self.router = router
        state = router.tree.state
        self.animation = animation
        machine = RouteMachine(destination: destination, executed: executed, nodeCount: state.count)
        self.completion = completion
        self.done = done
    }

    /// Plans and runs the route.
    func start() {
        run()
    }

    private func run() {
        isLooping = true
        defer { isLooping = false }
        while !isFinished, waitingToken == 0 {
            switch machine.next(in: state) {
            case .replan:
                replan()
            case .run(let action, let checksActor):
                run(action, checksActor: checksActor)
            case .update:
                // A route of this router has no updates.
                return finish(.failure(.routeDidNotConverge(executed: machine.executed)))
            case .done:
                return finish(.success(machine.executed))
            case .failure(let error):
                return finish(.failure(error))
            }
        }
    }

    /// Asks the actor's routable to run the machine's running instruction; its completion may
    /// come now or later.
    private func run(_ action: RoutingAction, checksActor: Bool) {
        // Read from the machine, where it stays for `completed`: only its entry is copied, for
        // the routable (which may complete, and so change the machine, before it returns).
        guard let entry = machine.runningInstruction?.entry else {
            // The machine names the instruction with every `.run`; ending the route here, rather
            // than returning to the loop, keeps a broken promise from spinning it.
            return finish(.failure(.routeDidNotConverge(executed: machine.executed)))
        }
        guard let executor = action.executor(in: state) else {
            // A node that lost its routable or its protocol since the plan checked it: plan again.
            return checksActor ? replan() : notExecutable()
        }
        if checksActor, !executor.allows(entry) { return replan() }
        if let willExecute = router.willExecute, let instruction = machine.runningInstruction {
            willExecute(instruction)
        }
        nextToken += 1
        let ticket = newTicket()
        ticket.token = nextToken
        waitingToken = nextToken
        executor.execute(entry, animated: animation.animates(isLastStep: machine.isLastStep)) { [ticket] success in
            ticket.execution.completed(success, ticket: ticket)
        }
    }

    /// The node of the instruction `ticket` stands for completed.
    private func completed(_ success: Bool, ticket: Ticket) {
        guard ticket.token == waitingToken else { return }
        waitingToken = 0
        spareTicket = ticket
        // The instruction executed is the last of the machine's: read only for a hook, so that
        // the completion captures no copy of it.
        if machine.completed(success: success, in: state), let didExecute = router.didExecute,
            let executed = machine.executed.last
        {
            didExecute(executed)
        }
        if !isLooping { run() }
    }

    /// Ends the route: the first instruction's actor, which the plan checked, cannot run it.
    private func notExecutable() {
        guard let instruction = machine.runningInstruction else { return }
        finish(.failure(.notExecutable(instruction)))
    }

    /// The spare ticket when no completion holds it any more, else a new one.
    private func newTicket() -> Ticket {
        if var spare = spareTicket {
            spareTicket = nil
            if isKnownUniquelyReferenced(&spare) { return spare }
        }
        return Ticket(self)
    }

    /// Plans again from the tree as it is; a plan that fails ends the route.
    private func replan() {
        router.planCount += 1
        if case .failure(let error) = machine.replan(in: state, strategy: router.strategy) {
            finish(.failure(error))
        }
    }

    private func finish(_ result: Result<RoutingInstructions, RoutingError>) {
        guard !isFinished else { return }
        isFinished = true
        let completion = self.completion.take()
        spareTicket = nil
        completion?(result)
        done()
    }
}
