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
    /// A hidden tab is marked `(hidden)`, a stale node `(stale)`; an empty tree prints `(empty)`.
    public var description: String {
        guard let root = state.root else { return "(empty)" }
        var lines: [String] = []
        // Nodes still to print, the next on top: a list, not recursion, for trees of any depth.
        var toPrint = [(id: root, prefix: "", childPrefix: "")]
        while let (id, prefix, childPrefix) = toPrint.popLast() {
            guard state.contains(id) else { continue }
            var line = prefix + state.entry(of: id).description
            if state.isOnActivePath(id) { line += " *" }
            if state.links[id].isHidden { line += " (hidden)" }
            if state.isStale(id) { line += " (stale)" }
            lines.append(line)
            let children = state.children(of: id)
            for (offset, child) in children.enumerated().reversed() {
                let isLast = offset == children.count - 1
                toPrint.append(
                    (child, childPrefix + (isLast ? "└─ " : "├─ "), childPrefix + (isLast ? "   " : "│  ")))
            }
        }
        return lines.joined(separator: "\n")
    }
}
