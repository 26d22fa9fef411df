/// One route that a ``Router`` executes: planned once, then checked after every instruction.
///
/// After an instruction, the tree must show its effect (or the route stops with
/// ``RoutingError/treeNotUpdated(_:executed:)``) and the whole active path must be the one the
/// plan expected: the same nodes, none changed since the plan read them, and the nodes the plan
/// expected to be created, created since and equal to what it expected. Then the next planned
/// instruction runs; before it, its actor is checked as the planner checked it (alive, able to
/// act, and for a leave, still agreeing to be left). Anything else — the user went back or
/// switched a tab while the route ran, a node did more or less than asked — and the route plans
/// again from the tree as it is, which may end it with an error. A stale plan never runs.
///
/// Nodes that complete at once do not nest the next instruction in their call: the execution
/// loops, so a route of any length uses a bounded stack.
///
/// The stored properties are `@exclusivity(unchecked)`, as ``TreeState``'s are: no access to
/// them spans a call into the app, which reaches this type only through its completions.
@MainActor
final class RouteExecution {
    typealias Completion = (Result<RoutingInstructions, RoutingError>) -> Void

    /// Per-call observers, beside the router's public hooks.
    struct Observers {
        var willExecute: ((RoutingInstruction) -> Void)?
        var didExecute: ((RoutingInstruction) -> Void)?
    }

    private enum Check {
        /// The action and its instruction, and the actor's routable when the check read it.
        case ready(RoutingAction, RoutingInstruction, RoutingAction.Executor?)
        case replan
    }

    private let router: Router
    private let state: TreeState
    private let destination: StaticRoutingDestination
    private let animation: RoutingAnimation
    private let observers: Observers
    @exclusivity(unchecked) private var completion: Completion?
    @exclusivity(unchecked) private var executed: RoutingInstructions
    @exclusivity(unchecked) private var budget: Int

    @exclusivity(unchecked) private var plan: Plan
    /// The next step of the plan.
    @exclusivity(unchecked) private var next = 0
    /// Whether no step of the plan has run: its first step needs no check.
    @exclusivity(unchecked) private var isFresh = true
    /// The tree's stamp when the plan was made: a node of the tree is as planned while its
    /// revision is not greater.
    @exclusivity(unchecked) private var planStamp = 0
    /// The active path expected now.
    @exclusivity(unchecked) private var expected: [PlanNode] = []
    /// The tree's watch of its active path, started when the path was last found as expected:
    /// the positions above where it changed since need no new check.
    @exclusivity(unchecked) private var watch = 0
    /// The nodes of the tree that simulated nodes turned out to be, with the stamp then.
    @exclusivity(unchecked) private var bindings: [(id: NodeID, stamp: Int)?] = []

    /// The step waiting for its node's completion, and what it needs then; kept in separate
    /// properties so that none is copied to read another.
    @exclusivity(unchecked) private var pendingToken = 0
    @exclusivity(unchecked) private var pendingAction: RoutingAction?
    @exclusivity(unchecked) private var pendingInstruction: RoutingInstruction?
    @exclusivity(unchecked) private var pendingActorSerial = 0
    @exclusivity(unchecked) private var nextToken = 0
    @exclusivity(unchecked) private var isLooping = false

    init(
        router: Router,
        destination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executed: RoutingInstructions,
        observers: Observers,
        completion: @escaping Completion
    ) {
        self.router = router
        self.state = router.tree.state
        self.destination = destination
        self.animation = animation
        self.executed = executed
        self.observers = observers
        self.completion = completion
        plan = Plan(destination: destination)
        // Each instruction of a converging route leaves a node of the tree, or enters or switches
        // towards an entry of the destination; kept branches can hold any number of nodes to
        // leave, so the bound counts the whole tree, not the active path.
        budget = 2 * (state.count + destination.count) + 16
    }

    /// Plans and runs the route.
    func start() {
        guard replan() else { return }
        run()
    }

    // MARK: - The loop

    private func run() {
        isLooping = true
        defer { isLooping = false }
        while completion != nil, pendingToken == 0 {
            guard next < plan.steps.count else { return finish(.success(executed)) }
            guard budget > 0 else { return finish(.failure(.routeDidNotConverge(executed: executed))) }
            switch check(next) {
            case .replan:
                guard replan() else { return }
            case .ready(let action, let instruction, let executor):
                perform(action, instruction, executor: executor ?? action.executor(in: state))
            }
        }
    }

    /// Runs one action; the node's completion may come now or later.
    private func perform(
        _ action: RoutingAction,
        _ instruction: RoutingInstruction,
        executor: RoutingAction.Executor?
    ) {
        observers.willExecute?(instruction)
        router.willExecute?(instruction)
        guard let executor else { return finish(.failure(.notExecutable(instruction))) }
        nextToken += 1
        let token = nextToken
        pendingToken = token
        pendingAction = action
        pendingActorSerial = state.links[action.actor].serial
        let animated = animation.animates(isLastStep: next == plan.steps.count - 1)
        pendingInstruction = instruction
        let completion: (Bool) -> Void = { [self] success in nodeDidComplete(token: token, success: success) }
        // The tree learns that the parent is entering a child: the entry it is told about is that
        // child, not a namesake placeholder elsewhere.
        if case .enter(_, let parent) = action { state.beginEnter(from: parent) }
        // The entry is bound from the instruction, not read through `entry`, which copies it.
        switch instruction {
        case .leave(let entry), .enter(let entry), .switchTo(let entry, _):
            executor.execute(entry, animated: animated, completion: completion)
        }
    }

