/// The routing algorithm: from the active path to a destination path, in one pass.
///
/// The plan is the one the chunk-by-chunk algorithm of Portus gives (see the package's
/// documentation): each chunk either leaves, leaf first, every leavable node from the first
/// position where the active path and the destination differ, or switches the container before
/// that position, or makes the active leaf enter the next destination entry. The chunks run on a
/// *virtual active path* — positions of the tree's nodes and of nodes the plan creates, each
/// with what the plan changed on its node (entered children left, managed children switched
/// to) — never on a copy of the tree. The common prefix never shrinks, so it is compared and
/// checked for stale nodes once, and each chunk reads only what it changes: a plan costs
/// O(prefix + instructions + the branches it reveals), whatever the size of the tree. Nodes the
/// plan creates get the managed entries their destination entries list.
///
/// Planning is a pure function of values: it reads a ``TreeSnapshot`` and the destination's
/// entries, is not isolated to an actor, and calls no app code. What a routable can do is in its
/// entry (`RoutingEntry.capabilities`); of a routable itself the planner reads only whether its
/// weak reference is alive (a node that lost it is stale). The leave guards
/// (``Leavable/canLeaveNode(with:)``) of the nodes the plan leaves are not asked here: the
/// outcome lists them, in the order the chunk-by-chunk algorithm meets them, and the shell that
/// runs the plan asks them before anything runs (``Outcome/checked()``).
struct Planner {
    var strategy: RoutingStrategy
    /// Whether the plan records the active path expected after each step, which a router
    /// checks the tree against and a dry run does not need.
    var recordsExpectations: Bool
    /// The destination index from which entries are new entries of the context layer, which it
    /// enters itself over any active leaf (see ``RouteMachine``); the destination's count when
    /// there are none.
    var presentsFrom = Int.max

    /// The whole plan from the snapshot's active path to `destination`: a pure function of the
    /// two values. The outcome lists the leave guards without holding their routables: a routable
    /// must not be released on another thread, and a plan handed out must not keep screens alive.
    func plan(_ snapshot: TreeSnapshot, to destination: [RoutingEntry]) -> Outcome {
        guard !destination.isEmpty else {
            return Outcome(
                plan: Plan(destination: destination), failure: .emptyDestination, leaveGuards: [], snapshot: snapshot)
        }
        var builder = builder(over: snapshot, to: destination, holdingGuards: false)
        let failure = builder.build()
        return builder.outcome(failure: failure)
    }

    /// The plan from the tree as it is now, once the leave guards of the nodes it leaves agreed:
    /// the shells' call (a route's and the dry run's), on the main actor, where the guards run.
    ///
    /// The builder holds the routables of the guards, loaded when the plan found them alive, so
    /// that asking them loads no weak reference again; it asks them itself and hands its plan
    /// over: going through an ``Outcome`` copied the plan and the snapshot into it, and out again.
    @MainActor
    func plan(_ state: TreeState, to destination: [RoutingEntry]) -> Result<Plan, RoutingError> {
        guard !destination.isEmpty else { return .failure(.emptyDestination) }
        var builder = builder(over: state.snapshot, to: destination, holdingGuards: true)
        let failure = builder.build()
        let refused = builder.leaveGuards.withUnsafeBufferPointer {
            Outcome.firstRefusal(of: $0, in: builder.plan, builder.state)
        }
        if let refused { return .failure(refused) }
        if let failure { return .failure(failure) }
        return .success(builder.takePlan())
    }

    private func builder(over snapshot: TreeSnapshot, to destination: [RoutingEntry], holdingGuards: Bool) -> Builder {
        Builder(
            state: snapshot, destination: destination, keepsBranches: strategy == .keepBranches,
            recordsExpectations: recordsExpectations, presentsFrom: presentsFrom, holdsGuards: holdingGuards)
    }
}

extension Planner {
    /// The working state of one plan. Not copyable: it owns the storage of its virtual path and its guards.
    private struct Builder: ~Copyable {
        /// A position of the virtual path: its node and what the plan changed on it, for a node
        /// of the tree (a simulated node's changes are in ``Plan/simulated``). A node keeps its
        /// position while it is on the path (it is its depth), and a node that leaves the path —
        /// left, or in a branch switched away from — never comes back in the same plan, so its
        /// changes go with its position.
        struct Slot {
            let node: PlanNode
            /// Set when the plan left or entered the node's entered child.
            var entered: PlanNode?
            var enteredChanged = false
            var activeManaged: PlanNode?

            init(_ node: PlanNode) {
                self.node = node
            }
        }

        /// The virtual path, with the plan's changes to its nodes.
        typealias Path = Stack<Slot>

