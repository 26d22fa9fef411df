extension RoutingTree {
    /// A read-only view of one node of a ``RoutingTree``.
    ///
    /// The structure it reports (children, active child, parent) is read from the tree when
    /// asked. Once the node is removed from the tree, it has no children and no parent and
    /// ``isActive`` is `false`; ``entry`` keeps the value it had when the view was made.
    @MainActor
    public struct Node: Hashable {
        fileprivate let tree: RoutingTree
        /// The node's position in the tree's storage, which executors name nodes by.
        package let id: NodeID
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
            guard let id, tree.state.contains(id) else { return nil }
            self.tree = tree
            self.id = id
            self.serial = tree.state.links[id].serial
            self.entry = tree.state.entry(of: id)
        }

        /// The node's links, if the node is still in the tree.
        private var links: NodeLinks? {
            let state = tree.state
            guard state.contains(id), state.links[id].serial == serial else { return nil }
            return state.links[id]
        }

        /// Whether the node is still in the tree.
        public var isInTree: Bool { links != nil }
        /// The managed children in display order, then the entered child, if any.
        public var children: [Node] {
            var result: [Node] = []
            result.reserveCapacity(childCount)
            result.append(contentsOf: childSequence)
            return result
        }
        /// The children in the order of ``children``, read from the tree one at a time as the
        /// sequence is iterated, without building an array.
        public var childSequence: ChildSequence { ChildSequence(tree: tree, parent: links == nil ? nil : id) }
        /// The number of ``children``, counted without making a view of each.
        public var childCount: Int {
            guard let links else { return 0 }
            var count = links.entered == NodeLinks.none ? 0 : 1
            var child = tree.state.firstManaged(of: id)
            while let current = child {
                count += 1
                child = tree.state.nextManaged(after: current)
            }
            return count
        }
        /// The child that is active within this node, whether or not this node is active.
        public var activeChild: Node? { Node(tree: tree, id: links?.activeChildID) }
        /// The node's parent; `nil` for the root.
        public var parent: Node? { Node(tree: tree, id: links?.parentID) }
        /// Whether the node is on the tree's active path.
        public var isActive: Bool { links != nil && tree.state.isOnActivePath(id) }
        /// Whether the node is one of the children its parent manages (a tab, a page).
        public var isManagedByParent: Bool { links?.isManagedByParent ?? false }
        /// Whether the node is shown modally (``RoutingEntry/isModal``).
        public var isModal: Bool { links?.isModal ?? false }
        /// Whether the node's routable was deallocated without the tree being told.
        public var isStale: Bool { links != nil && tree.state.isStale(id) }
        /// The number of edges from the root; the root has depth 0.
        public var depth: Int {
            guard let links else { return 0 }
            return Int(links.depth)
        }
        /// The managed child that is active beneath any entered child: the one shown again once
        /// the entered child is left. For tests that rebuild the tree's state from its nodes.
        package var activeManagedChild: Node? { Node(tree: tree, id: links?.activeManagedID) }
    }

    /// The entries of the nodes from the root to `node`, read from the tree's storage without a
    /// view of each node. A node of another tree is followed through its views; a node that has
    /// left its tree gives only its own entry, as the view holds it.
    package func entriesFromRoot(to node: Node) -> [RoutingEntry] {
        if node.tree === self, node.isInTree { return state.entriesFromRoot(to: node.id) }
        var path: [RoutingEntry] = []
        var current: Node? = node
        while let next = current {
            path.append(next.entry)
            current = next.parent
        }
        return path.reversed()
    }

    /// The root node, if any.
    public var root: Node? { Node(tree: self, id: state.root) }

    /// The active leaf: the last node of the active path.
    public var activeLeaf: Node? { Node(tree: self, id: state.activeLeaf) }

    /// Every node whose identifier and context are those of `entry`, whatever their routables, in
    /// the order they were added: a lookup through the tree's index, not a search of the tree.
    package func nodes(withKeyOf entry: RoutingEntry) -> [Node] {
        var nodes: [Node] = []
        var candidate = state.firstCandidate(for: entry, hash: entry.keyHash)
        while let id = candidate {
            candidate = state.nextCandidate(after: id)
            if let node = Node(tree: self, id: id) { nodes.append(node) }
        }
        return nodes
    }

    /// Every node whose key (``RoutingKey``) is of the same kind as `entry`'s, in no particular
    /// order: a lookup through the tree's index of kinds. Empty when `entry` has no key.
    package func nodes(ofKindOf entry: RoutingEntry) -> [Node] {
        var nodes: [Node] = []
        var candidate = state.firstOfKind(of: entry)
        while let id = candidate {
            candidate = state.nextOfKind(after: id)
            if let node = Node(tree: self, id: id) { nodes.append(node) }
        }
        return nodes
    }

    /// The node for `entry`: the one deepest on the active path, else the first one entered.
    public func node(for entry: RoutingEntry) -> Node? {
        Node(tree: self, id: state.node(for: entry))
    }
}
