extension RoutingTree {
    /// What breaks the tree's structural invariants now, in words; empty when they hold. For
    /// tests and debugging: every test suite of the package checks these after each step, next to
    /// what its own UI shows.
    ///
    /// - Every node hangs from the root: `count` nodes are reached from it.
    /// - Each child names its parent; no node is stale.
    /// - A node with children has an active child among them, never a hidden one, a node without
    ///   none; exactly one child of an active node is active, and none of an inactive one.
    /// - Following the active children from the root gives the active path.
    /// - The count of hidden nodes the tree keeps is the number of nodes that are hidden.
    package var consistencyViolations: [String] {
        var found: [String] = []
        var nodes: [Node] = root.map { [$0] } ?? []
        var index = 0
        // Bounded, so that a tree whose links form a cycle is reported, not walked forever.
        while index < nodes.count, nodes.count <= count + 1 {
            let node = nodes[index]
            index += 1
            let children = node.children
            nodes += children
            if node.isStale { found.append("\(node.entry) is stale") }
            for child in children where child.parent != node {
                found.append("\(child.entry) does not name \(node.entry) as its parent")
            }
            guard !children.isEmpty else {
                if node.activeChild != nil { found.append("\(node.entry) has an active child but no children") }
                continue
            }
            guard let active = node.activeChild, children.contains(active) else {
                found.append("\(node.entry) has children but no active child among them")
                continue
            }
            if active.isHidden { found.append("\(node.entry) shows \(active.entry), which is hidden") }
            let activeCount = children.filter(\.isActive).count
            if activeCount != (node.isActive ? 1 : 0) {
                found.append("\(node.entry) (active: \(node.isActive)) has \(activeCount) active children")
            }
        }
        if nodes.count != count {
            found.append("the tree counts \(count) nodes but \(nodes.count) or more hang from its root")
        }
        let hidden = nodes.filter(\.isHidden).count
        if hidden != state.hiddenCount {
            found.append("the tree counts \(state.hiddenCount) hidden nodes but \(hidden) are hidden")
        }
        var followed: [RoutingEntry] = []
        var current = root
        while let node = current, followed.count <= count {
            followed.append(node.entry)
            current = node.activeChild
        }
        if followed != activePath {
            found.append("active children lead to \(followed) but the active path is \(activePath)")
        }
        return found
    }
}