        let state: TreeSnapshot
        let destination: [RoutingEntry]
        let keepsBranches: Bool
        let recordsExpectations: Bool
        let presentsFrom: Int
        /// Whether ``leaveGuards`` keep the routables loaded while planning: only when the
        /// builder asks them itself, on the main actor (`plan(_:to:)` over a `TreeState`).
        let holdsGuards: Bool
        var path: Path
        var plan: Plan
        /// How many positions of the path equal the destination and were checked for stale nodes.
        var matched = 0
        /// The nodes whose leave guards the shell asks, in order (``Outcome/leaveGuards``).
        var leaveGuards: Stack<Outcome.LeaveGuard>

        init(
            state: TreeSnapshot, destination: [RoutingEntry], keepsBranches: Bool, recordsExpectations: Bool,
            presentsFrom: Int, holdsGuards: Bool
        ) {
            self.presentsFrom = presentsFrom
            self.holdsGuards = holdsGuards
            self.state = state
            self.destination = destination
            self.keepsBranches = keepsBranches
            self.recordsExpectations = recordsExpectations
            plan = Plan(destination: destination)
            // A plan rarely needs more than this; reserving it once saves the growth of every
            // buffer from one element on.
            let estimate = state.activePath.count + destination.count
            path = Path(capacity: estimate)
            // A loop into the reserved buffer: appending a lazy map copies through a generic
            // iterator.
            for id in state.activePath { path.append(Slot(.live(id))) }
            if recordsExpectations {
                plan.steps.reserveCapacity(estimate)
                plan.expectations.reserveCapacity(estimate)
                plan.expectedNodes.reserveCapacity(2 * estimate)
            } else {
                // Leaves of the branches a switch reveals come on top of the active path's: with
                // `estimate`, a quarter of the benchmark's plans grew this buffer once.
                plan.instructions.reserveCapacity(2 * estimate)
            }
            // Twice the estimate, as for the instructions (with the path alone, half the
            // benchmark's plans grew it once).
            leaveGuards = Stack(capacity: 2 * estimate)
        }

        /// What planning found, taking the plan and the guards out of the builder rather than
        /// copying them: swapped out, as a `consuming` method still copied each of their buffers
        /// (a retain, and a release when the builder went), 11 a plan.
        mutating func outcome(failure: RoutingError?) -> Outcome {
            var guards: [Outcome.LeaveGuard] = []
            guards.reserveCapacity(leaveGuards.count)
            leaveGuards.withUnsafeBufferPointer { guards.append(contentsOf: $0) }
            return Outcome(plan: takePlan(), failure: failure, leaveGuards: guards, snapshot: state)
        }

        /// ``plan``, swapped out of the builder.
        mutating func takePlan() -> Plan {
            var taken = Plan(destination: [])
            swap(&taken, &plan)
            return taken
        }

        /// Builds ``plan``; `nil` when it leads to the destination, else why it does not.
        mutating func build() -> RoutingError? {
            // Every chunk either shortens the active path, fixes one more position of the
            // destination, or switches a container on it; the bound of the chunk-by-chunk
            // algorithm is kept, so that the same routes are found unreachable.
            let bound = 4 * (path.count + destination.count) + 8
            for _ in 0..<bound {
                guard let root = path.first?.node else { return .emptyTree }
                let limit = min(path.count, destination.count)
                while matched < limit {
                    switch compare(path[matched].node, at: matched) {
                    case .different: break
                    case .stale: return .staleNode(entry(of: path[matched].node))
                    case .equal:
                        matched += 1
                        continue
                    }
                    break
                }
                if matched == path.count, matched == destination.count { return nil }
                guard matched > 0 else {
                    return .rootMismatch(destination: destination[0], root: entry(of: root))
                }
                if keepsBranches, let (container, child) = switchTarget(at: matched) {
                    if let error = leaveModalOrSwitch(container: container, child: child) { return error }
                    continue
                }
                switch leaveChunk(from: matched) {
                case .failure(let error): return error
                case .success(true): continue
                case .success(false): break
                }
                if let (container, child) = switchTarget(at: matched) {
                    if let error = leaveModalOrSwitch(container: container, child: child) { return error }
                } else if canEnter(at: matched) {
                    applyEnter(at: matched)
                } else {
                    return .destinationNotReachable
                }
            }
            return .destinationNotReachable
        }

        // MARK: - Chunks

