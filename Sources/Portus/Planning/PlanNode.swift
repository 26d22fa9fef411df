/// A node as a plan sees it: a node of the tree, or one the plan expects a step to create
/// (simulated).
struct PlanNode: Equatable {
    /// A position in the tree's storage when non-negative; simulated node `-raw - 1` otherwise.
    private let raw: Int

    static func live(_ id: NodeID) -> PlanNode { PlanNode(raw: id) }
    static func simulated(_ index: Int) -> PlanNode { PlanNode(raw: -index - 1) }

    /// The node's position in the tree, for a node of the tree.
    var liveID: NodeID? { raw >= 0 ? raw : nil }
    /// The index in ``Plan/simulated``, for a simulated node.
    var simulatedIndex: Int? { raw < 0 ? -raw - 1 : nil }
}
