import Foundation
import Portus
import Testing

/// What the tree does with the notifications that fit: entries, managed children, the "entered
/// again" rule, and the read-only node views.
@Suite("Routing tree")
@MainActor
struct RoutingTreeTests {
    @Test("Entries are equal by identifier and context, and by routable when both have one")
    func entryEquality() {
        let app = TestApp()
        let first = ScreenNode("product", spec: .screen(), app: app)
        let second = ScreenNode("product", spec: .screen(), app: app)
        let plain = RoutingEntry(identifier: "product")
        #expect(plain == RoutingEntry(identifier: "product", context: [:]))
        #expect(plain != RoutingEntry(identifier: "product", context: ["id": "1"]))
        #expect(RoutingEntry(identifier: "product", context: ["id": "1"]).description == "product[id=1]")
        #expect(plain == first.entry && plain == second.entry)
        #expect(first.entry != second.entry)
        #expect(Set([plain, RoutingEntry(identifier: "product", context: [:]), first.entry]).count == 1)
        #expect(["a", "b"].entries == [RoutingEntry(identifier: "a"), RoutingEntry(identifier: "b")])
    }

    @Test("An entry's routable is weak in every copy; a gone routable compares as none")
    func entryRoutableIsWeak() {
        final class Screen: Routable {
            var entry: RoutingEntry { RoutingEntry(identifier: "screen", routable: self) }
        }
        let kept = Screen()
        var gone: Screen? = Screen()
        var entry = RoutingEntry(identifier: "screen", routable: gone)
        let copy = entry
        #expect(entry != kept.entry && copy.routable === gone)
        gone = nil
        #expect(entry.routable == nil && copy.routable == nil, "no copy keeps the routable alive")
        #expect(entry == kept.entry && kept.entry == copy, "a gone routable is no routable")
        entry.routable = kept
        #expect(entry.routable === kept && copy.routable == nil && entry == kept.entry)
        entry.routable = nil
        #expect(entry == RoutingEntry(identifier: "screen") && entry == Screen().entry)
    }

    @Test("A node that takes a new routable is asked again what it can do")
    func newRoutableIsAskedAgain() throws {
        final class Plain: Routable {
            var entry: RoutingEntry { RoutingEntry(identifier: "root", routable: self) }
        }
        final class Stack: Enterable {
            let tree: RoutingTree
            init(tree: RoutingTree) { self.tree = tree }
            var entry: RoutingEntry { RoutingEntry(identifier: "root", routable: self) }
            func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
                completion((try? tree.didEnterNode(withEntry: entry)) != nil)
            }
        }
        let tree = RoutingTree()
        let router = Router(tree: tree)
        let destination: [RoutingEntry] = [RoutingEntry(identifier: "root"), RoutingEntry(identifier: "child")]
        var plain: Plain? = Plain()
        try tree.didEnterNode(withEntry: try #require(plain).entry)
        #expect(router.plan(to: destination) == .failure(.destinationNotReachable), "a plain node cannot enter")
        // The same routable, in another entry and in a copy of the tree's: nothing changes.
        try tree.didEnterNode(withEntry: try #require(plain).entry)
        #expect(router.plan(to: destination) == .failure(.destinationNotReachable))

        plain = nil
        let stack = Stack(tree: tree)
        try tree.didEnterNode(withEntry: stack.entry)
        #expect(tree.node(for: stack.entry)?.entry.routable === stack, "the stale root took the new routable")
        #expect(try router.plan(to: destination).get().map(\.description) == ["enter(child)"])
    }

    @Test("The entries from the root to a node: in place, through another tree's views, or its own once it left")
    func entriesFromRoot() throws {
        func tree(_ names: [RoutingIdentifier]) throws -> RoutingTree {
            let tree = RoutingTree()
            for name in names { try tree.didEnterNode(withEntry: RoutingEntry(identifier: name)) }
            return tree
        }
        let main = try tree(["root", "home", "detail"])
        let other = try tree(["root", "settings"])
        let detail = try #require(main.activeLeaf)
        let settings = try #require(other.activeLeaf)
        #expect(main.entriesFromRoot(to: detail).map(\.identifier) == ["root", "home", "detail"])
        #expect(main.entriesFromRoot(to: settings).map(\.identifier) == ["root", "settings"])
        try main.didLeaveNode(with: RoutingEntry(identifier: "detail"))
        #expect(main.entriesFromRoot(to: detail).map(\.identifier) == ["detail"])
    }

    @Test("Identifiers are string literals and encode as a single string")
    func identifiers() throws {
        let identifier: RoutingIdentifier = "home"
        #expect(identifier == RoutingIdentifier(rawValue: "home") && identifier.description == "home")
        let data = try JSONEncoder().encode([identifier])
        #expect(String(decoding: data, as: UTF8.self) == "[\"home\"]")
        #expect(try JSONDecoder().decode([RoutingIdentifier].self, from: data) == [identifier])
    }

    @Test("A managed child that starts up attaches to its placeholder")
    func managedChildAttaches() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let placeholder = try #require(app.tree.node(for: RoutingEntry(identifier: "node1")))
        #expect(placeholder.isManagedByParent && !placeholder.isActive && !placeholder.isStale)
        #expect(placeholder.entry.routable == nil)
        let count = app.tree.count
        _ = try #require(app.route(Router(tree: app.tree), to: ["switchNode1", "node1"])).get()
        #expect(app.tree.count == count, "no second node1")
        let started = try #require(app.tree.node(for: RoutingEntry(identifier: "node1")))
        #expect(started.entry.routable === app.node("node1"))
        #expect(started.isActive && started.parent?.entry.identifier == "switchNode1")
    }

