import Portus
import Testing

/// The tree's index compares hashes before keys, so a lookup whose keys are never compared would
/// pass every test whose keys hash apart. Here the keys share one hash, and their kinds another:
/// only the comparison of keys (`RoutingEntry.hasKey`, `haveSameKey`) and of kinds tells them
/// apart.
@Suite("Tree index: colliding hashes")
@MainActor
struct TreeIndexCollisionTests {
    /// The tree `root → a → b → a → c[id=1] → m`, every key with the hash 7 and every kind with
    /// the hash 11: `a`, `b` and `c` of kind `k`, `m` of kind `other`.
    static func tree() throws -> RoutingTree {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "root"))
        for name in ["a", "b", "a"] { try tree.didEnterNode(withEntry: RoutingEntry(key: CollidingKey(name))) }
        var withContext = RoutingEntry(key: CollidingKey("c"))
        withContext.context = ["id": "1"]
        try tree.didEnterNode(withEntry: withContext)
        try tree.didEnterNode(withEntry: RoutingEntry(key: CollidingKey("m", kind: "other")))
        return tree
    }

    /// The nodes' positions by what they print, found by a walk of the tree.
    static func walk(_ tree: RoutingTree) -> [(id: NodeID, text: String)] {
        var found: [(id: NodeID, text: String)] = []
        var stack = tree.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            found.append((node.id, node.entry.description))
            stack += node.children
        }
        return found
    }

    @Test(
        "a lookup by key finds the nodes of an equal key and nothing else, whatever the hashes",
        arguments: [
            (CollidingKey("a"), ["a", "a"]),
            (CollidingKey("b"), ["b"]),
            // `c` is there only with a context: an entry of the key alone names no node.
            (CollidingKey("c"), []),
            (CollidingKey("absent"), []),
            (CollidingKey("a", kind: "other"), []),
            (CollidingKey("m", kind: "other"), ["m"]),
        ])
    func byKey(key: CollidingKey, expected: [String]) throws {
        let tree = try Self.tree()
        let texts = Dictionary(uniqueKeysWithValues: Self.walk(tree).map { ($0.id, $0.text) })
        #expect(tree.nodeIDs(withKey: key).map { texts[$0] ?? "?" }.sorted() == expected)
    }

    @Test(
        "a lookup by kind finds the nodes of that kind and nothing else, whatever the hashes",
        arguments: [
            (CollidingKey("any"), ["a", "a", "b", "c[id=1]"]),
            (CollidingKey("any", kind: "other"), ["m"]),
            (CollidingKey("any", kind: "absent"), []),
        ])
    func byKind(key: CollidingKey, expected: [String]) throws {
        let tree = try Self.tree()
        let texts = Dictionary(uniqueKeysWithValues: Self.walk(tree).map { ($0.id, $0.text) })
        #expect(tree.nodeIDs(ofKind: key).map { texts[$0] ?? "?" }.sorted() == expected)
    }

    @Test("a node left is dropped from the lookups of its key only")
    func afterALeave() throws {
        let tree = try Self.tree()
        var withContext = RoutingEntry(key: CollidingKey("c"))
        withContext.context = ["id": "1"]
        try tree.didLeaveNode(with: RoutingEntry(key: CollidingKey("m", kind: "other")))
        try tree.didLeaveNode(with: withContext)
        try tree.didLeaveNode(with: RoutingEntry(key: CollidingKey("a")))
        let walked = Self.walk(tree)
        #expect(walked.map(\.text).sorted() == ["a", "b", "root"])
        let a = try #require(walked.first { $0.text == "a" }).id
        let b = try #require(walked.first { $0.text == "b" }).id
        #expect(tree.nodeIDs(withKey: CollidingKey("a")) == [a])
        #expect(tree.nodeIDs(withKey: CollidingKey("b")) == [b])
        #expect(tree.nodeIDs(withKey: CollidingKey("m", kind: "other")).isEmpty)
        #expect(Set(tree.nodeIDs(ofKind: CollidingKey("any"))) == [a, b])
    }
}

/// A key whose hashes the test chooses: by default every key hashes to 7 and every kind to 11,
/// as two contexts' hashes may collide. Keys are equal when name and kind are.
final class CollidingKey: RoutingKey, CustomTestStringConvertible {
    let name: String
    let kind: String
    let keyHash: Int
    let kindHash: Int

    init(_ name: String, kind: String = "k", hash: Int = 7, kindHash: Int = 11) {
        (self.name, self.kind, keyHash, self.kindHash) = (name, kind, hash, kindHash)
    }

    func isEqual(to other: any RoutingKey) -> Bool {
        guard let other = other as? CollidingKey else { return false }
        return other.name == name && other.kind == kind
    }

    func isSameKind(as other: any RoutingKey) -> Bool { (other as? CollidingKey)?.kind == kind }

    var identifier: RoutingIdentifier { RoutingIdentifier(rawValue: name) }

    var testDescription: String { "\(kind).\(name)" }
}
