import Portus
import SeededRandom
import Testing

/// The tree finds nodes by entry in large trees and after much churn: the index grows, reuses
/// the places of removed nodes, and keeps namesakes in the order they were added.
@Suite("Tree index")
@MainActor
struct TreeIndexTests {
    /// A stack of `count` screens, each entered by the one before, with keys that repeat every
    /// `distinct` screens and contexts on some.
    func entries(_ count: Int, distinct: Int) -> [RoutingEntry] {
        (0..<count).map { index in
            let key = index % distinct
            return RoutingEntry(
                identifier: RoutingIdentifier(rawValue: "s\(key)"),
                context: key % 3 == 0 ? ["id": "\(key)"] : nil)
        }
    }

    @Test("Every node is found after growth and churn, the deepest namesake on the active path first")
    func findsEveryNode() throws {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "root"))
        var rng = SeededGenerator(seed: 0x1DE7)
        let stack = entries(600, distinct: 250)
        var depth = 0
        // Grow, shrink and grow again, so that removed nodes leave their places to new ones.
        for _ in 0..<40 {
            let target = Int.random(in: 0...stack.count, using: &rng)
            while depth < target {
                try tree.didEnterNode(withEntry: stack[depth])
                depth += 1
            }
            while depth > target {
                depth -= 1
                try tree.didLeaveNode(with: stack[depth])
            }
            #expect(tree.count == depth + 1)
            #expect(tree.activePath == [RoutingEntry(identifier: "root")] + stack[..<depth])
        }
        for (index, entry) in stack[..<depth].enumerated() {
            let node = try #require(tree.node(for: entry), "\(entry)")
            // Namesakes repeat every 250 screens: the deepest one on the active path wins.
            let deepest = Array(stride(from: index, to: depth, by: 250)).last ?? index
            #expect(node.depth == deepest + 1, "\(entry)")
        }
        #expect(tree.node(for: RoutingEntry(identifier: "s1", context: ["id": "1"])) == nil)
        #expect(tree.node(for: RoutingEntry(identifier: "s3")) == nil, "s3 has a context")
    }

    @Test("A node updated in place is found by its new entry only")
    func updatedNode() throws {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "root"))
        for entry in entries(40, distinct: 40) { try tree.didEnterNode(withEntry: entry) }
        let old = RoutingEntry(identifier: "s7")
        let new = RoutingEntry(identifier: "s7", context: ["id": "new"])
        try tree.didUpdateNode(with: old, to: new)
        #expect(tree.node(for: old) == nil)
        #expect(tree.node(for: new)?.depth == 8)
        try tree.didUpdateNode(with: new, to: old)
        #expect(tree.node(for: old)?.depth == 8)
        #expect(tree.count == 41)
    }
}
