import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// Seeded sequences of entries delivered to three scenes, sign-ins, and scenes closed and brought
/// back from their restoration data: each scene ends every step as the same scene would, alone in
/// an app of its own. A failure names its seed; replay it with
/// `ROUTY_SEED=<seed> swift test --filter ScenesRandomisedTests`.
@MainActor
@Suite struct ScenesRandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    static let sceneIDs: [NavigationSceneID] = ["a", "b", "c"]

    /// Entries of every kind, some that nothing reads.
    static let entries: [NavigationEntry] = [
        .link("shop://cart"), .link("shop://catalog"), .link("shop://catalog/shoes/42"),
        .link("shop://catalog/hats/7"), .link("shop://orders/3"), .link("https://shop.example.com/articles/5"),
        .link("shop://nowhere"), .notification("orderShipped", payload: ["order": "8"]),
        .notification("orderShipped", payload: [:]), .intent("Order", id: "9"), .intent("Order", id: "x"),
        .shortcut("cart"), .shortcut("unknown"),
    ]

    @Test(arguments: seeds)
    func eachSceneRoutesAsIfItWereAlone(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let together = ScenesApp()
        var alone: [NavigationSceneID: ScenesApp] = [:]
        for scene in Self.sceneIDs {
            try together.connect(scene)
            let app = ScenesApp()
            try app.connect(scene)
            alone[scene] = app
        }
        for step in 0..<60 {
            let scene = random.pick(Self.sceneIDs)
            let model = try #require(alone[scene])
            let action: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                action = "sign in \(scene)"
                together.signedIn.insert(scene)
                model.signedIn.insert(scene)
            case 1:
                action = "close login and resume in \(scene)"
                let request = NavigationRequest<Screen>([.close(.login), .resumePending], source: "login")
                let results = try await (
                    #require(together.scenes.router(for: scene)).result(of: request),
                    #require(model.scenes.router(for: scene)).result(of: request)
                )
                #expect(
                    results.0.summary == results.1.summary, "seed \(seed), step \(step): \(action)")
            case 2:
                action = "close and restore \(scene)"
                let data = try #require(try together.scenes.restorationData(for: scene))
                let modelData = try #require(try model.scenes.restorationData(for: scene))
                #expect(data == modelData, "seed \(seed), step \(step): \(action)")
                together.disconnect(scene)
                model.disconnect(scene)
                try together.connect(scene)
                try model.connect(scene)
                let restored = try await together.scenes.restore(data, in: scene)
                let modelRestored = try await model.scenes.restore(modelData, in: scene)
                #expect(restored == modelRestored, "seed \(seed), step \(step): \(action)")
            default:
                let entry = random.pick(Self.entries)
                action = "open \(entry) in \(scene)"
                let outcome = await Self.outcome(of: entry, in: scene, of: together)
                let modelOutcome = await Self.outcome(of: entry, in: scene, of: model)
                #expect(outcome == modelOutcome, "seed \(seed), step \(step): \(action)")
            }
            for other in Self.sceneIDs {
                let expected = try #require(alone[other]).path(other)
                #expect(together.path(other) == expected, "seed \(seed), step \(step): \(action); scene \(other)")
            }
        }
    }

    private static func outcome(
        of entry: NavigationEntry,
        in scene: NavigationSceneID,
        of app: ScenesApp
    ) async -> String {
        do {
            return "done: \(try await app.scenes.open(entry, in: scene))"
        } catch {
            return "error: \(error)"
        }
    }
}
