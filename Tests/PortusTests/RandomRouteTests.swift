import Portus
import SeededRandom
import Testing

/// Seeded randomised routes over random apps. Each run draws a new seed, which every failure
/// message names; set `PORTUS_SEED` to replay it.
@Suite("Randomised routes")
@MainActor
struct RandomRouteTests {
    static let trees = 120
    static let routesPerTree = 12

    @Test("Every route arrives, or fails with the right error and a consistent tree", arguments: RoutingStrategy.both)
    func randomRoutes(strategy: RoutingStrategy) throws {
        let seed = SeededGenerator.seed(from: "PORTUS_SEED")
        var rng = SeededGenerator(seed: seed)
        for index in 0..<Self.trees {
            let spec = TreeSpec.random(maxNodes: Int.random(in: 3...12, using: &rng), using: &rng)
            let app = TestApp(spec: spec)
            try #require(app.start() != nil, "seed \(seed), tree \(index)")
            let oracle = RouteOracle(app: app, router: Router(tree: app.tree, strategy: strategy))
            for route in 0..<Self.routesPerTree {
                let identifiers =
                    Int.random(in: 0..<50, using: &rng) == 0 ? [] : spec.randomDestination(using: &rng)
                let from = app.tree.root.map { TreeModel($0).description } ?? "(empty)"
                oracle.check(
                    identifiers,
                    note: "seed \(seed), tree \(index), route \(route): from \(from) to \(identifiers)")
            }
        }
    }

    @Test("Nodes that fail at random stop routes at the failing step, leaving a consistent tree")
    func randomFailures() throws {
        let seed = SeededGenerator.seed(from: "PORTUS_SEED")
        var rng = SeededGenerator(seed: seed)
        for index in 0..<60 {
            let spec = TreeSpec.random(maxNodes: Int.random(in: 3...12, using: &rng), using: &rng)
            let app = TestApp(spec: spec)
            try #require(app.start() != nil, "seed \(seed), tree \(index)")
            let strategy = RoutingStrategy.both.randomElement(using: &rng) ?? .tearDown
            let router = Router(tree: app.tree, strategy: strategy)
            let oracle = RouteOracle(app: app, router: router)
            let identifiers = spec.nodes.keys.sorted { $0.rawValue < $1.rawValue }
            for route in 0..<Self.routesPerTree {
                let destination = spec.path(spec.randomPath(using: &rng))
                let note: Comment = "seed \(seed), tree \(index), route \(route), \(strategy), to \(destination.names)"
                if let failing = identifiers.randomElement(using: &rng).flatMap(app.node) { failing.failNext = true }
                let plan = router.plan(to: destination)
                let before = app.tree.description
                let result = try #require(app.route(router, to: destination), note)
                oracle.checkTreeMatchesNodes(note: note)
                switch (plan, result) {
                case (.success(let planned), .success(let executed)):
                    #expect(executed == planned, note)
                    #expect(app.tree.activePath == destination, note)
                case (.success(let planned), .failure(.instructionFailed(let failed, let executed))):
                    #expect(Array(planned.prefix(executed.count + 1)) == executed + [failed], note)
                case (.failure(let planned), .failure(let error)):
                    #expect(error == planned, note)
                    #expect(app.tree.description == before, note)
                default:
                    Issue.record("planned \(plan), got \(result). \(note)")
                }
            }
        }
    }

    @Test("The generator is deterministic for a seed")
    func replayable() {
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        #expect((0..<8).map { _ in first.next() } == (0..<8).map { _ in second.next() })
        var rng = SeededGenerator(seed: 7)
        let specA = TreeSpec.random(maxNodes: 10, using: &rng).nodes
        rng = SeededGenerator(seed: 7)
        #expect(TreeSpec.random(maxNodes: 10, using: &rng).nodes == specA)
    }
}
