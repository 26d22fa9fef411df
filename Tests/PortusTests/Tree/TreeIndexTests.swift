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

    @Test("A group of many tabs, made with its bar and started later, keeps one node per tab")
    func manyManagedChildren() throws {
        let tree = RoutingTree()
        // 300 tabs, a namesake of tab 5 among them (the tree keeps one node for equal entries),
        // and tabs with contexts: past a few children they are looked up in a table.
        var tabs = (0..<300).map {
            RoutingEntry(identifier: RoutingIdentifier(rawValue: "t\($0)"), context: $0 % 7 == 0 ? ["n": "\($0)"] : nil)
        }
        tabs.append(RoutingEntry(identifier: "t5"))
        func container(_ name: RoutingIdentifier, _ entries: [RoutingEntry], active: RoutingEntry) -> RoutingEntry {
            RoutingEntry(identifier: name, managedEntries: .init(entries: entries, activeEntry: active))
        }
        let home = RoutingEntry(identifier: "home")
        try tree.didEnterNode(
            withEntry: container("bar", [home, container("group", tabs, active: tabs[42])], active: home))
        #expect(tree.count == 1 + 2 + 300)
        let before = tabs.map { tree.node(for: $0) }
        #expect(!before.contains(nil))
        // The group starts when first shown, with three tabs more: the 300 keep their nodes.
        let more = tabs + (300..<303).map { RoutingEntry(identifier: RoutingIdentifier(rawValue: "t\($0)")) }
        try tree.switchNode(
            withEntry: RoutingEntry(identifier: "bar"),
            didSwitchToNodeWithEntry: container("group", tabs, active: tabs[42]))
        try tree.didEnterNode(withEntry: container("group", more, active: more[301]))
        #expect(tree.count == 1 + 2 + 303)
        #expect(tabs.map { tree.node(for: $0) } == before)
        #expect(tree.activePath.map(\.identifier) == ["bar", "group", "t300"])
        #expect(tree.node(for: RoutingEntry(identifier: "t0")) == nil, "t0 has a context")
    }
}
