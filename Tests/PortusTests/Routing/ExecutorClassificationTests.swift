import Portus
import Testing

/// An executor keeps what its running instruction asks for (``RunningInstruction``) and tells,
/// from where the tree says a change happened, whether the change is its own or the user's: the
/// tree only records and notifies.
@Suite("Executor classification")
@MainActor
struct ExecutorClassificationTests {
    /// A running instruction, a notification made while it runs, and whose the change is.
    struct Case {
        var running: String
        var notification: String
        var isOwn: Bool
    }

    /// `tabs` manages `t1` (active) and `t2`; `t1` entered `a`, `a` entered `b`, `b` entered `c`.
    static func makeTree() throws -> RoutingTree {
        let tree = RoutingTree()
        try tree.didEnterNode(
            withEntry: RoutingEntry(
                identifier: "tabs",
                managedEntries: .init(
                    entries: [RoutingEntry(identifier: "t1"), RoutingEntry(identifier: "t2")],
                    activeEntry: RoutingEntry(identifier: "t1"))))
        for name: RoutingIdentifier in ["a", "b", "c"] {
            try tree.didEnterNode(withEntry: RoutingEntry(identifier: name))
        }
        return tree
    }

    static func node(_ name: RoutingIdentifier, in tree: RoutingTree) throws -> NodeID {
        try #require(tree.node(for: RoutingEntry(identifier: name))).id
    }

    static func running(_ description: String, in tree: RoutingTree) throws -> RunningInstruction {
        let parts = description.split(separator: " ").map(String.init)
        switch parts[0] {
        case "leave": return .action(.leave(try node(RoutingIdentifier(rawValue: parts[1]), in: tree)))
        case "enter":
            return .action(
                .enter(destinationIndex: 0, parent: try node(RoutingIdentifier(rawValue: parts[1]), in: tree)))
        case "switch":
            return .action(
                .switchTo(
                    container: try node(RoutingIdentifier(rawValue: parts[1]), in: tree),
                    child: try node(RoutingIdentifier(rawValue: parts[2]), in: tree)))
        default: return .update(try node(RoutingIdentifier(rawValue: parts[1]), in: tree))
        }
    }

    static func notify(_ description: String, _ tree: RoutingTree) throws {
        let parts = description.split(separator: " ").map(String.init)
        let entry = RoutingEntry(identifier: RoutingIdentifier(rawValue: parts[1]))
        switch parts[0] {
        case "left": try tree.didLeaveNode(with: entry)
        case "entered": try tree.didEnterNode(withEntry: entry)
        case "switched":
            try tree.switchNode(
                withEntry: entry,
                didSwitchToNodeWithEntry: RoutingEntry(identifier: RoutingIdentifier(rawValue: parts[2])))
        default:
            try tree.didUpdateNode(with: entry, to: RoutingEntry(identifier: entry.identifier, context: ["page": "2"]))
        }
    }

    static let table: [Case] = [
        // A leave takes away the node and everything above it, whoever does it.
        Case(running: "leave b", notification: "left b", isOwn: true),
        Case(running: "leave b", notification: "left c", isOwn: true),
        Case(running: "leave c", notification: "left b", isOwn: false),
        Case(running: "leave c", notification: "switched tabs t2", isOwn: false),
        Case(running: "leave c", notification: "entered d", isOwn: false),
        // An enter enters a child of its parent, and only that.
        Case(running: "enter c", notification: "entered d", isOwn: true),
        Case(running: "enter c", notification: "left c", isOwn: false),
        Case(running: "enter c", notification: "switched tabs t2", isOwn: false),
        // A switch changes its container's active child.
        Case(running: "switch tabs t2", notification: "switched tabs t2", isOwn: true),
        Case(running: "switch tabs t2", notification: "left c", isOwn: false),
        // An update changes its node.
        Case(running: "update c", notification: "updated c", isOwn: true),
        Case(running: "update c", notification: "updated b", isOwn: false),
        Case(running: "update c", notification: "left c", isOwn: false),
    ]

    @Test("A change the running instruction asks for is the executor's; any other is the user's")
    func table() throws {
        for row in Self.table {
            let tree = try Self.makeTree()
            let running = try Self.running(row.running, in: tree)
            var seen: [Bool] = []
            tree.addObserver(locating: { change, place in
                seen.append(running.asks(for: change, at: place, in: tree.state))
            })
            try Self.notify(row.notification, tree)
            #expect(seen == [row.isOwn], "\(row.running), \(row.notification)")
        }
    }

    @Test("Without a running instruction, the tree's public observers see every change alike")
    func publicObserver() throws {
        let tree = try Self.makeTree()
        var log: [String] = []
        tree.addObserver { change in
            if case .left(let entry) = change { log.append("left(\(entry.identifier))") }
        }
        try tree.didLeaveNode(with: RoutingEntry(identifier: "c"))
        #expect(log == ["left(c)"])
    }
}
