import Portus
import SeededRandom

/// `plan`: the dry run (`Router.plan(to:)`) from a random active path to a random destination
/// path, in a tree of `size` nodes made of tabs, deep stacks and nested containers.
///
/// The claim under test is that planning costs O(depth), not O(size). So every size plans the
/// same routes: active paths and destinations are drawn, with their depth uniform in 1...12 and
/// the same seed, from a core of ``coreCount`` nodes that is the same in every tree (see
/// ``TreeShape``); the rest of the tree is ballast — tabs, stacks and containers around the
/// core, entered through the same notifications, interleaved with it in the tree's storage and
/// index — that no route passes through. Routes drawn from the whole tree would be longer in
/// bigger trees (wider containers make paths part earlier), which measures the routes rather
/// than the planner.
@MainActor
struct PlanBenchmark {
    /// How many plans are timed from one active path before the next is set up (untimed).
    static let plansPerOrigin = 64
    /// The nodes of the core the routes are drawn from: the whole tree at the smallest size.
    static let coreCount = 100

    let tree = RoutingTree()
    let router: Router
    private let shape: TreeShape
    private let nodes: [BenchNode]
    private let byDepth: [[Int]]

    /// Builds the tree through the notifications an app sends.
    ///
    /// - Throws: ``BenchmarkError`` when the tree does not end up with `size` nodes.
    init(size: Int, seed: UInt64) throws(BenchmarkError) {
        var generator = SeededGenerator(seed: seed)
        let shape = TreeShape(count: size, coreCount: Self.coreCount, generator: &generator)
        let nodes = shape.nodes.indices.map { BenchNode(identifier: RoutingIdentifier(rawValue: "n\($0)")) }
        for (index, node) in shape.nodes.enumerated() {
            nodes[index].managed = node.managed.map { nodes[$0] }
        }
        self.shape = shape
        self.nodes = nodes
        // Containers are left out: a path cannot end at one, its active tab is always shown.
        byDepth = shape.nodesByDepth.map { level in
            level.filter { shape.nodes[$0].isCore && !shape.nodes[$0].isContainer }
        }
        router = Router(tree: tree)
        do {
            try tree.didEnterNode(withEntry: nodes[0].entry)
            try grow(from: 0)
        } catch {
            throw BenchmarkError("plan: building the tree failed: \(error)")
        }
        guard tree.count == size else {
            throw BenchmarkError("plan: the tree has \(tree.count) nodes, not \(size)")
        }
    }

    /// Enters the subtree of `index`, which is the active leaf (or a container on the active path).
    private func grow(from index: Int) throws(RoutingError) {
        let node = shape.nodes[index]
        if node.isContainer {
            for child in node.managed {
                try tree.switchNode(withEntry: nodes[index].entry, didSwitchToNodeWithEntry: nodes[child].entry)
                try grow(from: child)
            }
        } else if let child = node.entered {
            try tree.didEnterNode(withEntry: nodes[child].entry)
            try grow(from: child)
        }
    }

    /// A random node of the core that is not a container, whose depth is uniform in 1...12.
    private func randomNode(using generator: inout SeededGenerator) -> Int {
        let depth = Int.random(in: 1...shape.maximumDepth, using: &generator)
        let candidates = byDepth[depth]
        return candidates[Int.random(in: 0..<candidates.count, using: &generator)]
    }

    /// Makes the path to `index` active: switches every container on the way.
    private func activate(_ index: Int) throws(RoutingError) {
        let path = shape.path(to: index)
        for (parent, child) in zip(path, path.dropFirst()) where shape.nodes[parent].isContainer {
            try tree.switchNode(withEntry: nodes[parent].entry, didSwitchToNodeWithEntry: nodes[child].entry)
        }
    }

    /// Random destination paths, as entries from the root.
    func destinations(count: Int, using generator: inout SeededGenerator) -> [[RoutingEntry]] {
        (0..<count).map { _ in shape.path(to: randomNode(using: &generator)).map { nodes[$0].entry } }
    }

    /// The mean number of instructions of the plans from `count` random active paths to the
    /// destinations, to tell a slower plan from a longer one.
    func meanPlanLength(count: Int, destinations: [[RoutingEntry]], generator: inout SeededGenerator) -> Double {
        var total = 0
        for index in 0..<count {
            _ = try? activate(randomNode(using: &generator))
            if case .success(let instructions) = router.plan(to: destinations[index % destinations.count]) {
                total += instructions.count
            }
        }
        return Double(total) / Double(max(count, 1))
    }

    /// Times `iterations` plans, changing the active path every ``plansPerOrigin`` plans.
    ///
    /// - Returns: The time the plans took, and how many of them failed (none should).
    func run(
        iterations: Int,
        destinations: [[RoutingEntry]],
        generator: inout SeededGenerator
    ) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        var failures = 0
        var done = 0
        var cursor = Int.random(in: 0..<destinations.count, using: &generator)
        while done < iterations {
            if (try? activate(randomNode(using: &generator))) == nil { failures += 1 }
            let batch = min(Self.plansPerOrigin, iterations - done)
            let start = clock.now
            for _ in 0..<batch {
                if case .failure = router.plan(to: destinations[cursor]) { failures += 1 }
                cursor = cursor + 1 == destinations.count ? 0 : cursor + 1
            }
            elapsed += clock.now - start
            done += batch
        }
        return (elapsed, failures)
    }
}
