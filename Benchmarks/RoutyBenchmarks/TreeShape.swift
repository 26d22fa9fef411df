import SeededRandom

/// The shape of a benchmark tree with an exact number of nodes: a root container of tabs, deep
/// stacks in each tab and nested containers, no node deeper than ``maximumDepth``.
///
/// A container has only managed children (its tabs); every other node has at most one entered
/// child (the screen pushed on it), so stacks are chains and containers make the tree wide.
struct TreeShape {
    /// One node of the shape.
    struct Node {
        var parent: Int?
        var depth: Int
        var isContainer: Bool
        var managed: [Int] = []
        var entered: Int?
        /// Whether the node belongs to the core that is the same at every size.
        var isCore: Bool
    }

    /// The deepest a node may be unless told otherwise; the root has depth 0.
    static let defaultMaximumDepth = 12
    /// The number of tabs of the root container.
    static let tabCount = 4
    /// The most tabs a nested container has; big trees need wide containers to stay shallow.
    static let maximumFanout = 10
    /// The seed of the core, so that it is the same whatever the size and the generator.
    static let coreSeed: UInt64 = 0xC0_4E
    /// How many tabs of each container of the core hold ballast.
    static let ballastSlots = 2

    /// The deepest a node is; the root has depth 0.
    let maximumDepth: Int
    /// The nodes; the root is node 0 and every parent comes before its children.
    private(set) var nodes: [Node] = []
    /// The most nodes that fit below a screen at each depth (the screen left out).
    private let capacity: [Int]
    /// The screens below which the ballast grows: a tab of the root and tabs of the core's containers.
    private(set) var ballastRoots: [Int] = []
    private var isBuildingCore = false

    /// Builds a shape of exactly `count` nodes (at least the root, its tabs and one stack as
    /// deep as `maximumDepth`: 16 nodes for depth 12).
    ///
    /// The first tab holds a stack as deep as `maximumDepth`, so that trees of every size have
    /// screens at every depth; the other tabs share the rest of the nodes, which grow into stacks
    /// and, where a stack would get too deep, nested containers whose tabs share what is left.
    ///
    /// With a `coreCount`, the first `coreCount` nodes are a core that is the same at every size
    /// (it has its own seed): the root, three tabs and what grows in them, each container of the
    /// core with ``ballastSlots`` extra tabs first. The other nodes are ballast, grown in the
    /// root's first tab and those extra tabs, so a tree's paths through the core stay the same
    /// as the tree grows around them.
    init(
        count: Int,
        coreCount: Int = 0,
        maximumDepth: Int = Self.defaultMaximumDepth,
        generator: inout SeededGenerator
    ) {
        self.maximumDepth = maximumDepth
        var capacity = Array(repeating: 0, count: maximumDepth + 3)
        for depth in stride(from: maximumDepth - 1, through: 0, by: -1) {
            let chain = 1 + capacity[depth + 1]
            let container = depth + 2 <= maximumDepth ? 1 + Self.maximumFanout * (1 + capacity[depth + 2]) : 0
            capacity[depth] = min(max(chain, container), 1 << 40)
        }
        self.capacity = capacity
        isBuildingCore = coreCount > 0
        let root = add(parent: nil, isContainer: true)
        if isBuildingCore { ballastRoots.append(add(parent: root, isContainer: false, isCore: false)) }
        let tabs = (ballastRoots.count..<Self.tabCount).map { _ in add(parent: root, isContainer: false) }
        var tip = tabs[0]
        while nodes[tip].depth < maximumDepth { tip = add(parent: tip, isContainer: false) }
        if isBuildingCore {
            var coreGenerator = SeededGenerator(seed: Self.coreSeed)
            distribute(max(0, coreCount - nodes.count), among: Array(tabs.dropFirst()), generator: &coreGenerator)
            isBuildingCore = false
            distribute(max(0, count - nodes.count), among: ballastRoots, generator: &generator)
        } else {
            distribute(max(0, count - nodes.count), among: Array(tabs.dropFirst()), generator: &generator)
        }
    }

    /// Gives each screen a random share of `budget` nodes to grow below it.
    private mutating func distribute(_ budget: Int, among screens: [Int], generator: inout SeededGenerator) {
        guard !screens.isEmpty else { return }
        let rooms = screens.map { capacity[nodes[$0].depth] }
        let weights = screens.map { _ in Double.random(in: 1...4, using: &generator) }
        let total = weights.reduce(0, +)
        var shares = zip(weights, rooms).map { weight, room in min(room, Int(Double(budget) * weight / total)) }
        var left = budget - shares.reduce(0, +)
        for index in shares.indices where left > 0 {
            let extra = min(left, rooms[index] - shares[index])
            shares[index] += extra
            left -= extra
        }
        for (screen, share) in zip(screens, shares) { grow(below: screen, budget: share, generator: &generator) }
    }

    /// Grows `budget` nodes below `screen`: a pushed screen, or a nested container when the stack
    /// would get too deep (and now and then anyway).
    private mutating func grow(below screen: Int, budget: Int, generator: inout SeededGenerator) {
        guard budget > 0 else { return }
        let depth = nodes[screen].depth
        let slots = isBuildingCore ? Self.ballastSlots : 0
        let fitsContainer = depth + 2 <= maximumDepth && budget >= 3 + slots
        let needsContainer = budget > 1 + capacity[depth + 1]
        if fitsContainer, needsContainer || Int.random(in: 0..<8, using: &generator) == 0 {
            let below = capacity[depth + 2]
            let least =
                (2...Self.maximumFanout).first { 1 + slots + $0 * (1 + below) >= budget } ?? Self.maximumFanout
            let most = max(least, min(4, budget - 1 - slots))
            let fanout = min(Int.random(in: least...most, using: &generator), budget - 1 - slots)
            let container = add(parent: screen, isContainer: true)
            for _ in 0..<slots { ballastRoots.append(add(parent: container, isContainer: false, isCore: false)) }
            let children = (0..<fanout).map { _ in add(parent: container, isContainer: false) }
            distribute(budget - 1 - slots - fanout, among: children, generator: &generator)
        } else {
            // In the core, the extra tabs can leave a budget that only a container would hold;
            // what does not fit goes to the ballast.
            let child = add(parent: screen, isContainer: false)
            grow(below: child, budget: min(budget - 1, capacity[depth + 1]), generator: &generator)
        }
    }

    /// The nodes at each depth, by depth.
    var nodesByDepth: [[Int]] {
        var result = Array(repeating: [Int](), count: maximumDepth + 1)
        for (index, node) in nodes.enumerated() { result[node.depth].append(index) }
        return result
    }

    /// The nodes from the root to `node`, both included.
    func path(to node: Int) -> [Int] {
        var path = [node]
        while let parent = nodes[path[path.count - 1]].parent { path.append(parent) }
        return path.reversed()
    }

    /// The nodes that have no child: the tops of the stacks.
    var leaves: [Int] {
        nodes.indices.filter { nodes[$0].entered == nil && nodes[$0].managed.isEmpty }
    }

    private mutating func add(parent: Int?, isContainer: Bool, isCore: Bool? = nil) -> Int {
        let index = nodes.count
        let depth = parent.map { nodes[$0].depth + 1 } ?? 0
        nodes.append(
            Node(parent: parent, depth: depth, isContainer: isContainer, isCore: isCore ?? isBuildingCore))
        if let parent {
            if nodes[parent].isContainer {
                nodes[parent].managed.append(index)
            } else {
                nodes[parent].entered = index
            }
        }
        return index
    }
}
