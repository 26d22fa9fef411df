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
        for child in root.managed { try tree.didEnterNode(withEntry: child.entry) }
    }
}
