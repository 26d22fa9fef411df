import Portus
import Routy
import RoutyHeadless
import SeededRandom

/// A headless app of `size` elements for the `navigate` and `memory` benchmarks: the root tab
/// container, a stack per tab, pushed screens and nested tab containers, laid out as a
/// ``TreeShape``; the factory makes only `detail` screens, which take a new payload in place.
///
/// Requests alternate, between random stack tops, between showing the top alone (which leaves
/// the detail on it, if any) and the top with a new detail (which pushes one, or updates the
/// detail that is there). With a `coreCount`, the stack tops are drawn from the shape's core only
/// and the rest of the app is ballast that no request names (see ``TreeShape``).
@MainActor
final class HeadlessBenchApp {
    let tree = RoutingTree()
    let window: HeadlessWindow<BenchScreen>
    let router: NavigationRouter<BenchScreen>
    /// The elements of the shape, by index.
    private let elements: [HeadlessElement<BenchScreen>]
    /// Context sequences that lead to stack tops: from the tab to the top.
    private let destinations: [[BenchContext]]
    private var cursor = 0
    private var detail = 0
    /// The requests that failed; none should.
    private(set) var failures = 0

    /// Builds the app through the headless elements' own operations.
    ///
    /// - Throws: ``BenchmarkError`` when an element refuses an operation while building.
    init(
        size: Int,
        coreCount: Int = 0,
        maximumDepth: Int = TreeShape.defaultMaximumDepth,
        seed: UInt64,
        destinationCount: Int = 1024
    ) throws(BenchmarkError) {
        var generator = SeededGenerator(seed: seed)
        let shape = TreeShape(count: size, coreCount: coreCount, maximumDepth: maximumDepth, generator: &generator)
        var made: [HeadlessElement<BenchScreen>?] = Array(repeating: nil, count: shape.nodes.count)
        for (index, node) in shape.nodes.enumerated() where !node.isContainer {
            let isTab = node.parent.map { shape.nodes[$0].isContainer } ?? false
            made[index] =
                isTab
                ? HeadlessStack(BenchContext(.section, payload: index))
                : HeadlessScreen(BenchContext(.screen, payload: index))
        }
        for (index, node) in shape.nodes.enumerated() where node.isContainer {
            let tabs = node.managed.compactMap { made[$0] }
            made[index] = HeadlessTabs(BenchContext(index == 0 ? .app : .tabs, payload: index), tabs: tabs)
        }
        let elements = made.compactMap { $0 }
        guard elements.count == shape.nodes.count else { throw BenchmarkError("navigate: an element is missing") }
        self.elements = elements
        let leaves = coreCount > 0 ? shape.leaves.filter { shape.nodes[$0].isCore } : shape.leaves
        destinations = (0..<destinationCount).map { _ in
            let leaf = leaves[Int.random(in: 0..<leaves.count, using: &generator)]
            return shape.path(to: leaf).dropFirst().map { elements[$0].context }
        }
        window = HeadlessWindow(tree: tree)
        var factory = NavigationElementRegistry<BenchScreen>()
        factory.register(.detail) { context in HeadlessScreen(context, isUpdatable: true) }
        router = NavigationRouter(tree: tree, factory: factory)
        router.animation = .none
        do {
            try window.show(elements[0])
        } catch {
            throw BenchmarkError("navigate: the window cannot show the app: \(error)")
        }
        try grow(0, in: shape)
        guard tree.count == size + 1 else {
            throw BenchmarkError("navigate: the tree has \(tree.count) nodes, not \(size) elements and the window")
        }
    }

    /// Shows the subtree of `index`, whose element is the active leaf (or a container on the
    /// active path).
    private func grow(_ index: Int, in shape: TreeShape) throws(BenchmarkError) {
        let node = shape.nodes[index]
        if node.isContainer, let container = elements[index] as? HeadlessTabs<BenchScreen> {
            for (tab, child) in zip(container.tabs, node.managed) {
                var switched = false
                container.switchToNode(with: tab.entry, animated: false) { switched = $0 }
                guard switched else { throw BenchmarkError("navigate: a tab switch failed while building") }
                try grow(child, in: shape)
            }
        } else if let child = node.entered {
            var pushed = false
            elements[index].present(elements[child], as: .push, animated: false) { pushed = $0 }
            guard pushed else { throw BenchmarkError("navigate: a push failed while building") }
            try grow(child, in: shape)
        }
    }

    /// Runs one request to the next destination; headless elements complete at once, so the
    /// request has ended when this returns.
    func navigate() {
        var contexts = destinations[cursor]
        cursor = cursor + 1 == destinations.count ? 0 : cursor + 1
        detail += 1
        if detail % 2 == 0 { contexts.append(BenchContext(.detail, payload: detail)) }
        var ended = 0
        router.enqueue(.navigate(to: contexts)) { [self] result in
            ended += 1
            if case .failure = result { failures += 1 }
        }
        if ended != 1 { failures += 1 }
    }

    /// Times `iterations` requests.
    func run(iterations: Int) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations { navigate() }
        return clock.now - start
    }
}
