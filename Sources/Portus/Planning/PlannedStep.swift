/// One step of a plan, with the nodes it acts on. Its instruction is derived from it: by the
/// planner for a dry run (``Plan/instructions``), from the tree by a router that runs it (see
/// ``RoutingAction``).
enum PlannedStep {
    /// The node takes itself away.
    case leave(PlanNode)
    /// The container makes its managed child the active one; the child is the first one whose
    /// entry equals the destination's entry at `destinationIndex`.
    case switchTo(container: PlanNode, child: PlanNode, destinationIndex: Int)
    /// The parent, the active leaf, enters the destination's entry at `destinationIndex`.
    case enter(destinationIndex: Int, parent: PlanNode)
}
