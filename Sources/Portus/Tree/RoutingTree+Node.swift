extension RoutingTree {
    /// A read-only view of one node of a ``RoutingTree``.
    ///
    /// The structure it reports (children, active child, parent) is read from the tree when
    /// asked. Once the node is removed from the tree, it has no children and no parent and
    /// ``isActive`` is `false`; ``entry`` keeps the value it had when the view was made.
    @MainActor
    public struct Node: Hashable {
        private let tree: RoutingTree
        let id: NodeID
        private let serial: Int
        /// The node's entry when this view was made.
        public let entry: RoutingEntry

        /// Whether both views show the same node of the same tree.
        public nonisolated static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.tree === rhs.tree && lhs.id == rhs.id && lhs.serial == rhs.serial
        }

        /// Hashes the node's position and serial.
        public nonisolated func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(serial)
        }

        init?(tree: RoutingTree, id: NodeID?) {
            guard let id, let record = tree.state[id] else { return nil }
            self.tree = tree
            self.id = id
            self.serial = record.serial
            self.entry = record.entry
        }

        private var record: NodeRecord? {
            guard let record = tree.state[id], record.serial == serial else { return nil }
            return record
        }

        /// Whether the node is still in the tree.
        public var isInTree: Bool { record != nil }
        /// The managed children in display order, then the entered child, if any.
        public var children: [Node] { (record?.children ?? []).compactMap { Node(tree: tree, id: $0) } }
        /// The child that is active within this node, whether or not this node is active.
        public var activeChild: Node? { Node(tree: tree, id: record?.activeChild) }
        /// The node's parent; `nil` for the root.
        public var parent: Node? { Node(tree: tree, id: record?.parent) }
        /// Whether the node is on the tree's active path.
        public var isActive: Bool { record != nil && tree.state.isOnActivePath(id) }
        /// Whether the node is one of the children its parent manages (a tab, a page).
        public var isManagedByParent: Bool { record?.isManagedByParent ?? false }
        /// Whether the node's routable was deallocated without the tree being told.
        public var isStale: Bool { record?.isStale ?? false }
        /// The number of edges from the root; the root has depth 0.
        public var depth: Int { record?.depth ?? 0 }
        /// The managed child that is active beneath any entered child: the one shown again once
        /// the entered child is left. For tests that rebuild the tree's state from its nodes.
        package var activeManagedChild: Node? { Node(tree: tree, id: record?.activeManaged) }
    }

    /// The root node, if any.
    public var root: Node? { Node(tree: self, id: state.root) }

    /// The active leaf: the last node of the active path.
    public var activeLeaf: Node? { Node(tree: self, id: state.activeLeaf) }

    /// The node for `entry`: the one deepest on the active path, else the first one entered.
    public func node(for entry: RoutingEntry) -> Node? {
        Node(tree: self, id: state.node(for: entry))
    }
}
