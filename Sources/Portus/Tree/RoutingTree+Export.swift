extension RoutingTree {
    /// The tree in Graphviz DOT, with the active path drawn bold and blue and stale nodes grey.
    ///
    /// Managed children hang from dashed edges. Render it with `dot -Tpng`.
    public var dotRepresentation: String {
        var lines = ["digraph RoutingTree {", "  node [shape=box, fontname=\"Helvetica\"];"]
        forEachNode { number, id, parentNumber, isActive in
            var attributes = ["label=\"\(Self.escapeDOT(state.entry(of: id).description))\""]
            if isActive { attributes.append("style=\"bold,filled\", fillcolor=\"lightblue\", color=\"blue\"") }
            if state.isStale(id) { attributes.append("color=\"gray\", fontcolor=\"gray\"") }
            lines.append("  n\(number) [\(attributes.joined(separator: ", "))];")
            guard let parentNumber else { return }
            var edge: [String] = []
            if state.links[id].isManagedByParent { edge.append("style=dashed") }
            if isActive { edge.append("color=\"blue\", penwidth=2") }
            lines.append(
                "  n\(parentNumber) -> n\(number)" + (edge.isEmpty ? ";" : " [\(edge.joined(separator: ", "))];"))
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The tree as a Mermaid flowchart, with the active path in thick edges and an `active`
    /// class, and stale nodes in a `stale` class.
    public var mermaidRepresentation: String {
        var lines = ["graph TD"]
        var active: [String] = []
        var stale: [String] = []
        forEachNode { number, id, parentNumber, isActive in
            lines.append("  n\(number)[\"\(Self.escapeMermaid(state.entry(of: id).description))\"]")
            if let parentNumber {
                let arrow = isActive ? "==>" : (state.links[id].isManagedByParent ? "-.->" : "-->")
                lines.append("  n\(parentNumber) \(arrow) n\(number)")
            }
            if isActive { active.append("n\(number)") }
            if state.isStale(id) { stale.append("n\(number)") }
        }
        if !active.isEmpty {
            lines.append("  classDef active fill:#cce5ff,stroke:#0b5fff,stroke-width:2px;")
            lines.append("  class \(active.joined(separator: ",")) active;")
        }
        if !stale.isEmpty {
            lines.append("  classDef stale fill:#eeeeee,stroke:#999999,color:#999999;")
            lines.append("  class \(stale.joined(separator: ",")) stale;")
        }
        return lines.joined(separator: "\n")
    }

    /// Visits every node, parents first, numbering them in visiting order.
    private func forEachNode(_ body: (Int, NodeID, Int?, Bool) -> Void) {
        guard let root = state.root else { return }
        var numbers: [NodeID: Int] = [:]
        for id in state.subtree(of: root) {
            let number = numbers.count
            numbers[id] = number
            body(number, id, state.links[id].parentID.flatMap { numbers[$0] }, state.isOnActivePath(id))
        }
    }

    private static func escapeDOT(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func escapeMermaid(_ text: String) -> String {
        var escaped = ""
        for character in text {
            escaped += character == "\"" ? "#quot;" : String(character)
        }
        return escaped
    }
}
