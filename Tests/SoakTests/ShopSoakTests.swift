import Foundation
import Portus
import Shop
import Testing

/// The soak test over the Playground's headless shop.
///
/// CI runs 20 000 steps with a new seed each time; the seed is printed first. To run more,
/// or to replay a failure:
///
/// ```
/// ROUTY_SOAK_STEPS=200000 swift test --filter Soak
/// ROUTY_SOAK_SEED=1234567 swift test --filter Soak
/// ```
@MainActor
@Suite struct SoakTests {
    @Test func shopKeepsItsInvariantsOverRandomSteps() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["ROUTY_SOAK_SEED"].flatMap(Self.parseSeed) ?? UInt64.random(in: 1...UInt64.max)
        let steps = environment["ROUTY_SOAK_STEPS"].flatMap { Int($0) } ?? 20_000
        print("Soak: seed \(seed), \(steps) steps; replay with ROUTY_SOAK_SEED=\(seed)")
        let soak = try ShopSoak(seed: seed)
        for index in 0..<steps {
            guard let failure = await soak.step(index) else { continue }
            Issue.record(
                """
                Soak failed at step \(index) with seed \(seed) (replay: ROUTY_SOAK_SEED=\(seed) swift test --filter Soak)
                \(failure)
                last steps:
                \(soak.recentHistory)
                tree:
                \(soak.app.tree)
                """
            )
            return
        }
        print("Soak: \(steps) steps passed; requests ended: \(soak.outcomeSummary)")
    }

    /// A seed in decimal or, with `0x`, in hexadecimal.
    static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
