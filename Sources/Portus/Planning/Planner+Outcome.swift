extension Planner {
    /// What planning found: the plan, or why there is none, and the leave guards to ask.
    ///
    /// It keeps the snapshot planned over, to name the nodes whose guards it lists: hold it no
    /// longer than needed, as the tree copies its storage on its next change while a snapshot is
    /// alive.
    struct Outcome: Sendable {
        /// The plan as far as it got.
        var plan: Plan
        /// Why the plan does not lead to the destination; `nil` when it does.
        var failure: RoutingError?
        /// The leavable nodes the plan leaves — or takes away with a modal it leaves — in the
        /// order the chunk-by-chunk algorithm asks their guards; when the plan failed, those it
        /// met before the failure. The first that refuses is the answer. Nodes of the plan, not
        /// entries, so that listing them copies nothing.
        var leaveGuards: [PlanNode]
        let snapshot: TreeSnapshot

        /// The plan, or why there is none, without the guards.
        var result: Result<Plan, RoutingError> {
            if let failure { return .failure(failure) }
            return .success(plan)
        }

        /// The entries of ``leaveGuards``.
        var leaveGuardEntries: [RoutingEntry] { leaveGuards.map { plan.entry(of: $0, in: snapshot) } }

        /// The result once the leave guards were asked, in order: ``RoutingError/leaveRefused(_:)``
        /// for the first that refuses, else ``result``. A guard whose routable is gone agrees: the
        /// executor finds it gone when it runs.
        @MainActor func checked() -> Result<Plan, RoutingError> {
            for node in leaveGuards {
                let leavable: (any Leavable)?
                if let id = node.liveID {
                    leavable = snapshot.leavable(of: id)
                } else {
                    leavable = plan.entry(ofSimulated: node.simulatedIndex ?? 0).leavable
                }
                guard let leavable else { continue }
                let entry = plan.entry(of: node, in: snapshot)
                if !leavable.canLeaveNode(with: entry) { return .failure(.leaveRefused(entry)) }
            }
            return result
        }
    }
}
