import Routy

/// A navigation log with what the app showed after each of its entries: what the inspector page
/// draws.
///
/// Make one by replaying a log on a fresh app (``replaying(_:on:mark:)``), which works for a log
/// from anywhere — a bug report, a test failure — or from snapshots an app took while it ran
/// (``init(start:steps:)``); then ``html(title:map:)`` writes the page.
///
/// ```swift
/// let entries = try NavigationLogEntry<Screen>.entries(jsonLines: log)
/// let inspection = await NavigationInspection.replaying(entries, on: freshApp.router)
/// try inspection.html().write(toFile: "report.html", atomically: true, encoding: .utf8)
/// ```
public struct NavigationInspection<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// One entry of the log and what the app showed right after it.
    public struct Step: Equatable, Sendable {
        /// The entry, as the log has it.
        public var entry: NavigationLogEntry<ContextType>
        /// What the app showed after the entry: after a request, once it ended; after an
        /// outcome or a mark, what it showed then.
        public var snapshot: NavigationSnapshot<ContextType>
        /// Where a replay did not do what the log says, in words; `nil` when it did, or when the
        /// step was not replayed.
        public var divergence: String?

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - entry: The entry, as the log has it.
        ///   - snapshot: What the app showed after it.
        ///   - divergence: Where a replay did not do what the log says, if it did not.
        public init(
            entry: NavigationLogEntry<ContextType>,
            snapshot: NavigationSnapshot<ContextType>,
            divergence: String? = nil
        ) {
            self.entry = entry
            self.snapshot = snapshot
            self.divergence = divergence
        }
    }

    /// What the app showed before the first entry.
    public var start: NavigationSnapshot<ContextType>
    /// One step per entry of the log, in its order.
    public var steps: [Step]

    /// Creates an inspection from snapshots already taken.
    ///
    /// - Parameters:
    ///   - start: What the app showed before the first entry.
    ///   - steps: One step per entry, in the log's order.
    public init(start: NavigationSnapshot<ContextType>, steps: [Step]) {
        self.start = start
        self.steps = steps
    }

    /// The steps where a replay did not do what the log says.
    public var divergences: [Step] {
        steps.filter { $0.divergence != nil }
    }
}
