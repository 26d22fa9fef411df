import Portus
import Testing

/// Two situations give the tree the same enter notification: `detail` pushed from `home` while
/// a `detail` tab that has not started sits in the tab bar, and that tab starting before its
/// container reports the switch to it. A named parent (`didEnterNode(withEntry:under:)`) tells
/// them apart; the plain `didEnterNode(withEntry:)` takes the tab in both, as documented.
@Suite("Entering under a named parent")
@MainActor
struct EnterUnderParentTests {
    /// A routable with nothing to do: the tree holds it weakly, the test keeps it.
    final class Screen: Routable {
        let identifier: RoutingIdentifier
        let managed: [RoutingIdentifier]

        init(_ identifier: RoutingIdentifier, managing managed: [RoutingIdentifier] = []) {
            self.identifier = identifier
            self.managed = managed
        }

        var entry: RoutingEntry {
            let tabs = managed.map { RoutingEntry(identifier: $0) }
            return RoutingEntry(
                identifier: identifier, routable: self,
                managedEntries: tabs.first.map { .init(entries: tabs, activeEntry: $0) })
        }
    }

    enum Situation: String, Sendable {
        /// `home` pushes a `detail` screen; the `detail` tab has not started.
        case pushNamesakeOfTab
        /// The `detail` tab starts, then `tabs` reports the switch to it.
        case tabStartsBeforeSwitch
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let situation: Situation
        let namesParent: Bool
        /// The tree afterwards.
        let picture: String
        /// The parent of the new `detail` routable's node, and whether it manages it.
        let parent: RoutingIdentifier
        let isManaged: Bool
        var testDescription: String { "\(situation.rawValue), \(namesParent ? "named parent" : "plain")" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            situation: .pushNamesakeOfTab, namesParent: true,
            picture: """
                tabs *
                ├─ home *
                │  └─ detail *
                └─ detail
                """,
            parent: "home", isManaged: false),
        // The plain notification's documented limitation: the pushed screen is taken for the tab.
        Case(
            situation: .pushNamesakeOfTab, namesParent: false,
            picture: """
                tabs *
                ├─ home *
                └─ detail
                """,
            parent: "tabs", isManaged: true),
        // Named or not, the tab that starts is the placeholder.
        Case(
            situation: .tabStartsBeforeSwitch, namesParent: true, picture: tabSwitched, parent: "tabs", isManaged: true),
        Case(
            situation: .tabStartsBeforeSwitch, namesParent: false, picture: tabSwitched, parent: "tabs", isManaged: true
        ),
    ]

    nonisolated static let tabSwitched = """
        tabs *
        ├─ home
        └─ detail *
        """

    @Test(arguments: cases)
    func theNamedParentSaysWhereTheEntryIs(_ example: Case) throws {
        let tree = RoutingTree()
        let tabs = Screen("tabs", managing: ["home", "detail"])
        let home = Screen("home")
        try tree.didEnterNode(withEntry: tabs.entry)
        try tree.didEnterNode(withEntry: home.entry, under: tabs.entry)
        let detail = Screen("detail")
        let parent = example.situation == .pushNamesakeOfTab ? home : tabs

        if example.namesParent {
            try tree.didEnterNode(withEntry: detail.entry, under: parent.entry)
        } else {
            try tree.didEnterNode(withEntry: detail.entry)
        }
        if example.situation == .tabStartsBeforeSwitch {
            try tree.switchNode(withEntry: tabs.entry, didSwitchToNodeWithEntry: detail.entry)
        }

        #expect(tree.description == example.picture)
        let node = try #require(tree.node(for: detail.entry))
        #expect(node.entry.routable === detail)
        #expect(node.parent?.entry.identifier == example.parent)
        #expect(node.isManagedByParent == example.isManaged)
        #expect(tree.consistencyViolations == [])
    }

    @Test("A named parent in a branch that is not shown grows that branch, and the active path stays")
    func parentInAnInactiveBranch() throws {
        let tree = RoutingTree()
        let tabs = Screen("tabs", managing: ["home", "search"])
        let home = Screen("home")
        let search = Screen("search")
        try tree.didEnterNode(withEntry: tabs.entry)
        try tree.didEnterNode(withEntry: home.entry, under: tabs.entry)
        try tree.didEnterNode(withEntry: search.entry, under: tabs.entry)
        let results = Screen("results")

        try tree.didEnterNode(withEntry: results.entry, under: search.entry)

        #expect(
            tree.description == """
                tabs *
                ├─ home *
                └─ search
                   └─ results
                """)
        #expect(tree.activePath.map(\.identifier) == ["tabs", "home"])
        #expect(tree.consistencyViolations == [])
    }
}
