/// What ``NavigationRouter/replay(_:mark:onStep:)`` did with a navigation log: each entry, what
/// ran for it, and where the replay differs from the log.
public struct NavigationReplayReport<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// One step per entry replayed, in the log's order; outcome entries are compared with their
    /// requests' steps, not replayed on their own.
    public var steps: [NavigationReplayStep<ContextType>]

    /// Creates a replay report.
    ///
    /// - Parameter steps: One step per entry replayed, in the log's order.
    public init(steps: [NavigationReplayStep<ContextType>]) {
        self.steps = steps
    }

    /// The steps where the replay did not do what the log says.
    public var divergences: [NavigationReplayStep<ContextType>] {
        steps.filter { !$0.isAsRecorded }
    }

    /// Whether the replay did everything the log says.
    public var isFaithful: Bool { divergences.isEmpty }
}

extension NavigationReplayReport: CustomStringConvertible {
    /// `replayed 4 requests, 1 user change, 1 mark: every one as recorded`, or how many differ.
    public var description: String {
        var requests = 0
        var user = 0
        var marks = 0
        for step in steps {
            switch step.entry {
            case .request: requests += 1
            case .user: user += 1
            case .mark: marks += 1
            case .outcome, .pendingDropped, .unrecorded: break
            }
        }
        let counts = [
            CountWording.count(requests, "request"), CountWording.count(user, "user change"),
            CountWording.count(marks, "mark"),
        ]
        let differing = divergences.count
        let verdict = differing == 0 ? "every one as recorded" : CountWording.entriesDiffer(differing)
        return "replayed \(counts.joined(separator: ", ")): \(verdict)"
    }
}
