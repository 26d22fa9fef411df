import Foundation
import Portus
import Routy
import RoutyTestSupport
import SeededRandom
import Testing

/// The tree's index of elements by context and by context type stays right over random enters,
/// leaves, updates in place and switches: after every notification, each lookup gives what a
/// walk of the whole tree finds.
///
/// Each run uses fixed seeds and one fresh one; a failure names its seed. Replay it with
/// `ROUTY_SEED=<seed> swift test --filter TreeIndexRandomTests`.
@MainActor
@Suite struct TreeIndexRandomTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    /// Contexts that collide on purpose: equal ones, ones that print alike (`help(1)` for a number
    /// and a string), and several of one type.
    static let contexts: [Context] = [
        .home, .catalog, Context(.help, payload: 1), Context(.help, payload: "1"), .product(1), .product(2),
        .product(3), .order(1), .category("1"),
    ]

    @Test(arguments: seeds)
    func theIndexAgreesWithAWalkOfTheTree(seed: UInt64) throws {
        var run = IndexRun(seed: seed)
        try run.start()
        for step in 0..<400 {
            run.step()
            let problems = run.disagreements()
            #expect(problems.isEmpty, "seed \(seed), step \(step): \(problems.joined(separator: "; "))")
            if !problems.isEmpty { return }
        }
    }
}

/// A node that shows a context, and manages other nodes if it is a container.
@MainActor
private final class KeyedNode: Routable {
    var context: Context
    var managed: [KeyedNode] = []
    var active = 0

    init(_ context: Context) {
        self.context = context
    }

    var entry: RoutingEntry {
        RoutingEntry(
            context: context, routable: self,
            managedEntries: managed.isEmpty
                ? nil : .init(entries: managed.map(\.entry), activeEntry: managed[active].entry))
    }
}

/// One random run over a fresh tree.
@MainActor
private struct IndexRun {
    let seed: UInt64
    let tree = RoutingTree()
    var random: SeededGenerator
    /// Every node made, kept alive: the index must not depend on routables going away.
    var made: [KeyedNode] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
    }

    mutating func start() throws {
        let root = make(.home)
        root.managed = [make(.catalog), make(.product(1)), make(Context(.help, payload: 1))]
        try tree.didEnterNode(withEntry: root.entry)
    }

    mutating func make(_ context: Context) -> KeyedNode {
        let node = KeyedNode(context)
        made.append(node)
        return node
    }

    var nodes: [RoutingTree.Node] {
        var result: [RoutingTree.Node] = []
        var stack = tree.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            result.append(node)
            stack += node.children
        }
        return result
    }

    mutating func context() -> Context { random.pick(TreeIndexRandomTests.contexts) }

    /// One notification: an enter (sometimes of a container), a leave, an update or a switch.
    mutating func step() {
        let all = nodes
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2:
            let node = make(context())
            if random.chance(30) {
                node.managed = (0..<Int.random(in: 1...3, using: &random)).map { _ in make(context()) }
                node.active = Int.random(in: 0..<node.managed.count, using: &random)
            }
            _ = try? tree.didEnterNode(withEntry: node.entry)
        case 3...4:
            let leavable = all.filter { !$0.isManagedByParent && $0.parent != nil }
            guard !leavable.isEmpty else { return }
            _ = try? tree.didLeaveNode(with: random.pick(leavable).entry)
        case 5...7:
            guard let node = random.pick(all).entry.routable as? KeyedNode else { return }
            let old = node.entry
            node.context = context()
            _ = try? tree.didUpdateNode(with: old, to: node.entry)
        default:
            let containers = all.filter { !$0.children.filter(\.isManagedByParent).isEmpty }
            guard !containers.isEmpty else { return }
            let container = random.pick(containers)
            let child = random.pick(container.children.filter(\.isManagedByParent))
            _ = try? tree.switchNode(withEntry: container.entry, didSwitchToNodeWithEntry: child.entry)
        }
    }

    /// What the index answers differently from a walk of the tree, for every context of the run.
    func disagreements() -> [String] {
        let all = nodes
        var problems: [String] = []
        for context in TreeIndexRandomTests.contexts {
            let probe = RoutingEntry(context: context)
            let equal = all.filter { ($0.entry.routable as? KeyedNode)?.context == context }
            let ofType = all.filter { ($0.entry.routable as? KeyedNode)?.context.type == context.type }
            if Set(tree.nodeIDs(withKeyOf: context)) != Set(equal.map(\.id)) {
                problems.append("nodeIDs(withKeyOf: \(context)) differs from the \(equal.count) found by the walk")
            }
            if Set(tree.nodeIDs(ofKindOf: context)) != Set(ofType.map(\.id)) {
                problems.append("nodeIDs(ofKindOf: \(context)) differs from the \(ofType.count) found by the walk")
            }
            let found = tree.node(for: probe)
            let deepestActive = equal.filter(\.isActive).max { $0.depth < $1.depth }
            if let deepestActive, found != deepestActive {
                problems.append("node(for: \(context)) is not the deepest active one")
            } else if found.map({ !equal.contains($0) }) ?? !equal.isEmpty {
                problems.append("node(for: \(context)) is \(found?.entry.description ?? "nil")")
            }
        }
        if tree.count != all.count { problems.append("count \(tree.count), walk \(all.count)") }
        return problems
    }
}