        /// Switches `container` to `child`, or — when a modal node stands on the path above the
        /// container, covering it as a modal covers a tab bar — leaves that modal first (the one
        /// nearest the root, which takes the others with it). A modal that cannot be left makes
        /// the switch impossible: a stale one, one that refuses (or a node above it that does), or
        /// one that cannot leave at all.
        mutating func leaveModalOrSwitch(container: PlanNode, child: PlanNode) -> RoutingError? {
            var modal: Int?
            for position in matched..<path.count where isModal(path[position].node) {
                modal = position
                break
            }
            guard let position = modal else {
                applySwitch(container: container, child: child, at: matched)
                return nil
            }
            let node = path[position].node
            let entry = self.entry(of: node)
            let routable = routableState(of: node)
            if let id = node.liveID, !routable.isAlive, state.links[id].hasBeenAttached { return .staleNode(entry) }
            guard routable.isAlive, routable.capabilities.contains(.leavable) else { return .destinationNotReachable }
            // Leaving the modal takes what is above it away too: each of those may refuse, as in
            // a chunk of leaves, though one instruction leaves them all.
            for above in ((position + 1)..<path.count).reversed() {
                guard let id = path[above].node.liveID, !state.links[id].isManagedByParent, state.isAlive(id),
                    state.capabilities(of: id).contains(.leavable)
                else { continue }
                guardLeave(path[above].node)
            }
            guardLeave(node)
            keepLeft(entry)
            applyLeave(at: position)
            return nil
        }

        /// Whether the node is shown modally.
        func isModal(_ node: PlanNode) -> Bool {
            if let id = node.liveID { return state.links[id].isModal }
            return node.simulatedIndex.map { plan.entry(ofSimulated: $0).isModal } ?? false
        }

        /// Leaves, leaf first, every node from `index` on that is leavable and not managed by its
        /// parent, and lists its guard for the shell to ask; a stale node stops the plan.
        ///
        /// Each node is left as it is met: leaving one changes only the path from its position
        /// on, and the nodes still to meet are before it.
        ///
        /// - Returns: Whether the chunk left anything, or why the plan stops.
        mutating func leaveChunk(from index: Int) -> Result<Bool, RoutingError> {
            var left = false
            for position in (index..<path.count).reversed() {
                let node = path[position].node
                guard let id = node.liveID else {
                    // Simulated nodes are managed, or entered where they match the destination.
                    guard let simulated = node.simulatedIndex, !plan.simulated[simulated].isManagedByParent else {
                        continue
                    }
                    let routable = routableState(of: node)
                    guard routable.isAlive, routable.capabilities.contains(.leavable) else { continue }
                    guardLeave(node)
                    keepLeft(plan.entry(ofSimulated: simulated))
                    applyLeave(at: position)
                    left = true
                    continue
                }
                if state.links[id].isManagedByParent { continue }
                // A node that had a routable and lost it is stale. For a leavable one, the one load
                // of its weak reference that tells so is the guard the shell asks.
                guard state.capabilities(of: id).contains(.leavable) else {
                    if state.isStale(id) { return .failure(.staleNode(state.entry(of: id))) }
                    continue
                }
                guard let leavable = state.leavable(of: id) else {
                    if state.links[id].hasBeenAttached { return .failure(.staleNode(state.entry(of: id))) }
                    continue
                }
                guardLeave(node, routable: consume leavable)
                keepLeft(state.entry(of: id))
                applyLeave(at: position)
                left = true
            }
            return .success(left)
        }

        /// Lists the leave guard of `node`, for the shell to ask, with its routable when the plan
        /// loaded it and ``holdsGuards``.
        mutating func guardLeave(_ node: PlanNode, routable: consuming (any Leavable)? = nil) {
            leaveGuards.append(Outcome.LeaveGuard(node: node, routable: holdsGuards ? consume routable : nil))
        }

        /// Adds a dry run's instruction to leave the node of `entry` (the leaves of a chunk are
        /// collected in the order they run, and a refusal ends the plan); a router builds its
        /// instructions from the tree when it runs them.
        mutating func keepLeft(_ entry: consuming RoutingEntry) {
            if !recordsExpectations { plan.instructions.append(.leave(entry: entry)) }
        }

        /// The container before `index` and its managed child for the destination's entry at
        /// `index`, when no entered child sits on top of the container's tabs and the container
        /// can switch (or has no routable yet).
        func switchTarget(at index: Int) -> (PlanNode, PlanNode)? {
            guard index < destination.count, index < path.count else { return nil }
            let container = path[index - 1].node
            guard entered(at: index - 1) == nil, may(container, .switchable) else { return nil }
            if let id = container.liveID {
                guard let child = state.managedChild(of: id, matching: index, of: destination) else { return nil }
                return (container, .live(child))
            }
            guard let simulated = container.simulatedIndex else { return nil }
            let target = destination[index]
            var child = plan.simulated[simulated].firstManaged
            while child >= 0 {
                if plan.entry(ofSimulated: child) == target { return (container, .simulated(child)) }
                child = plan.simulated[child].nextManaged
            }
            return nil
        }

