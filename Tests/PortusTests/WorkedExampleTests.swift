import Portus
import Testing

/// One row of the worked examples of the Portus article "The routing algorithm"
/// (`Sources/Portus/Portus.docc/TheRoutingAlgorithm.md`), with what each strategy executes.
struct WorkedExample: Sendable, CustomTestStringConvertible {
    var origin: [RoutingIdentifier]
    var destination: [RoutingIdentifier]
    var tearDown: [String]
    var keepBranches: [String]

    func instructions(for strategy: RoutingStrategy) -> [String] {
        strategy == .keepBranches ? keepBranches : tearDown
    }

    var testDescription: String { destination.map(\.rawValue).joined(separator: ", ") }

    /// The route that brings a fresh example tree to the origin of the first example.
    static let setUp: [RoutingIdentifier] = ["switchNode1", "node2", "switchNode3", "node12"]
    static let setUpInstructions = ["switchTo(node2)", "enter(switchNode3)", "switchTo(node12)"]

    /// The article's table, run in sequence on one tree. Under `keepBranches` the same requests
    /// keep the branches they switch away from, so from the second request on they start from
    /// other trees: example 3 finds `node1`'s old stack (`node5`, `node8`) and leaves it, example 4
    /// finds `switchNode3` still on `node12`.
    static let table: [WorkedExample] = [
        WorkedExample(
            origin: ["switchNode1", "node2", "switchNode3", "node12"],
            destination: ["switchNode1", "node1", "node5", "node8"],
            tearDown: ["leave(switchNode3)", "switchTo(node1)", "enter(node5)", "enter(node8)"],
            keepBranches: ["switchTo(node1)", "enter(node5)", "enter(node8)"]
        ),
        WorkedExample(
            origin: ["switchNode1", "node1", "node5", "node8"],
            destination: ["switchNode1", "switchNode2", "node4"],
            tearDown: ["leave(node8)", "leave(node5)", "switchTo(switchNode2)", "switchTo(node4)"],
            keepBranches: ["switchTo(switchNode2)", "switchTo(node4)"]
        ),
        WorkedExample(
            origin: ["switchNode1", "switchNode2", "node4"],
            destination: ["switchNode1", "node1", "node6", "node11"],
            tearDown: ["switchTo(node1)", "enter(node6)", "enter(node11)"],
            keepBranches: ["switchTo(node1)", "leave(node8)", "leave(node5)", "enter(node6)", "enter(node11)"]
        ),
        WorkedExample(
            origin: ["switchNode1", "node1", "node6", "node11"],
            destination: ["switchNode1", "node2", "switchNode3", "node13"],
            tearDown: ["leave(node11)", "leave(node6)", "switchTo(node2)", "enter(switchNode3)"],
            keepBranches: ["switchTo(node2)", "switchTo(node13)"]
        ),
    ]
}

@Suite("Worked examples of the routing algorithm")
@MainActor
struct WorkedExampleTests {
    @Test("The four examples in sequence on one tree", arguments: RoutingStrategy.both)
    func examplesInSequence(strategy: RoutingStrategy) throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        #expect(app.activePath == ["switchNode1", "switchNode2", "node3"])

        let setUp = try #require(app.route(router, to: WorkedExample.setUp)).get()
        #expect(setUp.descriptions == WorkedExample.setUpInstructions)

        for example in WorkedExample.table {
            #expect(app.activePath == example.origin.map(\.rawValue), "origin of \(example.testDescription)")
            app.clearCalls()
            let executed = try #require(app.route(router, to: example.destination)).get()
            #expect(executed.descriptions == example.instructions(for: strategy), "\(example.testDescription)")
            #expect(app.instructions == executed.descriptions, "the nodes were asked exactly these")
            #expect(app.activePath == example.destination.map(\.rawValue))
        }
    }

    @Test("Destinations written without managed entries route the same way")
    func plainDestinations() throws {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: WorkedExample.setUp.map { RoutingEntry(identifier: $0) })).get()
        for example in WorkedExample.table {
            let executed = try #require(app.route(router, to: example.destination.map { RoutingEntry(identifier: $0) }))
            #expect(try executed.get().descriptions == example.tearDown)
            #expect(app.activePath == example.destination.map(\.rawValue))
        }
    }

    @Test("The default strategy of Router is tearDown")
    func defaultStrategy() {
        #expect(Router(tree: RoutingTree()).strategy == .tearDown)
        #expect(RoutingStrategy.tearDown.description == "tearDown")
        #expect(RoutingStrategy.keepBranches.description == "keepBranches")
    }
}
