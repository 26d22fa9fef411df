import Portus
import SeededRandom
import Testing

/// Under `keepBranches` a plan is as short as the shortest sequence a breadth-first search over
/// tree states finds (``ShortestRoute``, which models the tree itself and never asks the planner).
@Suite("Shortest plans")
@MainActor
struct ShortestPlanTests {
    @Test("On small random trees, keepBranches plans exactly as many instructions as the search needs")
    func plansAreShortest() throws {
        let seed = SeededGenerator.seed(from: "PORTUS_SEED")
        var rng = SeededGenerator(seed: seed)
        for index in 0..<150 {
            let spec = TreeSpec.random(maxNodes: Int.random(in: 3...9, using: &rng), using: &rng)
            let app = TestApp(spec: spec)
            try #require(app.start() != nil, "seed \(seed), tree \(index)")
            let router = Router(tree: app.tree, strategy: .keepBranches)
            let search = ShortestRoute(spec: spec)
            for route in 0..<10 {
                let identifiers = spec.randomPath(using: &rng)
                let start = try TreeModel(#require(app.tree.root))
                let note: Comment = "seed \(seed), tree \(index), route \(route): from \(start) to \(identifiers)"
                let plan = router.plan(to: spec.path(identifiers))
                switch (plan, search.solve(from: start, to: identifiers)) {
                case (.success(let planned), let shortest?):
                    #expect(
                        planned.count == shortest.count, "plan \(planned), search \(shortest.instructions). \(note)")
                    #expect(app.route(router, to: identifiers) == .success(planned), "\(note)")
                case (.success(let planned), nil):
                    Issue.record("planned \(planned) where the search finds no way. \(note)")
                case (.failure(let error), let shortest?):
                    Issue.record("\(error) where the search finds \(shortest.instructions). \(note)")
                case (.failure, nil):
                    break
                }
            }
        }
    }

    @Test("The worked examples under keepBranches are shortest")
    func workedExamplesAreShortest() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: .keepBranches)
        let search = ShortestRoute(spec: .workedExample)
        for destination in [WorkedExample.setUp] + WorkedExample.table.map(\.destination) {
            let start = try TreeModel(#require(app.tree.root))
            let shortest = try #require(search.solve(from: start, to: destination))
            let executed = try #require(app.route(router, to: destination)).get()
            #expect(executed.descriptions == shortest.instructions)
        }
    }

    /// `R` enters `C`, a leavable container of `T1` (active at start) and `T2`; `T1` enters `S1`,
    /// which enters `S2`.
    static let modal = TreeSpec(
        root: "R",
        nodes: [
            "R": .screen(enters: ["C"]),
            "C": .container(["T1", "T2"], active: "T1", isLeavable: true),
            "T1": .screen(enters: ["S1"]),
            "T2": .screen(),
            "S1": .screen(enters: ["S2"]),
            "S2": .screen(),
        ]
    )

    /// Searching with moves allowed anywhere on the active path (``ShortestRoute/Moves/any``)
    /// finds shorter sequences than keepBranches plans. They are not within its semantics, which
    /// leave only what stands in the way on the destination's path and leave it node by node, so
    /// the randomised tests search with ``ShortestRoute/Moves/keepBranches``. Pinned here.
    @Test("Searching with moves anywhere finds shortcuts that keepBranches rules out")
    func shortcutsOutsideTheSemantics() throws {
        let deep: [RoutingIdentifier] = ["R", "C", "T1", "S1", "S2"]

        // Re-entering a node of the destination's own path, to get it fresh.
        var app = TestApp(spec: Self.modal)
        try #require(app.start() != nil)
        var router = Router(tree: app.tree, strategy: .keepBranches)
        _ = try #require(app.route(router, to: deep)).get()
        _ = try #require(app.route(router, to: ["R", "C", "T2"])).get()
        var start = try TreeModel(#require(app.tree.root))
        #expect(
            try router.plan(to: Self.modal.path(["R", "C", "T1"])).get().descriptions == [
                "switchTo(T1)", "leave(S2)", "leave(S1)",
            ])
        var anywhere = ShortestRoute(spec: Self.modal, moves: .any)
        #expect(anywhere.solve(from: start, to: ["R", "C", "T1"])?.instructions == ["leave(C)", "enter(C)"])
        #expect(ShortestRoute(spec: Self.modal).solve(from: start, to: ["R", "C", "T1"])?.count == 3)

        // Hiding a stack by switching its container away, then leaving the container with it.
        _ = try #require(app.route(router, to: deep)).get()
        start = try TreeModel(#require(app.tree.root))
        #expect(
            try router.plan(to: Self.modal.path(["R"])).get().descriptions == ["leave(S2)", "leave(S1)", "leave(C)"])
        #expect(anywhere.solve(from: start, to: ["R"])?.instructions == ["switchTo(T2)", "leave(C)"])
        #expect(ShortestRoute(spec: Self.modal).solve(from: start, to: ["R"])?.count == 3)

        // The same trick would take away a node that refuses to be left, without asking it.
        var refusing = Self.modal
        refusing.nodes["S2"]?.canLeave = false
        app = TestApp(spec: refusing)
        try #require(app.start() != nil)
        router = Router(tree: app.tree, strategy: .keepBranches)
        _ = try #require(app.route(router, to: deep)).get()
        start = try TreeModel(#require(app.tree.root))
        #expect(router.plan(to: refusing.path(["R"])) == .failure(.leaveRefused(refusing.entry("S2"))))
        anywhere = ShortestRoute(spec: refusing, moves: .any)
        #expect(anywhere.solve(from: start, to: ["R"])?.instructions == ["switchTo(T2)", "leave(C)"])
        #expect(ShortestRoute(spec: refusing).solve(from: start, to: ["R"]) == nil)
    }
}
