import Portus

/// A copy of a routing tree's state as the planner of Portus 1 stored it — records by position,
/// each with its entry, parent, depth, managed children, active managed child and entered
/// child — rebuilt from the tree's public nodes, with the operations that planner simulated on
/// it. A value: a copy is a simulation.
///
/// This and ``ReferencePlanner`` keep the chunk-by-chunk algorithm the package planned with
/// before it planned in one pass, as an oracle for ``PlannerEquivalenceTests``.
struct ReferenceTree {
    struct Record {
        var entry: RoutingEntry
        var parent: Int?
        var depth: Int
        var isManagedByParent: Bool
        var managed: [Int] = []
        var activeManaged: Int?
        var entered: Int?
        var hasBeenAttached: Bool

        var activeChild: Int? { entered ?? activeManaged }
        var isStale: Bool { hasBeenAttached && entry.routable == nil }
    }

    private var records: [Record?] = []
    private(set) var root: Int?
    private(set) var activePath: [Int] = []

    /// The state of `tree`, read through its nodes.
    @MainActor
    init(_ tree: RoutingTree) {
        guard let root = tree.root else { return }
        self.root = add(root, parent: nil)
        rebuildActivePath(from: nil)
    }

    @MainActor
    private mutating func add(_ node: RoutingTree.Node, parent: Int?) -> Int {
        let id = records.count
        records.append(
            Record(
                entry: node.entry,
                parent: parent,
                depth: node.depth,
                isManagedByParent: node.isManagedByParent,
                hasBeenAttached: node.isStale || node.entry.routable != nil
            ))
        let activeManaged = node.activeManagedChild
        for child in node.children {
            let childID = add(child, parent: id)
            if child.isManagedByParent {
                records[id]?.managed.append(childID)
                if child == activeManaged { records[id]?.activeManaged = childID }
            } else {
                records[id]?.entered = childID
            }
        }
        return id
    }

    subscript(id: Int) -> Record? { id < records.count ? records[id] : nil }

    var activeLeaf: Int? { activePath.last }

    // MARK: - Operations, as Portus 1 simulated them

    mutating func addEnteredChild(_ entry: RoutingEntry, to parent: Int?) {
        let id = addNode(entry, parent: parent, isManagedByParent: false)
        if let parent, self[parent] != nil {
            records[parent]?.entered = id
            if isOnActivePath(parent) { rebuildActivePath(from: parent) }
        } else {
            root = id
            rebuildActivePath(from: nil)
        }
    }

    mutating func switchActive(of container: Int, to child: Int) {
        guard let record = self[container], record.managed.contains(child) else { return }
        records[container]?.activeManaged = child
        if isOnActivePath(container) { rebuildActivePath(from: container) }
    }

    mutating func remove(_ id: Int) {
        guard let record = self[id] else { return }
        let wasActive = isOnActivePath(id)
        if let parentID = record.parent, var parent = self[parentID] {
            if parent.entered == id {
                parent.entered = nil
            } else {
                parent.managed.removeAll { $0 == id }
                if parent.activeManaged == id { parent.activeManaged = parent.managed.first }
            }
            records[parentID] = parent
        } else if root == id {
            root = nil
        }
        records[id] = nil
        if wasActive { rebuildActivePath(from: record.parent) }
    }

    private func isOnActivePath(_ id: Int) -> Bool {
        guard let depth = self[id]?.depth else { return false }
        return depth < activePath.count && activePath[depth] == id
    }

    private mutating func addNode(_ entry: RoutingEntry, parent: Int?, isManagedByParent: Bool) -> Int {
        let id = records.count
        records.append(
            Record(
                entry: entry,
                parent: parent,
                depth: parent.flatMap { self[$0]?.depth }.map { $0 + 1 } ?? 0,
                isManagedByParent: isManagedByParent,
                hasBeenAttached: entry.routable != nil
            ))
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        return id
    }

    private mutating func attach(_ entry: RoutingEntry, to id: Int) {
        guard var record = self[id] else { return }
        var merged = entry
        if merged.routable == nil { merged.routable = record.entry.routable }
        record.entry = merged
        record.hasBeenAttached = record.hasBeenAttached || merged.routable != nil
        records[id] = record
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        if isOnActivePath(id) { rebuildActivePath(from: id) }
    }

    private mutating func attachManaged(_ managed: RoutingEntry.ManagedEntries, to id: Int) {
        var activeID: Int?
        for entry in managed.entries {
            let existing = self[id]?.managed.first { self[$0]?.entry == entry }
            let child: Int
            if let existing {
                child = existing
                attach(entry, to: existing)
            } else {
                child = addNode(entry, parent: id, isManagedByParent: true)
                records[id]?.managed.append(child)
            }
            if activeID == nil, entry == managed.activeEntry { activeID = child }
        }
        guard let record = self[id] else { return }
        records[id]?.activeManaged = activeID ?? record.activeManaged ?? record.managed.first
    }

    private mutating func rebuildActivePath(from start: Int?) {
        guard let start, let record = self[start] else {
            activePath = root.map { [$0] } ?? []
            if let root { extendActivePath(from: root) }
            return
        }
        activePath.removeSubrange(min(record.depth + 1, activePath.count)...)
        if activePath.count == record.depth { activePath.append(start) }
        extendActivePath(from: start)
    }

    private mutating func extendActivePath(from start: Int) {
        var next = self[start]?.activeChild
        while let id = next {
            activePath.append(id)
            next = self[id]?.activeChild
        }
    }
}
