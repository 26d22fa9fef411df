import Portus
import SeededRandom

/// A random routing tree for ``PlannerEquivalenceTests``, grown only through the tree's
/// notifications: screens, tab containers, containers that present on top of their tabs, nodes
/// without a routable or with one that adopts no action protocol, managed children that start
/// late, stale nodes, refusals, entries updated in place, and namesakes (identifiers and
/// contexts come from small sets, so keys repeat).
@MainActor
final class OracleTree {
    let tree = RoutingTree()
    /// The routables alive; dropping one makes its node stale.
    private var alive: [OracleRoutable] = []
    private var rng: SeededGenerator

    static let names: [RoutingIdentifier] = ["a", "b", "c", "d", "e", "f"]

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    /// Grows the tree with `steps` random notifications; rejected ones change nothing.
    func grow(steps: Int) {
        if tree.isEmpty { enterRandom(asRoot: true) }
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<40: enterRandom(asRoot: false)
            case 40..<60: switchRandom()
            case 60..<70: leaveRandom()
            case 70..<76: dropRandom()
            case 76..<84: startManagedChild()
            case 84..<90: refuseRandom()
            case 90..<94: updateRandom()
            case 94..<97: reenterWithTabs()
            default: activateRandom()
            }
        }
    }

    // MARK: - Destinations

    /// A random destination: the path to a node of the tree, as table entries or as the tree's
    /// own entries, sometimes extended by new entries (with or without managed entries), with an
    /// entry replaced, cut short, given another root, or empty.
    func randomDestination() -> [RoutingEntry] {
        let nodes = allNodes()
        guard let node = nodes.isEmpty ? nil : rng.pick(nodes) else { return [] }
        var path: [RoutingEntry] = []
        var current: RoutingTree.Node? = node
        let keepRoutables = rng.chance(15)
        let keepManaged = rng.chance(50)
        while let visited = current {
            var entry = visited.entry
            if !keepRoutables { entry.routable = nil }
            if !keepManaged { entry.managedEntries = nil }
            path.insert(entry, at: 0)
            current = visited.parent
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) where rng.chance(60) {
            path.append(randomTableEntry())
        }
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<3:
            path[Int.random(in: 0..<path.count, using: &rng)] = randomTableEntry()
        case 3..<5:
            path.removeLast(Int.random(in: 0..<path.count, using: &rng))
        case 5:
            path[0] = RoutingEntry(identifier: "elsewhere")
        case 6:
            path = []
        default:
            break
        }
        return path
    }

    /// An entry without a routable, now and then a container's with managed entries.
    private func randomTableEntry() -> RoutingEntry {
        let identifier = rng.pick(Self.names)
        let context = randomContext()
        guard rng.chance(25) else { return RoutingEntry(identifier: identifier, context: context) }
        return RoutingEntry(identifier: identifier, context: context, managedEntries: randomManaged(depth: 1))
    }

    // MARK: - Notifications

    private func enterRandom(asRoot: Bool) {
        let identifier = rng.pick(Self.names)
        let context = randomContext()
        let roll = Int.random(in: 0..<100, using: &rng)
        let entry: RoutingEntry
        switch roll {
        case 0..<40: entry = keep(OracleScreen(identifier, context: context)).entry
        case 40..<55: entry = keep(withManaged(OracleTabs(identifier, context: context))).entry
        case 55..<70: entry = keep(withManaged(OracleModalTabs(identifier, context: context))).entry
        case 70..<78: entry = keep(OracleLeaf(identifier, context: context)).entry
        case 78..<84: entry = keep(OraclePlain(identifier, context: context)).entry
        case 84..<92:
            entry = RoutingEntry(identifier: identifier, context: context)
        default:
            entry = RoutingEntry(identifier: identifier, context: context, managedEntries: randomManaged(depth: 0))
        }
        _ = try? tree.didEnterNode(withEntry: entry)
    }

    private func withManaged(_ container: OracleRoutable) -> OracleRoutable {
        container.managedEntries = randomManaged(depth: 0)
        return container
    }

    /// Two or three managed entries, some with routables, now and then a nested container.
    private func randomManaged(depth: Int) -> RoutingEntry.ManagedEntries {
        let count = Int.random(in: 2...3, using: &rng)
        let entries = (0..<count).map { _ -> RoutingEntry in
            let identifier = rng.pick(Self.names)
            let context = randomContext()
            if depth < 1, rng.chance(15) {
                return RoutingEntry(
                    identifier: identifier, context: context, managedEntries: randomManaged(depth: depth + 1))
            }
            if rng.chance(40) { return keep(OracleScreen(identifier, context: context)).entry }
            return RoutingEntry(identifier: identifier, context: context)
        }
        return RoutingEntry.ManagedEntries(entries: entries, activeEntry: rng.pick(entries))
    }

    private func randomContext() -> RoutingContext? {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: nil
        case 6: [:]
        default: ["id": String(Int.random(in: 1...2, using: &rng))]
        }
    }

    /// Switches a random container anywhere in the tree.
    private func switchRandom() {
        let containers = allNodes().filter { $0.children.contains(where: \.isManagedByParent) }
        guard !containers.isEmpty else { return }
        let container = rng.pick(containers)
        let managed = container.children.filter(\.isManagedByParent)
        _ = try? tree.switchNode(withEntry: container.entry, didSwitchToNodeWithEntry: rng.pick(managed).entry)
    }

    /// Makes the path to a random node active, switching every container on the way.
    private func activateRandom() {
        let nodes = allNodes()
        guard !nodes.isEmpty else { return }
        var current: RoutingTree.Node? = rng.pick(nodes)
        while let node = current, let parent = node.parent {
            if node.isManagedByParent {
                _ = try? tree.switchNode(withEntry: parent.entry, didSwitchToNodeWithEntry: node.entry)
            }
            current = parent
        }
    }

    private func leaveRandom() {
        let candidates = allNodes().filter { !$0.isManagedByParent && $0.parent != nil }
        guard !candidates.isEmpty else { return }
        _ = try? tree.didLeaveNode(with: rng.pick(candidates).entry)
    }

    /// Deallocates a routable without telling the tree.
    private func dropRandom() {
        guard !alive.isEmpty, rng.chance(50) else { return }
        alive.remove(at: Int.random(in: 0..<alive.count, using: &rng))
    }

    /// Gives a managed child that has no routable one, as a tab that starts when first shown.
    private func startManagedChild() {
        let placeholders = allNodes().filter { $0.isManagedByParent && $0.entry.routable == nil && !$0.isStale }
        guard !placeholders.isEmpty else { return }
        let placeholder = rng.pick(placeholders)
        let screen = keep(OracleScreen(placeholder.entry.identifier, context: placeholder.entry.context))
        _ = try? tree.didEnterNode(withEntry: screen.entry)
    }

    /// A node that already shows an entered child reports itself again with managed entries:
    /// it becomes a container whose tabs sit below the entered child, which blocks switching.
    private func reenterWithTabs() {
        let candidates = allNodes().filter { node in
            node.activeChild.map { !$0.isManagedByParent } == true && node.entry.routable is OracleRoutable
        }
        guard !candidates.isEmpty, let routable = rng.pick(candidates).entry.routable as? OracleRoutable else { return }
        routable.managedEntries = randomManaged(depth: 0)
        _ = try? tree.didEnterNode(withEntry: routable.entry)
    }

    private func refuseRandom() {
        guard !alive.isEmpty else { return }
        rng.pick(alive).canLeave.toggle()
    }

    /// Gives a node a new context in place.
    private func updateRandom() {
        let nodes = allNodes()
        guard !nodes.isEmpty else { return }
        let node = rng.pick(nodes)
        var updated = node.entry
        updated.context = randomContext()
        (node.entry.routable as? OracleRoutable)?.context = updated.context
        _ = try? tree.didUpdateNode(with: node.entry, to: updated)
    }

    // MARK: - Helpers

    private func keep(_ routable: OracleRoutable) -> OracleRoutable {
        alive.append(routable)
        return routable
    }

    /// Every node, parents first.
    func allNodes() -> [RoutingTree.Node] {
        var result: [RoutingTree.Node] = []
        var stack = tree.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
