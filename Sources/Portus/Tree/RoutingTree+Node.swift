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
        /// Whether the node, a managed child, is hidden from the user: a tab taken off the tab
        /// bar, which keeps its subtree (`RoutingEntry.isHidden`).
        public var isHidden: Bool { links?.isHidden ?? false }
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

    /// Whether any node is hidden (``Node/isHidden``): counted as the flags are written, so a
    /// caller looking for hidden nodes on a path skips the walk when there are none.
    package var hasHiddenNodes: Bool { state.hiddenCount > 0 }

    /// The root node, if any.
    public var root: Node? { Node(tree: self, id: state.root) }

    /// The active leaf: the last node of the active path.
    public var activeLeaf: Node? { Node(tree: self, id: state.activeLeaf) }

    // MARK: - Reads by position
    //
    // A matcher that visits many nodes and keeps few reads them by position (`NodeID`), in place,
    // and makes a `Node` only of those it keeps: a view copies the node's whole entry.

    /// The view of the node at `id`; `nil` when no node is there.
    package func node(at id: NodeID) -> Node? { Node(tree: self, id: id) }

    /// The position of the active leaf.
    package var activeLeafID: NodeID? { state.activeLeaf }

    /// The position of the node's parent; `nil` for the root or a position with no node.
    package func parentID(of id: NodeID) -> NodeID? { state.contains(id) ? state.links[id].parentID : nil }

    /// The position of the child that is active within the node (``Node/activeChild``).
    package func activeChildID(of id: NodeID) -> NodeID? {
        state.contains(id) ? state.links[id].activeChildID : nil
    }

    /// The positions of the node's children in the order of ``Node/children``.
    package func childIDs(of id: NodeID) -> [NodeID] { state.contains(id) ? state.children(of: id) : [] }

    /// Whether the node is on the active path (``Node/isActive``).
    package func isActive(_ id: NodeID) -> Bool { state.isOnActivePath(id) }

    /// The node's depth (``Node/depth``); 0 for a position with no node.
    package func depth(of id: NodeID) -> Int { state.contains(id) ? Int(state.links[id].depth) : 0 }

    /// The key of the node's entry (`RoutingEntry.key`), read in place, when its routable is
    /// alive: the key of a live element.
    package func liveKey(of id: NodeID) -> (any RoutingKey)? {
        guard state.contains(id), state.isAlive(id) else { return nil }
        return state.entries[id].key
    }

    /// The node's routable, if it is alive, read in place.
    package func routable(of id: NodeID) -> (any Routable)? { state.contains(id) ? state.routable(of: id) : nil }

    /// The positions of every node whose key is `key` (an equal key, and no parameters) — the
    /// nodes of an entry made of `key` alone, whatever their routables — in the order they were
    /// added: a lookup through the tree's index, not a search of the tree, and no entry made to
    /// ask it (an entry allocates its reference).
    package func nodeIDs(withKey key: any RoutingKey) -> [NodeID] {
        var ids: [NodeID] = []
        var candidate = state.firstCandidate(forKey: key, hash: key.keyHash)
        while let id = candidate {
            ids.append(id)
            candidate = state.nextCandidate(after: id)
        }
        return ids
    }

    /// The positions of every node whose key is of the same kind as `key`
    /// (`RoutingKey/isSameKind(as:)`), in no particular order: a lookup through the tree's index
    /// of kinds.
    package func nodeIDs(ofKind key: any RoutingKey) -> [NodeID] {
        var ids: [NodeID] = []
        var candidate = state.firstOfKind(ofKey: key)
        while let id = candidate {
            ids.append(id)
            candidate = state.nextOfKind(after: id)
        }
        return ids
    }

    /// The node for `entry`: the one deepest on the active path, else the first one entered.
    public func node(for entry: RoutingEntry) -> Node? {
        Node(tree: self, id: state.node(for: entry))
    }
}
