/// The execution of one route as a state machine of values: given the plan, how far it got, the
/// tree it expected after the last instruction and the tree as it is, it says what comes next.
///
/// It runs nothing and calls no closure and no protocol: a shell asks ``next(in:)``, does what
/// the answer says — runs the instruction through the actor's routable, gives a node its new
/// entry, plans again — and tells the machine what happened (``completed(success:in:)``,
/// ``updated(_:in:)``, ``adopt(_:in:)``). Two shells drive it:
/// Portus's ``Router``, for apps that use the tree alone, and the context layer's executor, for
/// its requests.
///
/// After an instruction, the tree must show its effect (or the route stops with
/// ``RoutingError/treeNotUpdated(_:executed:)``) and the whole active path must be the one the
/// plan expected: the same nodes, none changed since the plan read them, and the nodes the plan
/// expected to be created, created since and equal to what it expected. Then the next planned
/// instruction comes; its actor is checked as the planner checked it (alive and in the place the
/// plan gave it; the shell checks that it adopts the protocol and, for a leave, still agrees to
/// be left). Anything else — the user went back or switched a tab while the route ran, a node
/// did more or less than asked — and the answer is to plan again from the tree as it is. A stale
/// plan never runs.
///
/// The entries from ``presentsFrom`` on are the context layer's new entries, which it enters
/// itself over the active leaf; the nodes at ``updates`` take a new entry in place once the plan
/// has nothing left to do before the first new entry.
package struct RouteMachine {
    /// What the shell does next.
    package enum Next {
        /// Run the action's instruction, ``runningInstruction``: from now, it is the one
        /// ``completed(success:in:)`` judges. When `checksActor` is set, the shell first checks
        /// the actor as the planner would (``RoutingAction/executor(in:)``, and a leave's
        /// ``Leavable/canLeaveNode(with:)``) and plans again when it fails.
        ///
        /// The instruction is read from the machine, not handed out: a copy in the answer, and
        /// its destruction, cost about 8 000 instructions of a 21-instruction `route` (callgrind).
        case run(RoutingAction, checksActor: Bool)
        /// Give the node its new entry in place: the update at `index` of ``updates``; `entry` is
        /// the node's entry now.
        case update(index: Int, node: NodeID, entry: RoutingEntry)
        /// Plan again from the tree as it is (``adopt(_:in:)``).
        case replan
        /// The route is done: the tree shows the destination.
        case done
        /// The route stopped.
        case failure(RoutingError)
    }

    /// The path to show; an updated node's entry is replaced by its new one, so that a replan
    /// finds it equal.
    package private(set) var destination: [RoutingEntry]
    /// The destination index from which entries are the context layer's new entries.
    package let presentsFrom: Int
    /// The destination indices of the nodes to update, in the order they run.
    package let updates: [Int]
    /// How many of ``updates`` ran.
    package private(set) var updated = 0
    /// The instructions executed so far, the ones given at the start included.
    package private(set) var executed: RoutingInstructions
    /// Steps and replans left before the route is taken not to converge.
    private var budget: Int
    /// Whether ``next(in:)`` says to plan: at the start, and when the last instruction met a
    /// change it did not make. Apart from ``failure``, so that the common path copies no
    /// answer.
    private var mustReplan = true
    /// The failure found when the last instruction completed, for ``next(in:)``.
    private var failure: RoutingError?
    /// Whether an instruction completed whose effect on the whole active path ``next(in:)`` has
    /// not checked yet: it checks the tree as it is then, after whatever the shell's observers
    /// did on hearing of the instruction.
    private var checksPath = false

    private var plan: Plan
    /// The next step of the plan.
    private var position = 0
    /// Whether no step of the plan has run: its first step needs no check.
    private var isFresh = true
    /// The tree's stamp when the plan was made: a node of the tree is as planned while its
    /// revision is not greater.
    private var planStamp = 0
    /// The active path expected now.
    private var expected: [PlanNode] = []
    /// The tree's watch of its active path, started when the path was last found as expected:
    /// the positions above where it changed since need no new check.
    private var watch = 0
    /// The nodes of the tree that simulated nodes turned out to be, with the stamp then.
    private var bindings: [(id: NodeID, stamp: Int)?] = []

    /// The instruction running, and what its completion is judged by.
    private var runningAction: RoutingAction?
    /// The instruction that ``Next/run(_:checksActor:)`` said to run, until it completes.
    package private(set) var runningInstruction: RoutingInstruction?
    private var runningActorSerial = 0
    /// The tree's stamp when the running instruction began: an instruction that fails after the
    /// tree changed met a change it did not make.
    private var runningStamp = 0

    /// A route to `destination`.
    ///
    /// - Parameters:
    ///   - destination: The path to show, starting at the root.
    ///   - presentsFrom: The index of the first of the context layer's new entries; the
    ///     destination's count when there are none.
    ///   - updates: The destination indices of the nodes that take a new entry in place.
    ///   - executed: Instructions already executed towards the destination.
    ///   - nodeCount: How many nodes the tree has: the route is given up after about twice as
    ///     many steps and replans as it could need.
    package init(
        destination: [RoutingEntry],
        presentsFrom: Int? = nil,
        updates: [Int] = [],
        executed: RoutingInstructions = [],
        nodeCount: Int
    ) {
        self.destination = destination
        self.presentsFrom = presentsFrom ?? destination.count
        self.updates = updates
        self.executed = executed
        plan = Plan(destination: destination)
        // Each instruction of a converging route leaves a node of the tree, or enters or switches
        // towards an entry of the destination; kept branches can hold any number of nodes to
        // leave, so the bound counts the whole tree, not the active path.
        budget = 2 * (nodeCount + destination.count) + 16
    }

    /// Whether the running (or next) instruction is the plan's last: the one a route that
    /// animates only its last step animates.
    package var isLastStep: Bool { position == plan.steps.count - 1 }

    // MARK: - What comes next

    /// What the shell does next, given the tree as it is.
    package mutating func next(in state: TreeState) -> Next {
        if mustReplan {
            mustReplan = false
            return .replan
        }
        if let failure {
            self.failure = nil
            return .failure(failure)
        }
        if checksPath {
            checksPath = false
            if !treeIsAsExpected(after: position - 1, in: state) { return .replan }
        }
        guard budget > 0 else { return .failure(.routeDidNotConverge(executed: executed)) }
        if updated < updates.count, updatesAreDue {
            let destinationIndex = updates[updated]
            guard let id = state.node(for: destination[destinationIndex]) else {
                // The user took the node away: plan again, as for any change of the user's.
                budget -= 1
                return .replan
            }
            return .update(index: updated, node: id, entry: state.entry(of: id))
        }
        guard position < plan.steps.count else { return .done }
        return check(position, in: state)
    }

    /// Takes a fresh plan, or the error that planning found.
    ///
    /// - Returns: `nil` when the plan is taken; the failure that ends the route otherwise.
    mutating func adopt(_ result: Result<Plan, RoutingError>, in state: TreeState) -> Next? {
        switch result {
        case .failure(let error):
            return .failure(error)
        case .success(let fresh):
            checksPath = false
            runningAction = nil
            runningInstruction = nil
            plan = fresh
            // Room for the plan's instructions: appending them one by one would reallocate at
            // each power of two (3 700 instructions of a 21-instruction `route`, callgrind).
            executed.reserveCapacity(executed.count + plan.steps.count)
            position = 0
            isFresh = true
            planStamp = state.stamp
            expected = state.activePath.map(PlanNode.live)
            bindings = Array(repeating: nil, count: plan.simulated.count)
            watch = state.watchActivePath()
            return nil
        }
    }

    /// The running instruction's node completed; the tree is as it is after it.
    ///
    /// - Returns: Whether the tree shows its effect: the instruction is executed. When it does
    ///   not, ``next(in:)`` says whether to plan again or stop. `false` too when no instruction
    ///   was running.
    package mutating func completed(success: Bool, in state: TreeState) -> Bool {
        guard let action = runningAction.take(), let instruction = runningInstruction.take() else { return false }
        let isShown = success && action.isShown(in: state, destination: destination, actorSerial: runningActorSerial)
        guard isShown else {
            // The instruction met a change it did not make — the user's, which the tree heard
            // while it ran: the route plans again from what is shown, and ends with an error only
            // when the destination cannot be reached from there.
            if state.stamp != runningStamp, budget > 0 {
                budget -= 1
                mustReplan = true
            } else {
                failure =
                    (success
                        ? .treeNotUpdated(instruction, executed: executed)
                        : .instructionFailed(instruction, executed: executed))
            }
            return false
        }
        executed.append(consume instruction)
        budget -= 1
        position += 1
        isFresh = false
        checksPath = true
        return true
    }

    /// The node of the update that ``next(in:)`` gave took its new entry; the tree is as it is
    /// after it.
    ///
    /// - Returns: Whether the node is still in the tree.
    package mutating func updated(_ node: NodeID, in state: TreeState) -> Bool {
        guard state.contains(node) else { return false }
        let destinationIndex = updates[updated]
        updated += 1
        budget -= 1
        destination[destinationIndex] = state.entry(of: node)
        // The update changed a node the plan read: what the plan knows of the tree is now as of
        // this moment, so the change is not taken for the user's.
        planStamp = state.stamp
        watch = state.watchActivePath()
        return true
    }

    /// Whether the updates run now: the plan has nothing left to do before the new entries.
    private var updatesAreDue: Bool {
        guard position < plan.steps.count else { return true }
        guard case .enter(let destinationIndex, _) = plan.steps[position] else { return false }
        return destinationIndex >= presentsFrom
    }

    /// Whether an action enters one of the context layer's new entries.
    package func presents(_ action: RoutingAction) -> Bool {
        guard case .enter(let destinationIndex, _) = action else { return false }
        return destinationIndex >= presentsFrom
    }

    // MARK: - Checking

    /// The action of step `index` on the tree's nodes, or `.replan` when the tree no longer
    /// allows it. The first step of a fresh plan was checked by the planner; the others are
    /// checked as the planner would: the actor is alive, a container still manages the
    /// destination's entry, a parent is the active leaf.
    private mutating func check(_ index: Int, in state: TreeState) -> Next {
        let action: RoutingAction
        switch plan.steps[index] {
        case .leave(let node):
            guard let id = Self.resolve(node, bindings: bindings, in: state) else { return .replan }
            action = .leave(id)
        case .switchTo(let container, _, let destinationIndex):
            guard let id = Self.resolve(container, bindings: bindings, in: state),
                state.links[id].entered == NodeLinks.none,
                let child = state.managedChild(of: id, matching: destinationIndex, of: destination)
            else { return .replan }
            action = .switchTo(container: id, child: child)
        case .enter(let destinationIndex, let parent):
            guard let id = Self.resolve(parent, bindings: bindings, in: state), state.activeLeaf == id else {
                return .replan
            }
            action = .enter(destinationIndex: destinationIndex, parent: id)
        }
        runningAction = action
        runningInstruction = action.instruction(in: state, destination: destination)
        runningActorSerial = state.links[action.actor].serial
        runningStamp = state.stamp
        // A new entry of the context layer needs only its parent, the active leaf, checked above.
        return .run(action, checksActor: !isFresh && !presents(action))
    }

    /// Whether a node made since the plan equals the simulated node's entry.
    private func isExpected(_ id: NodeID, simulated: Int, in state: TreeState) -> Bool {
        if plan.simulated[simulated].ownEntry == nil {
            return state.matches(id, plan.simulated[simulated].destinationIndex, of: destination)
        }
        return state.matches(id, plan.entry(ofSimulated: simulated))
    }

    /// The node of the tree a plan node is, if it is still there.
    ///
    /// Static, with the bindings as a parameter: a method of the machine called from a mutating
    /// one copies the whole machine (432 bytes) to borrow it, twice a step (callgrind).
    private static func resolve(
        _ node: PlanNode,
        bindings: [(id: NodeID, stamp: Int)?],
        in state: TreeState
    ) -> NodeID? {
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
    private mutating func treeIsAsExpected(after index: Int, in state: TreeState) -> Bool {
        let expectation = plan.expectations[index]
        let start = index == 0 ? 0 : plan.expectations[index - 1].end
        // Node by node: a step changes a node or a few, and the range operations (a slice, a
        // generic append) cost several times these loops (callgrind).
        while expected.count > expectation.kept { expected.removeLast() }
        for position in start..<expectation.end { expected.append(plan.expectedNodes[position]) }
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
                    guard state.links[id].serial > planStamp, isExpected(id, simulated: simulated, in: state)
                    else { return false }
                    bindings[simulated] = (id, state.stamp)
                }
            }
        }
        watch = state.watchActivePath()
        return true
    }
}
