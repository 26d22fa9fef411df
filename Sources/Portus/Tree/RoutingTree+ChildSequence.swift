extension RoutingTree.Node {
    /// The children of a node — the managed ones in display order, then the entered one — read
    /// from the tree one at a time as the sequence is iterated, without building an array.
    ///
    /// Iterate it while the tree does not change; a child removed during the iteration ends it.
    @MainActor
    public struct ChildSequence: @MainActor Sequence {
        private let tree: RoutingTree
        private let parent: NodeID?

        init(tree: RoutingTree, parent: NodeID?) {
            self.tree = tree
            self.parent = parent
        }

        /// An iterator over the children.
        public func makeIterator() -> Iterator {
            Iterator(tree: tree, parent: parent)
        }

        /// Reads the children one at a time.
        @MainActor
        public struct Iterator: @MainActor IteratorProtocol {
            private let tree: RoutingTree
            private let parent: NodeID?
            private var upcoming: NodeID?
            private var didEnteredChild = false

            init(tree: RoutingTree, parent: NodeID?) {
                self.tree = tree
                self.parent = parent
                upcoming = parent.flatMap { tree.state.firstManaged(of: $0) }
            }

            /// The next child, or `nil` after the last.
            public mutating func next() -> RoutingTree.Node? {
                guard let parent, tree.state.contains(parent) else { return nil }
                if let current = upcoming, tree.state.contains(current) {
                    upcoming = tree.state.nextManaged(after: current)
                    return RoutingTree.Node(tree: tree, id: current)
                }
                upcoming = nil
                guard !didEnteredChild else { return nil }
                didEnteredChild = true
                return RoutingTree.Node(tree: tree, id: tree.state.links[parent].enteredID)
            }
        }
    }
}
