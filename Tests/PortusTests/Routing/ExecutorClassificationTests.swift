import Portus
import Testing

/// While the executor runs an instruction, the tree knows what it acts on, and tells a
/// classifying observer whether each change is the router's own or the user's.
@Suite("Executor classification")
@MainActor
struct ExecutorClassificationTests {
    /// A change as `own left(switchNode3)` or `user switchTo(node1)`.
    static func describe(_ change: RoutingTree.Change, isOwn: Bool) -> String {
        let what: String
        switch change {
        case .entered(let entry): what = "entered(\(entry.identifier))"
        case .left(let entry): what = "left(\(entry.identifier))"
        case .switched(let container, let child): what = "switched(\(container.identifier), \(child.identifier))"
        case .updated(let old, let new): what = "updated(\(old.identifier), \(new.context ?? [:]))"
        case .rearranged(let container): what = "rearranged(\(container.identifier))"
        }
        return "\(isOwn ? "own" : "user") \(what)"
    }

    @Test("A leave, a switch and an enter under way are the router's; a change beside them is the user's")
    func leaveSwitchEnter() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        // node1 gets its routable on the way.
        _ = try #require(app.route(router, to: ["switchNode1", "node1"])).get()
        _ = try #require(app.route(router, to: WorkedExample.setUp)).get()
        var log: [String] = []
        app.tree.addObserver(classifying: { log.append(Self.describe($0, isOwn: $1)) })
        app.defersCompletions = true
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: app.spec.path(WorkedExample.table[0].destination)) { result = $0 }
        // leave(switchNode3) waits; the user switches switchNode1 to node1 meanwhile.
        try app.tree.switchNode(
            withEntry: RoutingEntry(identifier: "switchNode1"),
            didSwitchToNodeWithEntry: RoutingEntry(identifier: "node1"))
        app.runDeferred()

        #expect(
            try result?.get().descriptions == ["leave(switchNode3)", "enter(node5)", "enter(node8)"])
        #expect(
            log == [
                "user switched(switchNode1, node1)", "own left(switchNode3)", "own entered(node5)",
                "own entered(node8)",
            ])
        log.removeAll()

        // A switch under way is the router's; the user's leave of another node beside it is not.
        let keeping = Router(tree: app.tree, strategy: .keepBranches)
        keeping.routeTo(staticDestination: app.spec.path(["switchNode1", "node2"])) { result = $0 }
        try app.tree.didLeaveNode(with: RoutingEntry(identifier: "node8"))
        app.runDeferred()
        #expect(log == ["user left(node8)", "own switched(switchNode1, node2)"])
        #expect(try result?.get().descriptions == ["switchTo(node2)"])
    }

    @Test("An update under way is the router's, and a replan finds the updated node equal")
    func update() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5"])).get()
        var log: [String] = []
        app.tree.addObserver(classifying: { log.append(Self.describe($0, isOwn: $1)) })
        let destination = app.tree.activePath
        let hooks = Router.Hooks(
            willExecute: nil, didExecute: nil, present: { _, _, _, _ in false },
            update: { _, entry in
                var new = entry
                new.context = ["page": "2"]
                return (try? app.tree.didUpdateNode(with: entry, to: new)) != nil
            })
        var result: Result<RoutingInstructions, RoutingError>??
        router.run(
            Router.Step(destination: destination, presentsFrom: destination.count, updates: [2]), animation: .all,
            hooks: hooks
        ) { result = $0 }
        #expect(try result??.get() == [])
        #expect(log == ["own updated(node5, [\"page\": \"2\"])"])
        // Outside a step, the same change is the user's.
        let node5 = try #require(app.tree.activePath.last)
        try app.tree.didUpdateNode(with: node5, to: RoutingEntry(identifier: "node5"))
        #expect(log.last == "user updated(node5, [:])")
    }
}
