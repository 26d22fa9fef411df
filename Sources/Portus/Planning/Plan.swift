/// The steps from an active path to a destination, with the nodes the steps create and the
/// active path expected after each step, so that a router can tell, after each step, whether the
/// tree is as planned.
struct Plan {
    /// A node a plan expects a step to create: an entered destination entry, or a managed child that
    /// its container's entry lists.
    struct Simulated {
        /// The entry, for a managed child; an entered node's is the destination's at
        /// `destinationIndex`, which is not copied.
        var ownEntry: RoutingEntry?
        var destinationIndex: Int
        var isManagedByParent: Bool
        /// Simulated indices; -1 for none.
        var firstManaged = -1
        var lastManaged = -1
        var nextManaged = -1
        var activeManaged = -1
        var entered = -1
    }

    /// The active path a plan expects after one of its steps: the first `kept` nodes of the path
    /// expected before it, then ``expectedNodes`` up to `end`, from where the previous step's
    /// nodes ended.
    struct Expectation {
        var kept: Int
        var end: Int
    }

    let destination: [RoutingEntry]
    /// The steps, for a router; a dry run records ``instructions`` only.
    var steps: [PlannedStep] = []
    var simulated: [Simulated] = []
    /// One per step.
    var expectations: [Expectation] = []
    var expectedNodes: [PlanNode] = []
    /// The instructions of the steps, for a dry run; a router derives each instruction from the
    /// tree when it runs the step, and leaves this empty.
    var instructions: RoutingInstructions = []

    init(destination: [RoutingEntry]) {
        self.destination = destination
    }

    /// The entry of a simulated node.
    func entry(ofSimulated index: Int) -> RoutingEntry {
        simulated[index].ownEntry ?? destination[simulated[index].destinationIndex]
    }

    /// Whether the routable of a simulated node's entry is alive, and what it can do; read in
    /// place.
    func routableState(ofSimulated index: Int) -> (isAlive: Bool, capabilities: RoutingEntry.Capabilities) {
        if let own = simulated[index].ownEntry { return (own.isRoutableAlive, own.capabilities) }
        let position = simulated[index].destinationIndex
        return destination.withUnsafeBufferPointer { ($0[position].isRoutableAlive, $0[position].capabilities) }
    }

    /// The entry of a node of the plan.
    func entry(of node: PlanNode, in state: some TreeNodes) -> RoutingEntry {
        if let id = node.liveID { return state.entry(of: id) }
        return entry(ofSimulated: node.simulatedIndex ?? 0)
    }
}
