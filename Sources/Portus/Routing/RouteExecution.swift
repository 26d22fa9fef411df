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
/// The context layer's steps run here too (``Router/run(_:animation:hooks:completion:)``): their
/// new entries are entered through its present hook and its updates run before the first of
/// them, all under the same checks. While an instruction runs, the tree knows what it acts on
/// (``RoutingTree/UnderWay``), so that its observers can tell the router's changes from the
/// user's.
///
/// Nodes that complete at once do not nest the next instruction in their call: the execution
/// loops, so a route of any length uses a bounded stack.
///
/// The stored properties are `@exclusivity(unchecked)`, as ``TreeState``'s are: no access to
/// them spans a call into the app, which reaches this type only through its completions.
@MainActor
final class RouteExecution {
    /// Gets the result, or `nil` when a hook of the context layer stopped the route.
    typealias Completion = (Result<RoutingInstructions, RoutingError>?) -> Void

    private enum Check {
        /// The action and its instruction, and the actor's routable when the check read it.
        case ready(RoutingAction, RoutingInstruction, RoutingAction.Executor?)
        case replan
    }

    private let router: Router
    private let state: TreeState
    /// The path to show; an updated node's entry is replaced by its new one, so that a replan
    /// finds it equal.
    @exclusivity(unchecked) private var destination: StaticRoutingDestination
    private let animation: RoutingAnimation
    /// The context layer's hooks; `nil` for a route of ``Router/routeTo(staticDestination:animation:executedInstructions:completion:)``.
    private let hooks: Router.Hooks?
    /// The hooks' observers, read without copying the hooks.
    private let willExecute: ((RoutingInstruction) -> Void)?
    private let didExecute: ((RoutingInstruction) -> Void)?
    /// The destination index from which entries are entered through the present hook.
    private let presentsFrom: Int
    /// The destination indices of the nodes to update, and how many were updated.
    private let updates: [Int]
    @exclusivity(unchecked) private var updated = 0
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
    /// The tree's stamp when the waiting step began: a step that fails after the tree changed
    /// met a change it did not make.
    @exclusivity(unchecked) private var pendingStamp = 0
    @exclusivity(unchecked) private var nextToken = 0
    @exclusivity(unchecked) private var isLooping = false

    /// A route to `destination`, with the instructions already executed towards it.
    convenience init(
        router: Router,
        destination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executed: RoutingInstructions,
        completion: @escaping Completion
    ) {
        self.init(
            router: router, destination: destination, animation: animation, executed: executed, hooks: nil,
            presentsFrom: destination.count, updates: [], completion: completion)
    }

    /// A step of the context layer.
    convenience init(
        router: Router,
        step: Router.Step,
        animation: RoutingAnimation,
        hooks: Router.Hooks,
        completion: @escaping Completion
    ) {
        self.init(
            router: router, destination: step.destination, animation: animation, executed: [], hooks: hooks,
            presentsFrom: step.presentsFrom, updates: step.updates, completion: completion)
    }