    /// A node called its completion; later calls for the same step are ignored.
    private func nodeDidComplete(token: Int, success: Bool) {
        guard token == pendingToken, let action = pendingAction.take(),
            let instruction = pendingInstruction.take()
        else { return }
        pendingToken = 0
        state.endEnter()
        guard success else { return finish(.failure(.instructionFailed(instruction, executed: executed))) }
        guard action.isShown(in: state, instruction: instruction, actorSerial: pendingActorSerial) else {
            return finish(.failure(.treeNotUpdated(instruction, executed: executed)))
        }
        observers.didExecute?(instruction)
        router.didExecute?(instruction)
        executed.append(consume instruction)
        budget -= 1
        next += 1
        isFresh = false
        if !treeIsAsExpected(after: next - 1) {
            guard replan() else { return }
        }
        if !isLooping { run() }
    }

    private func finish(_ result: Result<RoutingInstructions, RoutingError>) {
        guard let completion else { return }
        state.endEnter()
        self.completion = nil
        completion(result)
    }

    // MARK: - Planning and checking

    /// Plans from the tree as it is; `false` when planning failed and the route ended.
    private func replan() -> Bool {
        switch Planner(strategy: router.strategy, recordsExpectations: true).plan(state, to: destination) {
        case .failure(let error):
            finish(.failure(error))
            return false
        case .success(let fresh):
            plan = fresh
            next = 0
            isFresh = true
            planStamp = state.stamp
            expected = state.activePath.map(PlanNode.live)
            bindings = Array(repeating: nil, count: plan.simulated.count)
            watch = state.watchActivePath()
            return true
        }
    }

    /// The action of step `index` on the tree's nodes, or `.replan` when the tree no longer
    /// allows it. The first step of a fresh plan was checked by the planner; the others are
    /// checked as the planner would: the actor is alive and adopts the protocol, a node to leave
    /// still agrees, a container still manages the destination's entry.
    private func check(_ index: Int) -> Check {
        let action: RoutingAction
        switch plan.steps[index] {
        case .leave(let node):
            guard let id = resolve(node) else { return .replan }
            action = .leave(id)
        case .switchTo(let container, _, let destinationIndex):
            guard let id = resolve(container), state.links[id].entered == NodeLinks.none,
                let child = state.managedChild(of: id, matching: destinationIndex, of: destination)
            else { return .replan }
            action = .switchTo(container: id, child: child)
        case .enter(let destinationIndex, let parent):
            guard let id = resolve(parent), state.activeLeaf == id else { return .replan }
            action = .enter(destinationIndex: destinationIndex, parent: id)
        }
        let instruction = action.instruction(in: state, destination: destination)
        if isFresh { return .ready(action, instruction, nil) }
        guard let executor = action.executor(in: state) else { return .replan }
        if case .leave(let leavable) = executor, case .leave(let entry) = instruction,
            !leavable.canLeaveNode(with: entry)
        {
            return .replan
        }
        return .ready(action, instruction, executor)
    }

    /// Whether a node made since the plan equals the simulated node's entry.
    private func isExpected(_ id: NodeID, simulated: Int) -> Bool {
        if plan.simulated[simulated].ownEntry == nil {
            return state.matches(id, plan.simulated[simulated].destinationIndex, of: destination)
        }
        return state.matches(id, plan.entry(ofSimulated: simulated))
    }

    /// The node of the tree a plan node is, if it is still there.
    private func resolve(_ node: PlanNode) -> NodeID? {
        if let id = node.liveID { return state.contains(id) ? id : nil }
        guard let simulated = node.simulatedIndex, let binding = bindings[simulated],
            state.contains(binding.id)
        else { return nil }
        return binding.id
    }

    /// Applies the expectation of step `index` and compares the active path with it, binding
    /// simulated nodes to the nodes created for them.
    ///
    /// The whole path was as expected after the step before; what the step kept of the
    /// expectation, above where the tree's path changed since, is still so. Only the rest is
    /// compared: a route of `n` steps on a path of any depth costs O(n) checks, not O(n · depth).
    private func treeIsAsExpected(after index: Int) -> Bool {
        let expectation = plan.expectations[index]
        let start = index == 0 ? 0 : plan.expectations[index - 1].end
        expected.removeSubrange(expectation.kept...)
        expected.append(contentsOf: plan.expectedNodes[start..<expectation.end])
        let path = state.activePath
        guard path.count == expected.count else { return false }
        let unchanged = min(expectation.kept, state.activePathChanged(since: watch), expected.count)
        for position in unchanged..<expected.count {
            let node = expected[position]
            let id = path[position]
            if let planned = node.liveID {
                guard id == planned, state.links[id].revision <= planStamp else { return false }
            } else if let simulated = node.simulatedIndex {
                if let binding = bindings[simulated] {
                    guard id == binding.id, state.links[id].revision <= binding.stamp else { return false }
                } else {
                    guard state.links[id].serial > planStamp, isExpected(id, simulated: simulated) else { return false }
                    bindings[simulated] = (id, state.stamp)
                }
            }
        }
        watch = state.watchActivePath()
        return true
    }
}
