import Routy

extension NavigationInspection {
    /// Replays a navigation log on a router and takes a snapshot after each entry.
    ///
    /// The router is the app's, fresh — for a headless copy of the app, `RoutyHeadless`'s
    /// elements — showing what the app showed when the log began (restore a snapshot first when
    /// the log began elsewhere). Each request runs through the real planner, interceptors and
    /// elements, so the trees are the ones the app makes, not guessed from the log; where the
    /// replay differs from the log, the step says so (``Step/divergence``).
    ///
    /// - Parameters:
    ///   - entries: The log, as `NavigationLogEntry.entries(jsonLines:)` reads it.
    ///   - router: The router to replay on.
    ///   - mark: Applies a mark the app recorded; returns whether it knew the mark.
    /// - Returns: The inspection: the router's snapshot before the first entry, and one step per entry.
    @MainActor
    public static func replaying(
        _ entries: [NavigationLogEntry<ContextType>],
        on router: NavigationRouter<ContextType>,
        mark: @MainActor (String) async -> Bool = { _ in false }
    ) async -> Self {
        let start = router.snapshot()
        // A replay skips outcome entries; each keeps the snapshot of the last step before it.
        var replayed: [NavigationSnapshot<ContextType>?] = Array(repeating: nil, count: entries.count)
        var divergences: [String?] = Array(repeating: nil, count: entries.count)
        await router.replay(entries, mark: mark) { step in
            let index = step.number - 1
            guard replayed.indices.contains(index) else { return }
            replayed[index] = router.snapshot()
            divergences[index] = Self.divergence(of: step)
        }
        var steps: [Step] = []
        steps.reserveCapacity(entries.count)
        var current = start
        for (index, entry) in entries.enumerated() {
            if let snapshot = replayed[index] { current = snapshot }
            steps.append(Step(entry: entry, snapshot: current, divergence: divergences[index]))
        }
        return Self(start: start, steps: steps)
    }

    /// What a replayed step did otherwise than the log says, or `nil`.
    private static func divergence(of step: NavigationReplayStep<ContextType>) -> String? {
        guard !step.isAsRecorded else { return nil }
        switch step.entry {
        case .request:
            let replayed = step.replayed.map(\.description) ?? "nothing"
            let recorded = step.recorded.map(\.description) ?? "nothing"
            return "the replay ended \(replayed), the log says \(recorded)"
        case .user:
            return "the replay could not do it again: \(step.replayed.map(\.description) ?? "nothing ran")"
        case .mark:
            return "the app did not apply the mark"
        case .unrecorded(_, let reason):
            return "the recorder could not write it: \(reason)"
        case .outcome, .pendingDropped:
            return nil
        }
    }
}

extension NavigationInspection where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Reads a navigation log and replays it on a router; see ``replaying(_:on:mark:)``.
    ///
    /// - Parameters:
    ///   - jsonLines: The log, as a `NavigationRecorder` writes it.
    ///   - router: The router to replay on.
    ///   - mark: Applies a mark the app recorded; returns whether it knew the mark.
    /// - Returns: The inspection.
    /// - Throws: `NavigationLogError.unreadableLine(_:reason:)` for the first line that is not an
    ///   entry, before anything is replayed.
    @MainActor
    public static func replaying(
        jsonLines: String,
        on router: NavigationRouter<ContextType>,
        mark: @MainActor (String) async -> Bool = { _ in false }
    ) async throws(NavigationLogError) -> Self {
        let entries = try NavigationLogEntry<ContextType>.entries(jsonLines: jsonLines)
        return await replaying(entries, on: router, mark: mark)
    }
}
