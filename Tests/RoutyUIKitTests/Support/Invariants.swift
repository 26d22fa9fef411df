import Portus
import RoutyUIKit

extension TestApp {
    /// What breaks the invariants now; empty when they hold.
    ///
    /// - The fake UI shows what the tree's active path says.
    /// - Each node with children has exactly one active child, one of its children; exactly one
    ///   child of an active node is active, and none of an inactive one.
    /// - Following the active children from the root gives the active path; no node is stale.
    /// - Each stack's pushed elements are its navigation controller's view controllers.
    var violations: [String] {
        var found: [String] = []
        if shown != path { found.append("shown [\(shown)] but the tree says [\(path)]") }
        var nodes: [RoutingTree.Node] = tree.root.map { [$0] } ?? []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            let children = node.children
            nodes += children
            if node.isStale { found.append("\(node.entry) is stale") }
            for child in children where child.parent != node {
                found.append("\(child.entry) does not name \(node.entry) as its parent")
            }
            if let stack = node.entry.routable as? AppStack {
                let onStack = stack.navigationController.viewControllers.dropFirst().map { $0.label }
                let elements = stack.pushed.map { $0.viewController.label }
                if onStack != elements { found.append("\(stack.context) pushed \(elements) but shows \(onStack)") }
            }
            guard !children.isEmpty else { continue }
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
        if followed != tree.activePath { found.append("active children do not lead along the active path") }
        return found
    }
}
