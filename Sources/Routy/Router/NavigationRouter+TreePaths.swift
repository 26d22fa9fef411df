import Portus

// Where a step ends on the tree: presenters, selected tabs, the path from the root.
extension NavigationRouter {
    /// The node nearest the active leaf that can present the way `presentation` says.
    func nearestPresenter(for presentation: NavigationPresentation) -> RoutingTree.Node? {
        var node = tree.activeLeaf
        while let current = node {
            if Self.canPresent(current, presentation) { return current }
            node = current.parent
        }
        return nil
    }

    static func canPresent(_ node: RoutingTree.Node, _ presentation: NavigationPresentation) -> Bool {
        (node.entry.routable as? any NavigationPresenter)?.canPresent(presentation) ?? false
    }

    /// `node`, or the managed child it shows (a container's selected tab), down to the first node
    /// that shows no managed child: where the active path through `node` ends when nothing is
    /// entered above it.
    static func selectedTab(of node: RoutingTree.Node) -> RoutingTree.Node {
        var node = node
        while let child = node.activeChild, child.isManagedByParent { node = child }
        return node
    }

    /// Whether a node of this router's elements lies above `node`: `false` for the root element.
    static func hasElementAncestor(_ node: RoutingTree.Node) -> Bool {
        var current = node.parent
        while let next = current {
            if next.entry.elementContext(ContextType.self) != nil { return true }
            current = next.parent
        }
        return false
    }

    /// The entries from the root to `node`.
    func path(to node: RoutingTree.Node) -> [RoutingEntry] {
        tree.entriesFromRoot(to: node)
    }
}