        /// Whether the active leaf, the node before `index`, can enter the destination's entry
        /// at `index`.
        func canEnter(at index: Int) -> Bool {
            guard index == path.count, index < destination.count, let leaf = path.last?.node else { return false }
            return index >= presentsFrom || may(leaf, .enterable)
        }

        // MARK: - Applying steps to the virtual path

        mutating func applyLeave(at position: Int) {
            let node = path[position].node
            step(.leave(node))
            setEntered(at: position - 1, to: nil)
            path.truncate(to: position)
            extendPath()
            expect(kept: position)
        }

        mutating func applySwitch(container: PlanNode, child: PlanNode, at index: Int) {
            step(.switchTo(container: container, child: child, destinationIndex: index))
            if !recordsExpectations {
                plan.instructions.append(.switchTo(entry: entry(of: child), switchNodeEntry: entry(of: container)))
            }
            if container.liveID != nil {
                path[index - 1].activeManaged = child
            } else if let simulated = container.simulatedIndex, let childIndex = child.simulatedIndex {
                plan.simulated[simulated].activeManaged = childIndex
            }
            path.truncate(to: index)
            path.append(Slot(child))
            extendPath()
            expect(kept: index)
        }

        mutating func applyEnter(at index: Int) {
            let parent = path[index - 1].node
            step(.enter(destinationIndex: index, parent: parent))
            if !recordsExpectations { plan.instructions.append(.enter(entry: destination[index])) }
            let child = addSimulated(nil, destinationIndex: index, isManagedByParent: false)
            setEntered(at: index - 1, to: .simulated(child))
            path.append(Slot(.simulated(child)))
            extendPath()
            expect(kept: index)
        }

        /// Records a step for a router, which runs the steps; a dry run keeps instructions instead.
        mutating func step(_ step: PlannedStep) {
            if recordsExpectations { plan.steps.append(step) }
        }

        /// Records the path expected after the step just added, for a router. The test is inlined
        /// into each step, so that a dry run pays no call (about 15 a plan).
        @inline(__always)
        mutating func expect(kept: Int) {
            if recordsExpectations { recordExpectation(kept: kept) }
        }

        mutating func recordExpectation(kept: Int) {
            for position in kept..<path.count { plan.expectedNodes.append(path[position].node) }
            plan.expectations.append(Plan.Expectation(kept: kept, end: plan.expectedNodes.count))
        }

        /// Follows active children from the last node of the path.
        mutating func extendPath() {
            while !path.isEmpty, let child = activeChild(at: path.count - 1) { path.append(Slot(child)) }
        }

        // MARK: - Nodes, with the plan's changes

        func entry(of node: PlanNode) -> RoutingEntry { plan.entry(of: node, in: state) }

        enum Comparison {
            case equal, different, stale
        }

        /// Compares the node at `position` with the destination's entry there (`RoutingEntry.==`)
        /// and, when they are equal, checks that the node is not stale; reads each routable once.
        mutating func compare(_ node: PlanNode, at position: Int) -> Comparison {
            guard let id = node.liveID else {
                guard let simulated = node.simulatedIndex else { return .different }
                if plan.simulated[simulated].ownEntry == nil, plan.simulated[simulated].destinationIndex == position {
                    return .equal
                }
                return plan.entry(ofSimulated: simulated) == destination[position] ? .equal : .different
            }
            // In place: reading `destination[position]` whole copies it.
            guard state.hasKey(id, ofEntryAt: position, in: destination) else { return .different }
            guard state.isAlive(id) else { return state.links[id].hasBeenAttached ? .stale : .equal }
            return state.routablesAgree(id, position, of: destination) ? .equal : .different
        }

        /// Whether a node may act as `capability` asks: it has no routable, or one that adopts
        /// the protocol.
        func may(_ node: PlanNode, _ capability: RoutingEntry.Capabilities) -> Bool {
            guard let id = node.liveID else {
                let routable = routableState(of: node)
                return !routable.isAlive || routable.capabilities.contains(capability)
            }
            // A node whose routable is gone, but which the tree never counted as attached, is not
            // stale (see `compare`): like a node without a routable, it may act. The capability
            // first: it is a plain read, and liveness a load of the weak reference.
            return state.capabilities(of: id).contains(capability) || !state.isAlive(id)
        }

