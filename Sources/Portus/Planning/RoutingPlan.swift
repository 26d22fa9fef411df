/// A dry run over a ``TreeSnapshot``: the instructions to the destination, or why there are
/// none, and the nodes whose leave guards must agree before anything runs.
///
/// Planning calls no app code, so a plan made off the main actor cannot know whether a screen
/// with unsaved changes lets itself be left: it lists the guards to ask, and ``checked()`` asks
/// them, on the main actor, as a ``Router`` does before it executes anything. A plan keeps its
/// snapshot, to name those nodes.
public struct RoutingPlan: Sendable, Equatable {
    private let outcome: Planner.Outcome

    init(_ outcome: Planner.Outcome) {
        self.outcome = outcome
    }

    /// The instructions, in the order a router executes them, or the error that makes the
    /// destination unreachable from the snapshot.
    public var result: Result<RoutingInstructions, RoutingError> { outcome.result.map(\.instructions) }

    /// The entries of the leavable nodes the instructions leave — or take away with a modal they
    /// leave — in the order the algorithm meets them; when planning failed, those it met before.
    public var leaveGuards: [RoutingEntry] { outcome.leaveGuardEntries }

    /// The result once each leave guard was asked (``Leavable/canLeaveNode(with:)``), in order:
    /// ``RoutingError/leaveRefused(_:)`` for the first that refuses, else ``result``.
    @MainActor
    public func checked() -> Result<RoutingInstructions, RoutingError> {
        outcome.checked().map(\.instructions)
    }

    /// Equal results and equal leave guards.
    public static func == (lhs: RoutingPlan, rhs: RoutingPlan) -> Bool {
        lhs.result == rhs.result && lhs.leaveGuards == rhs.leaveGuards
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
        RoutingPlan(Planner(strategy: strategy, recordsExpectations: false).plan(self, to: destination))
    }
}
