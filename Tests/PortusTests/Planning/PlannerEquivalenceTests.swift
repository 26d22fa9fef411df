import Portus
import SeededRandom
import Testing

/// The planner gives exactly the plans of the chunk-by-chunk planner of Portus 1
/// (``ReferencePlanner``), on random trees grown through notifications with every kind of node
/// the tree knows: stale, refusing, without routable, adopting no protocol, containers with a
/// child entered on top of their tabs, managed children not started, namesakes.
@Suite("Planner equivalence")
@MainActor
struct PlannerEquivalenceTests {
    /// How often each outcome was seen, to show that the random trees reach them all.
    struct Tally {
        var counts: [String: Int] = [:]

        mutating func add(_ result: Result<RoutingInstructions, RoutingError>) {
            let key: String
            switch result {
            case .success(let instructions):
                key = instructions.isEmpty ? "arrived" : "planned"
                for instruction in instructions {
                    let kind = String(instruction.description.prefix { $0 != "(" })
                    counts[kind, default: 0] += 1
                }
            case .failure(.staleNode): key = "staleNode"
            case .failure(.leaveRefused): key = "leaveRefused"
            case .failure(.destinationNotReachable): key = "destinationNotReachable"
            case .failure(.rootMismatch): key = "rootMismatch"
            case .failure(.emptyDestination): key = "emptyDestination"
            case .failure(let error): key = "\(error)"
            }
            counts[key, default: 0] += 1
        }
    }

    @Test("Plans equal the chunk-by-chunk planner's on random trees", arguments: RoutingStrategy.both)
    func plansEqualReference(strategy: RoutingStrategy) throws {
        try plansEqualReference(strategy: strategy, seed: SeededGenerator.seed(from: "PORTUS_SEED"))
    }

    /// A seed whose tree 184 has an active leaf whose routable is gone though the tree never
    /// counted it attached: the planner took it for one that cannot enter, the reference enters.
    @Test("A leaf whose routable is gone, never counted attached, may still enter")
    func aGoneRoutableNeverAttachedMayEnter() throws {
        try plansEqualReference(strategy: .tearDown, seed: 12_581_375_245_541_635_607)
    }

    func plansEqualReference(strategy: RoutingStrategy, seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var tally = Tally()
        for index in 0..<200 {
            let random = OracleTree(seed: rng.next())
            let router = Router(tree: random.tree, strategy: strategy)
            let reference = ReferencePlanner(strategy: strategy)
            for round in 0..<6 {
                random.grow(steps: Int.random(in: 2...12, using: &rng))
                let snapshot = ReferenceTree(random.tree)
                if random.allNodes().contains(where: { node in
                    node.children.contains(where: \.isManagedByParent) && node.activeChild?.isManagedByParent == false
                }) {
                    tally.counts["covered", default: 0] += 1
                }
                let before = random.tree.description
                for route in 0..<8 {
                    let destination = random.randomDestination()
                    let note: Comment = """
                        seed \(seed), tree \(index), round \(round), route \(route), \(strategy)
                        to \(destination)
                        \(before)
                        """
                    let expected = reference.plan(snapshot, to: destination)
                    let planned = router.plan(to: destination)
                    #expect(planned == expected, note)
                    #expect(random.tree.description == before, "planning changed the tree. \(note)")
                    tally.add(expected)
                }
            }
        }
        // Every outcome occurs many times at 200 trees; a missing one means the trees changed.
        for outcome in [
            "planned", "arrived", "leave", "switchTo", "enter", "staleNode", "leaveRefused",
            "destinationNotReachable", "rootMismatch", "emptyDestination", "covered",
        ] {
            #expect(tally.counts[outcome, default: 0] > 0, "no \(outcome) in \(tally.counts), seed \(seed)")
        }
    }
}
