import Portus
import Testing

/// A node that reports failure, or success without telling the tree, stops the route at that
/// instruction; the error names it and the instructions executed before it.
@Suite("Failing nodes")
@MainActor
struct FailingNodeTests {
    enum Misbehaviour: String, Sendable, CaseIterable {
        case fails
        case skipsTreeUpdate
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var node: RoutingIdentifier
        var misbehaviour: Misbehaviour
        /// The instructions executed before the one that fails, which comes last.
        var instructions: [String]

        var testDescription: String { "\(node) \(misbehaviour.rawValue) at \(instructions.last ?? "")" }
    }

    /// From `switchNode1, node1, node6, node11` to `switchNode1, node2, switchNode3, node12`:
    /// `leave(node11), leave(node6), switchTo(node2), enter(switchNode3), switchTo(node12)`.
    nonisolated static let cases: [Case] = Misbehaviour.allCases.flatMap { misbehaviour in
        [
            Case(node: "node11", misbehaviour: misbehaviour, instructions: ["leave(node11)"]),
            Case(node: "node6", misbehaviour: misbehaviour, instructions: ["leave(node11)", "leave(node6)"]),
            Case(
                node: "switchNode1", misbehaviour: misbehaviour,
                instructions: ["leave(node11)", "leave(node6)", "switchTo(node2)"]),
            Case(
                node: "node2", misbehaviour: misbehaviour,
                instructions: ["leave(node11)", "leave(node6)", "switchTo(node2)", "enter(switchNode3)"]),
        ]
    }

    @Test("The route stops at the failing instruction and says what ran", arguments: cases)
    func failingInstruction(_ failing: Case) throws {
        let app = TestApp()
        let misbehave = { (node: TestNode) in
            guard node.identifier == failing.node else { return }
            switch failing.misbehaviour {
            case .fails: node.failNext = true
            case .skipsTreeUpdate: node.skipTreeUpdate = true
            }
        }
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node6", "node11"])).get()
        app.clearCalls()
        app.prepare = misbehave
        for identifier in ["switchNode1", "node1", "node2", "node6", "node11"] as [RoutingIdentifier] {
            app.node(identifier).map(misbehave)
        }

        let plan = try router.plan(to: app.spec.path(WorkedExample.setUp)).get()
        let result = try #require(app.route(router, to: WorkedExample.setUp))
        let count = failing.instructions.count
        let failed = plan[count - 1]
        let executed = Array(plan.prefix(count - 1))
        #expect(failed.description == failing.instructions.last)
        switch failing.misbehaviour {
        case .fails: #expect(result == .failure(.instructionFailed(failed, executed: executed)))
        case .skipsTreeUpdate: #expect(result == .failure(.treeNotUpdated(failed, executed: executed)))
        }
        #expect(app.instructions == failing.instructions, "nothing ran after the failure")
        if failing.misbehaviour == .fails {
            RouteOracle(app: app, router: router).checkTreeMatchesNodes(note: "\(failing.testDescription)")
            // failNext is spent: the same request now arrives from where the route stopped.
            let rest = try #require(app.route(router, to: WorkedExample.setUp)).get()
            #expect(executed + rest == plan)
            #expect(app.activePath == WorkedExample.setUp.map(\.rawValue))
        }
    }

    @Test("A node with no routable that can act makes the instruction not executable")
    func notExecutable() throws {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "root"))
        let router = Router(tree: tree)
        let enter = RoutingInstruction.enter(entry: RoutingEntry(identifier: "child"))
        #expect(router.plan(to: ["root", "child"].entries) == .success([enter]))
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: ["root", "child"].entries) { result = $0 }
        #expect(result == .failure(.notExecutable(enter)))
    }

    @Test("A leaf whose routable cannot enter makes the destination unreachable")
    func leafCannotEnter() throws {
        let tree = RoutingTree()
        let plain = PlainRoutable()
        try tree.didEnterNode(withEntry: plain.entry)
        #expect(Router(tree: tree).plan(to: ["plain", "child"].entries) == .failure(.destinationNotReachable))
        withExtendedLifetime(plain) {}
    }
}

/// A routable that adopts none of the action protocols.
@MainActor
final class PlainRoutable: Routable {
    var entry: RoutingEntry { RoutingEntry(identifier: "plain", routable: self) }
}
