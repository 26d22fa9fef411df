import Portus
import Testing

/// A notification the tree cannot place changes nothing and throws a typed error.
@Suite("Bad notifications")
@MainActor
struct NotificationErrorTests {
    enum Bad: String, CaseIterable, Sendable {
        case leaveUnknownEntry
        case leaveNamesakeWithAnotherRoutable
        case leaveManagedChild
        case switchUnknownContainer
        case switchToUnmanagedChild
        case switchToChildOfAnotherContainer
        case enterActiveEntryNotAmongEntries
        case enterEmptyManagedEntries
        case enterNestedInvalidManagedEntries
        case enterUnderUnknownParent
        case enterUnderParentShowingAnotherChild
    }

    @Test("A notification that does not fit the tree throws and changes nothing", arguments: Bad.allCases)
    func badNotification(_ bad: Bad) throws {
        let app = TestApp()
        try #require(app.start() != nil)
        _ = try #require(app.route(Router(tree: app.tree), to: WorkedExample.setUp)).get()
        let before = app.tree.description
        let path = app.tree.activePath
        let tree = app.tree
        let spec = app.spec
        let impostor = ScreenNode("node12", spec: .screen(), app: app)
        func container(_ identifier: RoutingIdentifier, _ entries: [RoutingEntry], active: RoutingEntry) -> RoutingEntry
        {
            RoutingEntry(identifier: identifier, managedEntries: .init(entries: entries, activeEntry: active))
        }
        let tab = RoutingEntry(identifier: "tab")

        let expected: RoutingError
        let notify: () throws(RoutingError) -> Void
        switch bad {
        case .leaveUnknownEntry:
            expected = .unknownNode(RoutingEntry(identifier: "nowhere"))
            notify = { () throws(RoutingError) in try tree.didLeaveNode(with: RoutingEntry(identifier: "nowhere")) }
        case .leaveNamesakeWithAnotherRoutable:
            expected = .unknownNode(impostor.entry)
            notify = { () throws(RoutingError) in try tree.didLeaveNode(with: impostor.entry) }
        case .leaveManagedChild:
            expected = .managedNodeCannotBeLeft(spec.entry("node12"), container: spec.entry("switchNode3"))
            notify = { () throws(RoutingError) in try tree.didLeaveNode(with: spec.entry("node12")) }
        case .switchUnknownContainer:
            expected = .unknownNode(RoutingEntry(identifier: "nowhere"))
            notify = { () throws(RoutingError) in
                try tree.switchNode(withEntry: RoutingEntry(identifier: "nowhere"), didSwitchToNodeWithEntry: tab)
            }
        case .switchToUnmanagedChild:
            expected = .notManagedChild(tab, container: spec.entry("switchNode1"))
            notify = { () throws(RoutingError) in
                try tree.switchNode(withEntry: spec.entry("switchNode1"), didSwitchToNodeWithEntry: tab)
            }
        case .switchToChildOfAnotherContainer:
            expected = .notManagedChild(spec.entry("node3"), container: spec.entry("switchNode1"))
            notify = { () throws(RoutingError) in
                try tree.switchNode(withEntry: spec.entry("switchNode1"), didSwitchToNodeWithEntry: spec.entry("node3"))
            }
        case .enterActiveEntryNotAmongEntries:
            let tabs = container("tabs", [tab], active: RoutingEntry(identifier: "other"))
            expected = .invalidManagedEntries(tabs)
            notify = { () throws(RoutingError) in try tree.didEnterNode(withEntry: tabs) }
        case .enterEmptyManagedEntries:
            let tabs = container("tabs", [], active: tab)
            expected = .invalidManagedEntries(tabs)
            notify = { () throws(RoutingError) in try tree.didEnterNode(withEntry: tabs) }
        case .enterNestedInvalidManagedEntries:
            let inner = container("inner", [tab], active: RoutingEntry(identifier: "other"))
            let tabs = container("tabs", [inner, tab], active: inner)
            expected = .invalidManagedEntries(inner)
            notify = { () throws(RoutingError) in try tree.didEnterNode(withEntry: tabs) }
        case .enterUnderUnknownParent:
            expected = .unknownNode(RoutingEntry(identifier: "nowhere"))
            notify = { () throws(RoutingError) in
                try tree.didEnterNode(withEntry: tab, under: RoutingEntry(identifier: "nowhere"))
            }
        case .enterUnderParentShowingAnotherChild:
            // node2 shows switchNode3, which it entered.
            expected = .parentShowsAnotherChild(spec.entry("node7"), parent: spec.entry("node2"))
            notify = { () throws(RoutingError) in
                try tree.didEnterNode(withEntry: spec.entry("node7"), under: spec.entry("node2"))
            }
        }

        #expect(throws: expected) { try notify() }
        #expect(app.tree.description == before)
        #expect(app.tree.activePath == path)
        #expect(!expected.description.isEmpty)
        withExtendedLifetime(impostor) {}
    }

    @Test("Errors say what was asked and what to do")
    func errorDescriptions() {
        let node8 = RoutingEntry(identifier: "node8")
        let enter = RoutingInstruction.enter(entry: RoutingEntry(identifier: "node9"))
        #expect(
            RoutingError.managedNodeCannotBeLeft(node8, container: RoutingEntry(identifier: "tabs")).description
                == "node8 is managed by tabs and cannot be left on its own; leave tabs instead.")
        #expect(
            RoutingError.instructionFailed(enter, executed: [.leave(entry: node8)]).description
                == "enter(node9) failed after 1 executed instruction(s): leave(node8).")
        #expect(RoutingError.instructionFailed(enter, executed: [.leave(entry: node8)]).executedInstructions.count == 1)
        #expect(RoutingError.destinationNotReachable.executedInstructions.isEmpty)
    }
}
