import Portus
import SeededRandom

/// `route`: a whole route executed by `Router.routeTo(staticDestination:)` through nodes that
/// tell the tree what they did (``RouteNode``), in a tree of `size` nodes.
///
/// The root container manages two stacks, `a` and `b`, and a third tab of ballast. One route goes
/// from the top of a stack of ``stackDepth`` screens on one tab to the same depth on the other:
/// ``stackDepth`` leaves, a switch and ``stackDepth`` enters (`tearDown`, the default strategy,
/// leaves the stack it switches away from); the next route goes back. The ballast — tabs, stacks
/// and containers laid out as a ``TreeShape``, entered through the same notifications — fills the
/// tree to `size` nodes, sits in the same storage and index, and no route passes through it; so
/// every size executes the very same routes and differs only in the number of nodes.
@MainActor
struct RouteBenchmark {
    /// The screens pushed on a stack; a route leaves that many and enters that many.
    static let stackDepth = 10
    /// The instructions of one route.
    static let instructionsPerRoute = 2 * stackDepth + 1

    let tree = RoutingTree()
    let router: Router
    private let root: RouteNode
    /// The ballast's nodes, kept alive here (the tree holds routables weakly).
    private let ballast: [BenchNode]
    /// The destinations of the routes, in turn: the top of `b`'s stack, then of `a`'s.
    private let destinations: [StaticRoutingDestination]

    /// Builds the tree through the notifications an app sends, at the top of `a`'s stack.
    ///
    /// - Throws: ``BenchmarkError`` when the tree does not end up with `size` nodes.
    init(size: Int, seed: UInt64) throws(BenchmarkError) {
        // The root, two tabs and a stack on one of them; the ballast is the rest.
        let routeNodes = 3 + Self.stackDepth
        var generator = SeededGenerator(seed: seed)
        let shape = TreeShape(count: max(size - routeNodes, 16), generator: &generator)
        let ballast = shape.nodes.indices.map { BenchNode(identifier: RoutingIdentifier(rawValue: "ballast\($0)")) }
        for (index, node) in shape.nodes.enumerated() {
            ballast[index].managed = node.managed.map { ballast[$0] }
        }
        let tree = tree
        let root = RouteNode(identifier: "root", tree: tree)
        // The ballast's container is the root's third tab.
        root.managed = ["a", "b"].map { RouteNode(identifier: $0, tree: tree) } + [ballast[0]]
        self.root = root
        self.ballast = ballast
        router = Router(tree: tree)
        destinations = ["b", "a"].map { tab in
            ["root", tab].entries
                + (1...Self.stackDepth).map { RoutingEntry(identifier: RoutingIdentifier(rawValue: "\(tab)\($0)")) }
        }
        do {
            // The root starts on the ballast's tab, so the ballast is entered (and indexed) first.
            try tree.didEnterNode(withEntry: root.entry)
            try tree.switchNode(withEntry: root.entry, didSwitchToNodeWithEntry: ballast[0].entry)
            try grow(0, in: shape)
            try tree.switchNode(withEntry: root.entry, didSwitchToNodeWithEntry: root.managed[0].entry)
        } catch {
            throw BenchmarkError("route: building the tree failed: \(error)")
        }
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: destinations[1], animated: false) { result = $0 }
        guard case .success(let instructions) = result, instructions.count == Self.stackDepth else {
            throw BenchmarkError("route: building a's stack failed: \(String(describing: result))")
        }
        guard tree.count == size else {
            throw BenchmarkError("route: the tree has \(tree.count) nodes, not \(size)")
        }
    }

    /// Enters the ballast below `index`, which is the active leaf (or a container on the active path).
    private func grow(_ index: Int, in shape: TreeShape) throws(RoutingError) {
        let node = shape.nodes[index]
        if node.isContainer {
            for child in node.managed {
                try tree.switchNode(withEntry: ballast[index].entry, didSwitchToNodeWithEntry: ballast[child].entry)
                try grow(child, in: shape)
            }
        } else if let child = node.entered {
            try tree.didEnterNode(withEntry: ballast[child].entry)
            try grow(child, in: shape)
        }
    }

    /// Times `iterations` routes, each from the top of one stack to the top of the other.
    ///
    /// - Returns: The time the routes took, and how many of them failed or executed other than
    ///   ``instructionsPerRoute`` instructions (none should).
    func run(iterations: Int, cursor: inout Int) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var failures = 0
        let start = clock.now
        for _ in 0..<iterations {
            var executed = -1
            router.routeTo(staticDestination: destinations[cursor], animated: false) { result in
                executed = (try? result.get().count) ?? -1
            }
            if executed != Self.instructionsPerRoute { failures += 1 }
            cursor = 1 - cursor
        }
        return (clock.now - start, failures)
    }
}
