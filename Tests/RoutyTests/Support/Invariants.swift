import Portus
import Routy
import RoutyHeadless

extension TestShop {
    /// What breaks the invariants (RoutyHeadless article "Testing with the headless kit", Invariants) now; empty when they hold.
    ///
    /// - The headless UI shows what the tree's active path says.
    /// - Each node with children has exactly one active child, one of its children; exactly one
    ///   child of an active node is active, and none of an inactive one.
    /// - Following the active children from the root gives the active path.
    /// - No node is stale, and each child names its parent.
    var violations: [String] {
        var found: [String] = []
        if window.shownPath != window.treePath {
            found.append("shown [\(shown)] but the tree says [\(path)]")
        }
        for node in nodes {
            let children = node.children
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
            let activeCount = children.filter(\.isActive).count
            if activeCount != (node.isActive ? 1 : 0) {
                found.append("\(node.entry) (active: \(node.isActive)) has \(activeCount) active children")
            }
        }
        var followed: [RoutingEntry] = []
        var current = tree.root
        while let node = current {
            followed.append(node.entry)
            current = node.activeChild
        }
        if followed != tree.activePath {
            found.append("active children lead to \(followed) but the active path is \(tree.activePath)")
        }
        return found
    }
}
