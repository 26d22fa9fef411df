import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// For random reachable states of the test shop, `restore(snapshot())` into another app — a
/// fresh one, or one in another random state — gives an equal snapshot and an equal tree.
///
/// Each run uses fixed seeds and one fresh one, printed; replay a failure with
/// `ROUTY_SEED=<seed> swift test --filter RestoreRoundTripTests`.
@MainActor
@Suite struct RestoreRoundTripTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    nonisolated static let statesPerSeed = 60

    @Test(arguments: seeds)
    func restoringASnapshotGivesItBack(seed: UInt64) async throws {
        print("RestoreRoundTripTests: seed \(seed); replay with ROUTY_SEED=\(seed)")
        var random = SeededGenerator(seed: seed)
        for number in 1...Self.statesPerSeed {
            let saved = try TestShop()
            let requests = try await Self.reachRandomState(saved, using: &random)
            let snapshot = saved.router.snapshot()
            let at = "seed \(seed), state \(number) after \(requests)"

            let target = try TestShop()
            let targetRequests = random.chance(50) ? try await Self.reachRandomState(target, using: &random) : []
            let restored = try await target.router.restore(snapshot)

            #expect(restored.isComplete, "\(at), restored into \(targetRequests): \(restored)")
            #expect(
                target.router.snapshot() == snapshot,
                "\(at), restored into \(targetRequests):\n\(target.router.snapshot())\nexpected:\n\(snapshot)")
            #expect(target.tree.description == saved.tree.description, "\(at), restored into \(targetRequests)")
            #expect(target.violations == [], "\(at)")
            // Through JSON, into yet another app, too.
            let decoded = try NavigationSnapshot<Screen>(json: snapshot.json())
            #expect(decoded == snapshot, "\(at)")
            let again = try TestShop()
            try await again.router.restore(decoded)
            #expect(again.tree.description == saved.tree.description, "\(at), through JSON")
        }
    }

    /// Runs a few random requests on `shop`; those that fail change nothing, so every state is
    /// one an app can reach.
    ///
    /// - Returns: The requests, as text for failure messages.
    static func reachRandomState(_ shop: TestShop, using random: inout SeededGenerator) async throws -> [String] {
        var made: [String] = []
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            let request = randomRequest(shop, using: &random)
            made.append(request.description)
            _ = await shop.router.result(of: request)
        }
        return made
    }

    private static func randomRequest(_ shop: TestShop, using random: inout SeededGenerator)
        -> NavigationRequest<Screen>
    {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return [.goBack]
        case 1: return [.selectTab(random.pick(RandomRun.tabs))]
        case 2:
            let shown = shop.window.shownPath
            return [.close(shown.isEmpty ? .cart : random.pick(shown))]
        default:
            var contexts: [Context] = random.chance(40) ? [random.pick(RandomRun.tabs)] : []
            for _ in 0..<Int.random(in: (contexts.isEmpty ? 1 : 0)...3, using: &random) {
                contexts.append(random.pick(RandomRun.screens))
            }
            return [.navigate(to: contexts)]
        }
    }
}
