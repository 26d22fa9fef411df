import Portus
import Testing

/// Planning is a pure function of values: a ``TreeSnapshot`` plans on any thread, asks no node
/// anything, and stays what the tree was when it was taken.
@Suite("Plans over a snapshot")
@MainActor
struct SnapshotPlanTests {
    /// The snapshot is taken on the main actor and planned over in a detached task, which is not
    /// isolated to it: this compiles only because planning is not main-actor isolated.
    @Test("The worked examples, planned from snapshots on a detached task", arguments: RoutingStrategy.both)
    func workedExamplesOffTheMainActor(strategy: RoutingStrategy) async throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        _ = try #require(app.route(router, to: WorkedExample.setUp)).get()
        for example in WorkedExample.table {
            let snapshot = app.tree.snapshot
            let destination = app.spec.path(example.destination)
            app.clearCalls()
            let plan = await Task.detached { snapshot.plan(to: destination, strategy: strategy) }.value
            #expect(app.calls.isEmpty, "planning asked a node to act")
            #expect(plan.result.map(\.descriptions) == .success(example.instructions(for: strategy)))
            #expect(plan.result == router.plan(to: destination), "the router's dry run is the snapshot's, checked")
            let executed = try #require(app.route(router, to: example.destination)).get()
            #expect(executed.descriptions == example.instructions(for: strategy))
        }
    }

    @Test("A plan lists the leave guards of the nodes it leaves and asks none; checked() asks them")
    func leaveGuardsAreListedNotAsked() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5", "node8"])).get()
        let node8 = try #require(app.node("node8"))
        let node5 = try #require(app.node("node5"))
        node5.canLeave = false
        let destination = app.spec.path(["switchNode1", "switchNode2", "node4"])

        let plan = app.tree.snapshot.plan(to: destination)
        #expect(
            plan.result.map(\.descriptions)
                == .success(["leave(node8)", "leave(node5)", "switchTo(switchNode2)", "switchTo(node4)"]))
        #expect(plan.leaveGuards.names == ["node8", "node5"])
        #expect(node8.leaveGuardQuestions == 0 && node5.leaveGuardQuestions == 0, "planning asked a guard")

        #expect(plan.checked() == .failure(.leaveRefused(node5.entry)))
        #expect(node8.leaveGuardQuestions == 1 && node5.leaveGuardQuestions == 1, "each guard asked once, in order")
        node5.canLeave = true
        #expect(plan.checked() == plan.result)
    }

    @Test("A plan that fails lists the guards it met before the failure; a refusal among them wins")
    func refusalBeforeFailure() throws {
        // A root that cannot enter, showing a screen that can leave: leaving the screen is the
        // first chunk, entering anything after it is impossible.
        let tree = RoutingTree()
        let root = Guarded.make("root", isLeavable: false)
        let screen = Guarded.make("screen", isLeavable: true)
        try tree.didEnterNode(withEntry: root.entry)
        try tree.didEnterNode(withEntry: screen.entry)
        let destination = [root.entry, RoutingEntry(identifier: "other")]

        let plan = tree.snapshot.plan(to: destination)
        #expect(plan.result == .failure(.destinationNotReachable))
        #expect(plan.leaveGuards == [screen.entry])
        #expect(plan.checked() == .failure(.destinationNotReachable))
        screen.canLeave = false
        #expect(plan.checked() == .failure(.leaveRefused(screen.entry)))
        #expect(Router(tree: tree).plan(to: destination) == .failure(.leaveRefused(screen.entry)))
        #expect(screen.leaveGuardQuestions == 3)
        #expect(root.leaveGuardQuestions == 0)
    }

    /// The guards are those of the nodes the plan leaves as it found them: a router's dry run
    /// holds the routables it found alive until it asked them, so a guard that drops the last
    /// reference to a node still to be asked does not make that node's guard agree unasked.
    @Test("A router asks the guard of each node its plan leaves, though an earlier guard dropped it")
    func guardsAreOfTheNodesThePlanFoundAlive() throws {
        let tree = RoutingTree()
        let root = Guarded.make("root", isLeavable: false)
        var lower: LeavableGuarded? = LeavableGuarded("lower")
        let upper = LeavableGuarded("upper")
        let lowerEntry = try #require(lower).entry
        try tree.didEnterNode(withEntry: root.entry)
        try tree.didEnterNode(withEntry: lowerEntry)
        try tree.didEnterNode(withEntry: upper.entry)
        try #require(lower).canLeave = false
        // The leaf's guard is asked first; it lets the node below it go.
        upper.onGuard = { lower = nil }

        #expect(Router(tree: tree).plan(to: [root.entry]) == .failure(.leaveRefused(lowerEntry)))
        #expect(lower == nil)
        #expect(upper.leaveGuardQuestions == 1)
    }

    @Test("A snapshot keeps the tree as it was when it was taken")
    func snapshotIsAValue() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: WorkedExample.setUp)).get()
        let snapshot = app.tree.snapshot
        let count = app.tree.count
        let destination = app.spec.path(WorkedExample.table[0].destination)
        let plan = snapshot.plan(to: destination)

        for example in WorkedExample.table { _ = try #require(app.route(router, to: example.destination)).get() }

        #expect(snapshot.activeEntries.names == WorkedExample.setUp.map(\.rawValue))
        #expect(snapshot.count == count)
        #expect(plan.result.map(\.descriptions) == .success(WorkedExample.table[0].tearDown))
        // Routables are held weakly, by the tree and its snapshots alike: `switchNode3`, left
        // since, is a stale node of the old snapshot, which plans no route through it.
        #expect(snapshot.plan(to: destination).result == .failure(.staleNode(RoutingEntry(identifier: "switchNode3"))))
        #expect(app.tree.snapshot.activeEntries.names == WorkedExample.table[3].destination.map(\.rawValue))
        #expect(app.tree.consistencyViolations.isEmpty)
    }
}

/// A routable that can leave (with a guard that counts its questions) or adopts no action
/// protocol at all.
@MainActor
private class Guarded: Routable {
    let identifier: RoutingIdentifier
    var canLeave = true
    var leaveGuardQuestions = 0

    init(_ identifier: RoutingIdentifier) {
        self.identifier = identifier
    }

    static func make(_ identifier: RoutingIdentifier, isLeavable: Bool) -> Guarded {
        isLeavable ? LeavableGuarded(identifier) : Guarded(identifier)
    }

    var entry: RoutingEntry { RoutingEntry(identifier: identifier, routable: self) }
}

@MainActor
private final class LeavableGuarded: Guarded, Leavable {
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(false)
    }

    /// Called when the guard is asked.
    var onGuard: (() -> Void)?

    func canLeaveNode(with entry: RoutingEntry) -> Bool {
        leaveGuardQuestions += 1
        onGuard?()
        return canLeave
    }
}
