extension RoutingTree: @MainActor CustomStringConvertible {
    /// The whole tree, one node per line, with the active path marked by `*`:
    ///
    /// ```
    /// switchNode1 *
    /// ├─ switchNode2
    /// │  ├─ node3
    /// │  └─ node4
    /// └─ node1 *
    ///    └─ node5 *
    /// ```
    ///
    /// A stale node is marked `(stale)`; an empty tree prints `(empty)`.
    public var description: String {
        guard let root = state.root else { return "(empty)" }
        var lines: [String] = []
        func visit(_ id: NodeID, prefix: String, childPrefix: String) {
            guard state.contains(id) else { return }
            var line = prefix + state.entry(of: id).description
            if state.isOnActivePath(id) { line += " *" }
            if state.isStale(id) { line += " (stale)" }
            lines.append(line)
            let children = state.children(of: id)
            for (offset, child) in children.enumerated() {
                let isLast = offset == children.count - 1
                visit(
                    child,
                    prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                    childPrefix: childPrefix + (isLast ? "   " : "│  ")
                )
            }
        }
        visit(root, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }
}