        /// Whether the node's routable is alive, and what it can do; read in place.
        func routableState(of node: PlanNode) -> (isAlive: Bool, capabilities: RoutingEntry.Capabilities) {
            if let id = node.liveID { return (state.isAlive(id), state.capabilities(of: id)) }
            return plan.routableState(ofSimulated: node.simulatedIndex ?? 0)
        }

        /// The entered child of the node at `position`, with the plan's changes.
        func entered(at position: Int) -> PlanNode? {
            let slot = path[position]
            guard let id = slot.node.liveID else {
                let entered = plan.simulated[slot.node.simulatedIndex ?? 0].entered
                return entered >= 0 ? .simulated(entered) : nil
            }
            if slot.enteredChanged { return slot.entered }
            return state.links[id].enteredID.map(PlanNode.live)
        }

        /// The active child of the node at `position`, with the plan's changes. Inlined into the
        /// loop of ``extendPath()``, which otherwise copies the builder for each call.
        @inline(__always)
        func activeChild(at position: Int) -> PlanNode? {
            let slot = path[position]
            guard let id = slot.node.liveID else {
                let simulated = plan.simulated[slot.node.simulatedIndex ?? 0]
                let active = simulated.entered >= 0 ? simulated.entered : simulated.activeManaged
                return active >= 0 ? .simulated(active) : nil
            }
            if slot.enteredChanged {
                if let entered = slot.entered { return entered }
            } else if let entered = state.links[id].enteredID {
                return .live(entered)
            }
            return slot.activeManaged ?? state.links[id].activeManagedID.map(PlanNode.live)
        }

        mutating func setEntered(at position: Int, to child: PlanNode?) {
            let node = path[position].node
            if node.liveID != nil {
                path[position].entered = child
                path[position].enteredChanged = true
            } else if let simulated = node.simulatedIndex {
                plan.simulated[simulated].entered = child?.simulatedIndex ?? -1
            }
        }

        // MARK: - Simulated nodes, as the tree would add them

        /// A node for `entry` (or the destination's entry at `destinationIndex`) with the managed
        /// children it lists, as the tree adds it.
        mutating func addSimulated(_ entry: RoutingEntry?, destinationIndex: Int, isManagedByParent: Bool) -> Int {
            let index = plan.simulated.count
            plan.simulated.append(
                Plan.Simulated(
                    ownEntry: entry, destinationIndex: destinationIndex, isManagedByParent: isManagedByParent)
            )
            if let entry {
                if let managed = entry.managedEntries { attachManaged(managed, to: index) }
            } else if let managed = destination[destinationIndex].managedEntries {
                attachManaged(managed, to: index)
            }
            return index
        }

        /// Adds or updates the managed children of a simulated node, as the tree does.
        mutating func attachManaged(_ managed: RoutingEntry.ManagedEntries, to index: Int) {
            var active = -1
            for entry in managed.entries {
                var child = plan.simulated[index].firstManaged
                while child >= 0, plan.entry(ofSimulated: child) != entry { child = plan.simulated[child].nextManaged }
                if child >= 0 {
                    var merged = entry
                    merged.inheritRoutable(from: plan.entry(ofSimulated: child))
                    plan.simulated[child].ownEntry = merged
                    if let nested = entry.managedEntries { attachManaged(nested, to: child) }
                } else {
                    child = addSimulated(entry, destinationIndex: -1, isManagedByParent: true)
                    let last = plan.simulated[index].lastManaged
                    if last >= 0 {
                        plan.simulated[last].nextManaged = child
                    } else {
                        plan.simulated[index].firstManaged = child
                    }
                    plan.simulated[index].lastManaged = child
                }
                if active < 0, entry == managed.activeEntry { active = child }
            }
            if active >= 0 {
                plan.simulated[index].activeManaged = active
            } else if plan.simulated[index].activeManaged < 0 {
                plan.simulated[index].activeManaged = plan.simulated[index].firstManaged
            }
        }
    }
}

/// Storage the builder owns alone — its virtual path, its list of leave guards — that changes at
/// each step: an array checks that its buffer is unique at each change (of the 68 checks of a
/// dry run, 40 were the path's and 13 the guards'; with the path here, `plan` went from 14 741
/// to 13 538 instructions, and with the guards too to 12 796, callgrind).
private struct Stack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }
    var first: Element? { count > 0 ? base[0] : nil }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "Position out of the stack")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "Position out of the stack")
            base[position] = newValue
        }
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Drops the elements from `position` on.
    mutating func truncate(to position: Int) {
        guard position >= 0, position < count else { return }
        (base + position).deinitialize(count: count - position)
        count = position
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }
}
