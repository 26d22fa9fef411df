import Portus
import Testing

/// The execution machine alone: the test plays the shell and the app, making the tree's
/// notifications itself, and reads what the machine says comes next after each one.
@Suite("Route machine")
@MainActor
struct RouteMachineTests {
    /// A screen the planner may leave and enter from; it does nothing itself.
    final class Screen: Leavable, Enterable {
        let entry: RoutingEntry
        init(_ name: RoutingIdentifier) { entry = RoutingEntry(identifier: name) }
        var routableEntry: RoutingEntry { RoutingEntry(identifier: entry.identifier, routable: self) }
        func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {}
        func canLeaveNode(with entry: RoutingEntry) -> Bool { true }
        func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {}
    }

    /// What the app does when asked to run an instruction.
    enum Reaction: Sendable {
        /// It does what it was asked and tells the tree.
        case does
        /// It says it did, without telling the tree.
        case saysOnly
        /// It fails; the tree is unchanged.
        case fails
        /// It does what it was asked; the user pushes `x` at once.
        case doesAndUserPushes
        /// It fails, after the user pushed `x`.
        case failsAfterUserPushes
        /// It does what it was asked, and the user takes it back at once.
        case doesAndUserUndoes
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var start: [RoutingIdentifier]
        var destination: [RoutingIdentifier]
        var reactions: [Reaction]
        /// What the machine says, in order: instructions, `replan`, `done`, `failure(…)`.
        var expected: [String]
        var presentsFrom: Int?
        var updates: [Int] = []
        var testDescription: String { name }
    }

    nonisolated static let table: [Case] = [
        Case(
            name: "a plan the app carries out runs once", start: ["a", "b"], destination: ["a", "b", "c", "d"],
            reactions: [.does, .does], expected: ["replan", "enter(c)", "enter(d)", "done"]),
        Case(
            name: "leaves, then enters", start: ["a", "b", "c"], destination: ["a", "d"],
            reactions: [.does, .does, .does],
            expected: ["replan", "leave(c)", "leave(b)", "enter(d)", "done"]),
        Case(
            name: "a node that says it did without telling the tree", start: ["a"], destination: ["a", "b"],
            reactions: [.saysOnly], expected: ["replan", "enter(b)", "failure(treeNotUpdated)"]),
        Case(
            name: "a node that fails", start: ["a"], destination: ["a", "b"],
            reactions: [.fails], expected: ["replan", "enter(b)", "failure(instructionFailed)"]),
        Case(
            name: "a change of the user's after an instruction: plan again from the tree", start: ["a"],
            destination: ["a", "b", "c"], reactions: [.doesAndUserPushes, .does, .does],
            expected: ["replan", "enter(b)", "replan", "leave(x)", "enter(c)", "done"]),
        Case(
            name: "an instruction that fails after a change of the user's plans again", start: ["a"],
            destination: ["a", "b"], reactions: [.failsAfterUserPushes, .does, .does],
            expected: ["replan", "enter(b)", "replan", "leave(x)", "enter(b)", "done"]),
        Case(
            name: "the update comes before the first new entry", start: ["a", "b"], destination: ["a", "b", "c"],
            reactions: [.does], expected: ["replan", "update(b)", "enter(c)", "done"], presentsFrom: 2,
            updates: [1]),
        Case(
            name: "nothing to do", start: ["a", "b"], destination: ["a", "b"], reactions: [],
            expected: ["replan", "done"]),
        Case(
            name: "an unreachable destination", start: ["a"], destination: ["z"], reactions: [],
            expected: ["replan", "failure(rootMismatch)"]),
    ]

    @Test("What comes next", arguments: table)
    func machine(_ row: Case) throws {
        #expect(try Self.run(row, steps: 40) == row.expected)
    }

    @Test("A user who undoes every instruction: the machine gives up within its bound")
    func userUndoesEverything() throws {
        let row = Case(
            name: "undo", start: ["a"], destination: ["a", "b"],
            reactions: Array(repeating: .doesAndUserUndoes, count: 100), expected: [])
        let said = try Self.run(row, steps: 400)
        let last = said.last
        #expect(last == "failure(routeDidNotConverge)")
        #expect(said.count < 100)
    }

    /// Runs the machine over a stack of screens, reacting to each instruction as `row` says.
    static func run(_ row: Case, steps: Int) throws -> [String] {
        let tree = RoutingTree()
        var screens: [Screen] = []
        func push(_ name: RoutingIdentifier) throws {
            let screen = Screen(name)
            screens.append(screen)
            try tree.didEnterNode(withEntry: screen.routableEntry)
        }
        for name in row.start { try push(name) }
        var machine = RouteMachine(
            destination: row.destination.map { RoutingEntry(identifier: $0) }, presentsFrom: row.presentsFrom,
            updates: row.updates, nodeCount: tree.count)
        var said: [String] = []
        var reactions = row.reactions[...]
        for _ in 0..<steps {
            switch machine.next(in: tree.state) {
            case .replan:
                said.append("replan")
                if case .failure(let error) = machine.replan(in: tree.state, strategy: .tearDown) {
                    said.append("failure(\(name(of: error)))")
                    return said
                }
            case .update(_, let node, let entry):
                said.append("update(\(entry.identifier))")
                try tree.didUpdateNode(with: entry, to: RoutingEntry(identifier: entry.identifier, context: ["v": "2"]))
                let isStillThere = machine.updated(node, in: tree.state)
                #expect(isStillThere)
            case .run:
                guard let instruction = machine.runningInstruction else {
                    Issue.record("run said with no running instruction")
                    return said
                }
                said.append(instruction.description)
                let reaction = reactions.popFirst() ?? .fails
                var success = true
                switch reaction {
                case .does, .doesAndUserPushes, .doesAndUserUndoes:
                    switch instruction {
                    case .enter(let entry): try push(entry.identifier)
                    case .leave(let entry): try tree.didLeaveNode(with: entry)
                    case .switchTo: break
                    }
                    if reaction == .doesAndUserPushes { try push("x") }
                    if reaction == .doesAndUserUndoes, let leaf = tree.activePath.last {
                        try tree.didLeaveNode(with: leaf)
                    }
                case .saysOnly: break
                case .fails: success = false
                case .failsAfterUserPushes:
                    try push("x")
                    success = false
                }
                _ = machine.completed(success: success, in: tree.state)
            case .done:
                said.append("done")
                return said
            case .failure(let error):
                said.append("failure(\(name(of: error)))")
                return said
            }
        }
        return said
    }

    static func name(of error: RoutingError) -> String {
        switch error {
        case .treeNotUpdated: "treeNotUpdated"
        case .instructionFailed: "instructionFailed"
        case .routeDidNotConverge: "routeDidNotConverge"
        case .destinationNotReachable: "destinationNotReachable"
        case .rootMismatch: "rootMismatch"
        default: "\(error)"
        }
    }
}
