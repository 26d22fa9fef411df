import Foundation
import Portus
import Routy
import Shop
import Testing

/// The soak test over the Playground's headless shop, with each routing strategy: requests, links,
/// faults, and the user's gestures (a swipe back or pull-down, a tab tapped or tapped again, the
/// split collapsed or expanded), each reported once as the user's.
///
/// CI runs 14 000 steps with tabs that keep their stacks and 6 000 with tabs torn down, with a
/// new seed each time; the seed is printed first. To run more, or to replay a failure:
///
/// ```
/// ROUTY_SOAK_STEPS=200000 swift test --filter Soak
/// ROUTY_SOAK_SEED=1234567 swift test --filter Soak
/// ```
///
/// Every step is recorded as a navigation log: a failure prints the lines of the last steps and
/// keeps the whole log, from a fresh shop, in the temporary directory, for
/// `swift run Playground replay FILE`.
@MainActor
@Suite struct SoakTests {
    /// The steps CI runs with each strategy, unless `ROUTY_SOAK_STEPS` says otherwise.
    nonisolated static let defaultSteps: [RoutingStrategy: Int] = [.keepBranches: 14_000, .tearDown: 6_000]

    @Test(arguments: [RoutingStrategy.keepBranches, .tearDown])
    func shopKeepsItsInvariantsOverRandomSteps(strategy: RoutingStrategy) async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["ROUTY_SOAK_SEED"].flatMap(Self.parseSeed) ?? UInt64.random(in: 1...UInt64.max)
        let steps = environment["ROUTY_SOAK_STEPS"].flatMap { Int($0) } ?? Self.defaultSteps[strategy] ?? 0
        print("Soak (\(strategy)): seed \(seed), \(steps) steps; replay with ROUTY_SOAK_SEED=\(seed)")
        // The whole navigation log goes to a file as the soak runs, as an app's would: a failure
        // keeps it for `swift run Playground replay FILE`.
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routy-soak-\(strategy)-\(seed).jsonl")
        let log = try Self.logFile(at: logURL)
        let soak = try ShopSoak(seed: seed, strategy: strategy) { line in log.write(Data((line + "\n").utf8)) }
        for index in 0..<steps {
            guard let failure = await soak.step(index) else { continue }
            Issue.record(
                """
                Soak (\(strategy)) failed at step \(index) with seed \(seed) (replay: ROUTY_SOAK_SEED=\(seed) swift test --filter Soak)
                \(failure)
                last steps:
                \(soak.recentHistory)
                tree:
                \(soak.app.tree)
                navigation log of the last steps (the whole log, from a fresh shop: swift run Playground replay \(logURL.path)):
                \(soak.recentLog)
                """
            )
            return
        }
        try? log.close()
        try? FileManager.default.removeItem(at: logURL)
        print(
            "Soak (\(strategy)): \(steps) steps passed, \(soak.gestureCount) of them the user's gestures; "
                + "requests ended: \(soak.outcomeSummary)")
        // A soak that never reached what it is there to cover proves nothing about it.
        let missed = ShopSoak.requiredOutcomes.filter { soak.outcomes[$0] == nil }
        #expect(steps < 5_000 || missed.isEmpty, "the soak with seed \(seed) never reached \(missed)")
        #expect(steps < 5_000 || soak.gestureCount > steps / 20, "the soak with seed \(seed) made too few gestures")
    }

    /// The soak's navigation log, replayed on a fresh shop, does what the soak did: every
    /// request ends as it did, every mark applies, and the tree ends the same.
    @Test(arguments: [RoutingStrategy.keepBranches, .tearDown])
    func theSoaksLogReplaysAsItRan(strategy: RoutingStrategy) async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["ROUTY_SOAK_SEED"].flatMap(Self.parseSeed) ?? 20_261_123
        let steps = environment["ROUTY_SOAK_REPLAY_STEPS"].flatMap { Int($0) } ?? 400
        print("Soak replay (\(strategy)): seed \(seed), \(steps) steps")
        var lines: [String] = []
        // Without the user's gestures: a replay runs what the user did as the requests that do the
        // same, which need not end as the gesture did (a leave replayed as a close may meet a
        // sign-in wall the gesture did not).
        let soak = try ShopSoak(seed: seed, strategy: strategy, gestures: false) { lines.append($0) }
        for index in 0..<steps {
            let failure = await soak.step(index)
            try #require(failure == nil, "step \(index): \(failure ?? "")")
        }
        let entries = try NavigationLogEntry<ShopScreen>.entries(jsonLines: lines.joined(separator: "\n"))
        let replay = try ShopConsole(strategy: strategy)
        let app = replay.app
        let report = await app.router.replay(entries, mark: { app.apply($0) })
        #expect(report.isFaithful, "\(report): \(report.divergences.prefix(3).map(\.description))")
        #expect(app.tree.description == soak.app.tree.description)
    }

    /// An empty file at `url`, open for writing.
    static func logFile(at url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return try FileHandle(forWritingTo: url)
    }

    /// A seed in decimal or, with `0x`, in hexadecimal.
    static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