    @Test("A container entered again with its routable updates its managed entries")
    func containerEnteredAgain() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let root = try #require(app.container("switchNode1"))
        let extra = RoutingEntry(identifier: "extra")
        let count = app.tree.count
        try app.tree.didEnterNode(
            withEntry: RoutingEntry(
                identifier: "switchNode1", routable: root,
                managedEntries: .init(
                    entries: app.spec.path(["switchNode2", "node1", "node2"]) + [extra], activeEntry: extra)))
        #expect(app.tree.count == count + 1)
        #expect(app.tree.activePath.names == ["switchNode1", "extra"])
        #expect(app.tree.root?.children.map(\.entry.identifier) == ["switchNode2", "node1", "node2", "extra"])
    }

    @Test("Node views follow the tree and report a removed node as gone")
    func nodeViews() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        let root = try #require(app.tree.root)
        #expect(root.children.map(\.entry.identifier) == ["switchNode2", "node1", "node2"])
        #expect(root.activeChild?.entry.identifier == "node1" && root.depth == 0 && root.parent == nil)
        let node8 = try #require(app.tree.activeLeaf)
        #expect(node8.entry.identifier == "node8" && node8.depth == 3 && !node8.isManagedByParent)
        #expect(node8.parent?.parent?.activeChild?.entry.identifier == "node5")

        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5"])).get()
        #expect(!node8.isInTree && !node8.isActive && node8.children.isEmpty && node8.parent == nil)
        #expect(node8.entry.identifier == "node8", "the view keeps the entry it had")
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        #expect(!node8.isInTree, "a new node8 is another node, even where the old one was")
    }

    @Test("Leaving the root empties the tree")
    func leaveRoot() throws {
        let tree = RoutingTree()
        let root = RoutingEntry(identifier: "root")
        try tree.didEnterNode(withEntry: root)
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "child"))
        #expect(tree.activePath.names == ["root", "child"])
        try tree.didLeaveNode(with: root)
        #expect(tree.isEmpty && tree.count == 0 && tree.activePath.isEmpty)
    }

    @Test("An entered entry that shares its key with a managed child not started yet")
    func enteredNamesakeOfPlaceholder() throws {
        let app = TestApp(
            spec: TreeSpec(
                root: "tabs",
                nodes: [
                    "tabs": .container(["home", "detail"]),
                    "home": .screen(enters: ["detail"]),
                    "detail": .screen(),
                ]
            )
        )
        try #require(app.start() != nil)
        let result = app.route(Router(tree: app.tree), to: ["tabs", "home", "detail"])
        let executed = (try? result?.get())?.descriptions
        // The pushed `detail` names `home` as its parent: it is that child, not the `detail` tab
        // starting up, which stays as it was — one enter, and no tab left stale by a second.
        #expect(executed == ["enter(detail)"])
        #expect(app.instructions == ["enter(detail)"])
        #expect(app.activePath == ["tabs", "home", "detail"])
        #expect(app.tree.node(for: app.spec.entry("detail"))?.isManagedByParent == false)
        #expect(app.tree.consistencyViolations == [])
    }
}
