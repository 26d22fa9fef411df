import Portus

/// The worked-example tree of the design: three levels of containers and stacks.
@MainActor
struct WorkedExample {
    let tree = RoutingTree()
    let root: DemoNode

    /// What each node can enter, and which nodes can be left.
    private static let enters: [RoutingIdentifier: [RoutingIdentifier]] = [
        "node1": ["node5", "node6"], "node5": ["node8", "node9", "node10"], "node6": ["node11"],
        "node2": ["node7", "switchNode3"],
    ]
    private static let leavable: Set<RoutingIdentifier> = [
        "switchNode3", "node5", "node6", "node7", "node8", "node9", "node10", "node11",
    ]

    init() {
        let tree = self.tree
        func make(_ identifier: RoutingIdentifier) -> DemoNode {
            let node = DemoNode(identifier, tree: tree, isLeavable: Self.leavable.contains(identifier)) { child in
                (Self.enters[identifier] ?? []).contains(child) ? make(child) : nil
            }
            if identifier == "switchNode3" { node.manage([make("node12"), make("node13")], active: 1) }
            return node
        }
        root = make("switchNode1")
        let switchNode2 = make("switchNode2")
        switchNode2.manage([make("node3"), make("node4")], active: 0)
        root.manage([switchNode2, make("node1"), make("node2")], active: 1)
    }

    /// Enters the root and its managed children, as an app does when it starts.
    func start() throws(RoutingError) {
        try tree.didEnterNode(withEntry: root.entry)
        for child in root.managed { try tree.didEnterNode(withEntry: child.entry, under: root.entry) }
    }
}

/// Routes the worked-example tree through the four worked examples of the design, printing
/// each destination, the executed instructions and the tree after it.
@MainActor
func runWorkedExamples() async -> Int32 {
    let example = WorkedExample()
    let router = Router(tree: example.tree)
    do {
        try example.start()
        // Example 1 starts inside node2's switchNode3 on node12.
        try await router.routeTo(staticDestination: ["switchNode1", "node2", "switchNode3", "node12"].entries)
    } catch {
        print("error: \(error)")
        return 1
    }
    print("Start: \(example.tree.activePath.map(\.description).joined(separator: ", "))")
    print(example.tree.description + "\n")
    let destinations: [[RoutingIdentifier]] = [
        ["switchNode1", "node1", "node5", "node8"],
        ["switchNode1", "switchNode2", "node4"],
        ["switchNode1", "node1", "node6", "node11"],
        ["switchNode1", "node2", "switchNode3", "node13"],
    ]
    for (number, destination) in destinations.enumerated() {
        print("Example \(number + 1): route to \(destination.map(\.rawValue).joined(separator: ", "))")
        do {
            let instructions = try await router.routeTo(staticDestination: destination.entries)
            print("  instructions: \(instructions.map(\.description).joined(separator: ", "))")
            print(example.tree.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            print()
        } catch {
            print("  error: \(error)")
            return 1
        }
    }
    return 0
}
