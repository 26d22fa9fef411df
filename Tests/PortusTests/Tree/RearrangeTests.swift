import Foundation
import Portus
import Testing

/// A container tells the tree the user's order and hidden tabs (`didRearrangeNode(withEntry:)`):
/// its managed children follow, each keeps its subtree, and the active child stays.
@Suite("Rearranged containers")
@MainActor
struct RearrangeTests {
    /// A tree `bar` managing `a`, `b`, `c` (active: `b`), with `b` entered on by `b1`.
    static func tree() throws -> RoutingTree {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: bar(["a", "b", "c"], active: "b"))
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "b1"))
        return tree
    }

    static func bar(_ tabs: [RoutingIdentifier], active: RoutingIdentifier, hidden: Set<RoutingIdentifier> = [])
        -> RoutingEntry
    {
        let entries = tabs.map { RoutingEntry(identifier: $0, isHidden: hidden.contains($0)) }
        return RoutingEntry(
            identifier: "bar", managedEntries: .init(entries: entries, activeEntry: RoutingEntry(identifier: active)))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let order: [RoutingIdentifier]
        let hidden: Set<RoutingIdentifier>
        let picture: String
        var testDescription: String { "\(order) hiding \(hidden.sorted { $0.rawValue < $1.rawValue })" }
    }

    nonisolated static let cases: [Case] = [
        Case(order: ["c", "a", "b"], hidden: [], picture: "bar * | c | a | b * | b1 *"),
        Case(order: ["a", "b", "c"], hidden: ["c"], picture: "bar * | a | b * | b1 * | c (hidden)"),
        // Children it does not name keep their order after the ones it names, and their flag.
        Case(order: ["c"], hidden: ["c"], picture: "bar * | c (hidden) | a | b * | b1 *"),
        Case(order: [], hidden: [], picture: "bar * | a | b * | b1 * | c"),
    ]

    @Test(arguments: cases)
    func theChildrenFollowTheOrderAndTheHiddenFlags(_ example: Case) throws {
        let tree = try Self.tree()
        var changes: [String] = []
        tree.addObserver { if case .rearranged(let entry) = $0 { changes.append("\(entry)") } }

        try tree.didRearrangeNode(withEntry: Self.bar(example.order, active: "b", hidden: example.hidden))

        #expect(Self.picture(tree) == example.picture)
        #expect(changes == ["bar"])
        #expect(tree.activePath.map(\.identifier) == ["bar", "b", "b1"])
        #expect(tree.consistencyViolations == [])
    }

    /// Entering a container with hidden tabs marks them.
    @Test func enteredHiddenTabsAreMarked() throws {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: Self.bar(["a", "b"], active: "a", hidden: ["b"]))
        #expect(Self.picture(tree) == "bar * | a * | b (hidden)")
    }

    @Test func anEntryThatIsNoneOfItsChildrenIsRefusedAndChangesNothing() throws {
        let tree = try Self.tree()
        let before = tree.description

        #expect(
            throws: RoutingError.notManagedChild(
                RoutingEntry(identifier: "z"), container: Self.bar(["a", "b", "c"], active: "b"))
        ) {
            try tree.didRearrangeNode(withEntry: Self.bar(["c", "z"], active: "b"))
        }
        #expect(throws: RoutingError.unknownNode(RoutingEntry(identifier: "nowhere"))) {
            try tree.didRearrangeNode(withEntry: RoutingEntry(identifier: "nowhere"))
        }
        #expect(tree.description == before)
    }

    /// A hidden child that is active breaks the tree's invariants: a container shows a tab the
    /// bar does not.
    @Test func anActiveHiddenChildIsAViolation() throws {
        let tree = try Self.tree()
        try tree.didRearrangeNode(withEntry: Self.bar(["a", "b", "c"], active: "b", hidden: ["b"]))
        #expect(tree.consistencyViolations == ["bar shows b, which is hidden"])
    }

    /// The tree's nodes, parents first, one line joined by ` | `.
    static func picture(_ tree: RoutingTree) -> String {
        tree.description.split(separator: "\n").map {
            $0.replacingOccurrences(of: "├─ ", with: "").replacingOccurrences(of: "└─ ", with: "")
                .replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces)
        }.joined(separator: " | ")
    }
}
