/// A dry run over a ``TreeSnapshot``: the instructions to the destination, or why there are
/// none, and the nodes whose leave guards must agree before anything runs.
///
/// Planning calls no app code, so a plan made off the main actor cannot know whether a screen
/// with unsaved changes lets itself be left: it lists the guards to ask, and ``checked()`` asks
/// them, on the main actor, as a ``Router`` does before it executes anything.
public struct RoutingPlan: Sendable, Equatable {
    /// The instructions, in the order a router executes them, or the error that makes the
    /// destination unreachable from the snapshot.
    public let result: Result<RoutingInstructions, RoutingError>
    /// The entries of the leavable nodes the instructions leave — or take away with a modal they
    /// leave — in the order the algorithm meets them; when planning failed, those it met before.
    public let leaveGuards: [RoutingEntry]

    /// The result once each leave guard was asked (``Leavable/canLeaveNode(with:)``), in order:
    /// ``RoutingError/leaveRefused(_:)`` for the first that refuses, else ``result``.
    @MainActor
    public func checked() -> Result<RoutingInstructions, RoutingError> {
        if let refusal = Planner.refusal(among: leaveGuards) { return .failure(refusal) }
        return result
    }
}

extension TreeSnapshot {
    /// The instructions that route the tree, as this snapshot holds it, to `destination` — a pure
    /// function of the two values, usable on any thread. The leave guards are listed, not asked
    /// (``RoutingPlan/checked()`` asks them).
    ///
    /// - Parameters:
    ///   - destination: The path to show, starting at the root.
    ///   - strategy: The algorithm to plan with.
    public func plan(
        to destination: StaticRoutingDestination,
        strategy: RoutingStrategy = .tearDown
    ) -> RoutingPlan {
        let outcome = Planner(strategy: strategy, recordsExpectations: false).plan(self, to: destination)
        return RoutingPlan(result: outcome.result.map(\.instructions), leaveGuards: outcome.leaveGuards)
    }
}
