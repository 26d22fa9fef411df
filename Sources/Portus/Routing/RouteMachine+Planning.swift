extension RouteMachine {
    /// Plans from the tree as it is and takes the plan: what a shell does when ``next(in:)``
    /// answers ``Next/replan``.
    ///
    /// The planner asks the nodes it leaves whether they agree (``Leavable/canLeaveNode(with:)``),
    /// which is app code: this is the shells' part, apart from the machine's own.
    ///
    /// - Returns: `nil` when the plan is taken; the failure that ends the route otherwise.
    @MainActor
    package mutating func replan(in state: TreeState, strategy: RoutingStrategy) -> Next? {
        let planner = Planner(strategy: strategy, recordsExpectations: true, presentsFrom: presentsFrom)
        return adopt(planner.plan(state, to: destination), in: state)
    }
}

extension RoutingTree {
    /// The instructions that would route the tree to `destination`, computed without executing
    /// anything (only ``Leavable/canLeaveNode(with:)`` is asked, of the nodes the plan leaves): the
    /// dry run of both shells, the plan ``TreeSnapshot/plan(to:strategy:)`` makes over
    /// ``snapshot``, checked at once — so the plan holds the guards it loaded.
    package func plan(
        to destination: StaticRoutingDestination,
        strategy: RoutingStrategy
    ) -> Result<RoutingInstructions, RoutingError> {
        Planner(strategy: strategy, recordsExpectations: false).plan(state, to: destination).map(\.instructions)
    }
}