    private init(
        router: Router,
        destination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executed: RoutingInstructions,
        hooks: Router.Hooks?,
        presentsFrom: Int,
        updates: [Int],
        completion: @escaping Completion
    ) {
        self.router = router
        self.state = router.tree.state
        self.destination = destination
        self.animation = animation
        self.executed = executed
        self.hooks = hooks
        willExecute = hooks?.willExecute
        didExecute = hooks?.didExecute
        self.presentsFrom = presentsFrom
        self.updates = updates
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
            guard budget > 0 else { return finish(.failure(.routeDidNotConverge(executed: executed))) }
            if updated < updates.count, updatesAreDue {
                update()
                continue
            }
            guard next < plan.steps.count else { return finish(.success(executed)) }
            switch check(next) {
            case .replan:
                guard replan() else { return }
            case .ready(let action, let instruction, let executor):
                perform(action, instruction, executor: executor)
            }
        }
    }

    /// Whether the updates run now: the plan has nothing left to do before the new entries.
    private var updatesAreDue: Bool {
        guard next < plan.steps.count else { return true }
        guard case .enter(let destinationIndex, _) = plan.steps[next] else { return false }
        return destinationIndex >= presentsFrom
    }

    /// Runs the next update: the node takes its new entry in place, synchronously. A node the
    /// user took away makes the route plan again, as any change of the user's does.
    private func update() {
        let destinationIndex = updates[updated]
        guard let hooks, let id = state.node(for: destination[destinationIndex]) else {
            budget -= 1
            _ = replan()
            return
        }
        router.tree.underWay = .update(id)
        let succeeded = hooks.update(updated, state.entry(of: id))
        router.tree.underWay = nil
        guard succeeded, state.contains(id) else { return finish(nil) }
        updated += 1
        budget -= 1
        destination[destinationIndex] = state.entry(of: id)
        // The update changed a node the plan read: what the plan knows of the tree is now as of
        // this moment, so the change is not taken for the user's.
        planStamp = state.stamp
        watch = state.watchActivePath()
    }

    /// Runs one action; the node's completion may come now or later.
    private func perform(
        _ action: RoutingAction,
        _ instruction: RoutingInstruction,
        executor: RoutingAction.Executor?
    ) {
        willExecute?(instruction)
        router.willExecute?(instruction)
        if let presented = presentedIndex(of: action) { return present(presented, action, instruction) }
        guard let executor = executor ?? action.executor(in: state) else {
            return finish(.failure(.notExecutable(instruction)))
        }
        let (animated, completion) = begin(action, instruction)
        // The entry is bound from the instruction, not read through `entry`, which copies it.
        switch instruction {
        case .leave(let entry), .enter(let entry), .switchTo(let entry, _):
            executor.execute(entry, animated: animated, completion: completion)
        }
    }

    /// Shows a new entry of the context layer through its hook, over the active leaf's routable.
    private func present(_ destinationIndex: Int, _ action: RoutingAction, _ instruction: RoutingInstruction) {
        guard let hooks else { return finish(nil) }
        let (animated, completion) = begin(action, instruction)
        let token = pendingToken
        guard hooks.present(destinationIndex, state.routable(of: action.actor), animated, completion) else {
            // The hook could not start and will not call the completion.
            guard token == pendingToken else { return }
            pendingToken = 0
            router.tree.underWay = nil
            return finish(nil)
        }
    }

    /// Records the action as the one waiting for its node, and tells the tree what it acts on;
    /// returns whether it is animated and the completion to hand the node.
    private func begin(_ action: RoutingAction, _ instruction: RoutingInstruction) -> (Bool, (Bool) -> Void) {
        nextToken += 1
        let token = nextToken
        pendingToken = token
        pendingAction = action
        pendingActorSerial = state.links[action.actor].serial
        pendingInstruction = instruction
        pendingStamp = state.stamp
        router.tree.underWay = action.underWay(stamp: state.stamp)
        let animated = animation.animates(isLastStep: next == plan.steps.count - 1)
        return (animated, { [self] success in nodeDidComplete(token: token, success: success) })
    }

    /// The destination index of the entry an enter shows through the present hook, if it is one
    /// of the context layer's new entries.
    private func presentedIndex(of action: RoutingAction) -> Int? {
        guard case .enter(let destinationIndex, _) = action, destinationIndex >= presentsFrom, hooks != nil else {
            return nil
        }
        return destinationIndex
    }

    /// A node called its completion; later calls for the same step are ignored.
    private func nodeDidComplete(token: Int, success: Bool) {
        guard token == pendingToken, let action = pendingAction.take(),
            let instruction = pendingInstruction.take()
        else { return }
        pendingToken = 0
        router.tree.underWay = nil
        let isShown = success && action.isShown(in: state, instruction: instruction, actorSerial: pendingActorSerial)
        guard isShown else {
            // The step met a change it did not make — the user's, which the tree heard while the
            // step ran: the route plans again from what is shown, and ends with an error only
            // when the destination cannot be reached from there.
            if state.stamp != pendingStamp, budget > 0 {
                budget -= 1
                guard replan() else { return }
                if !isLooping { run() }
                return
            }
            return finish(
                .failure(
                    success
                        ? .treeNotUpdated(instruction, executed: executed)
                        : .instructionFailed(instruction, executed: executed)))
        }
        didExecute?(instruction)
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

    private func finish(_ result: Result<RoutingInstructions, RoutingError>?) {
        guard let completion else { return }
        self.completion = nil
        completion(result)
    }

    // MARK: - Planning and checking

    /// Plans from the tree as it is; `false` when planning failed and the route ended.
    private func replan() -> Bool {
        router.planCount += 1
        let planner = Planner(strategy: router.strategy, recordsExpectations: true, presentsFrom: presentsFrom)
        switch planner.plan(state, to: destination) {
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
        // A new entry of the context layer needs only its parent, the active leaf, checked above.
        if isFresh || presentedIndex(of: action) != nil { return .ready(action, instruction, nil) }
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
