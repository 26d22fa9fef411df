/// The position of a node in the tree's storage.
typealias NodeID = Int

/// One node of the routing tree as stored.
struct NodeRecord {
    var entry: RoutingEntry
    var parent: NodeID?
    var depth: Int
    var isManagedByParent: Bool
    /// The children the node manages (tabs), in display order.
    var managed: [NodeID] = []
    /// The managed child that is active when no entered child is on top.
    var activeManaged: NodeID?
    /// The child the node entered (pushed, presented); when present it is the active child.
    var entered: NodeID?
    /// Whether a routable was ever attached; a node that had one and lost it is stale.
    var hasBeenAttached: Bool
    /// Tells a record apart from a later one stored at the same position.
    var serial: Int

    var activeChild: NodeID? { entered ?? activeManaged }
    var children: [NodeID] { entered.map { managed + [$0] } ?? managed }
    var isStale: Bool { hasBeenAttached && entry.routable == nil }
}

/// Identifier and context: what makes entries name the same node.
struct EntryKey: Hashable {
    var identifier: RoutingIdentifier
    var context: RoutingContext

    init(_ entry: RoutingEntry) {
        identifier = entry.identifier
        context = entry.context ?? [:]
    }
}

/// The live tree's storage: records by position, a free list, and an index by key.
final class NodeStorage {
    var records: [NodeRecord?] = []
    var free: [NodeID] = []
    var index: [EntryKey: [NodeID]] = [:]
    var serial = 0
}

/// The structure of a routing tree and the operations that change it.
///
/// The live tree writes to its storage. A *simulation* — the planner's dry run — shares that
/// storage read-only and writes its changes to an overlay, so it costs only what it touches:
/// O(depth) per operation, never a copy of the tree.
struct TreeState {
    private let storage: NodeStorage
    /// `nil` for the live tree; the changes of a simulation otherwise.
    private var overlay: [NodeID: NodeRecord?]?
    private var nextSimulatedID: NodeID = 0
    private(set) var root: NodeID?
    /// The nodes from the root to the active leaf, kept up to date by every operation.
    private(set) var activePath: [NodeID] = []

    init() {
        storage = NodeStorage()
    }

    /// A copy whose changes never reach the live tree.
    func simulation() -> TreeState {
        var copy = self
        copy.overlay = [:]
        copy.nextSimulatedID = storage.records.count
        return copy
    }

    var isSimulation: Bool { overlay != nil }
    var count: Int { storage.records.count - storage.free.count }

    subscript(id: NodeID) -> NodeRecord? {
        if let overlay, let change = overlay[id] { return change }
        return id < storage.records.count ? storage.records[id] : nil
    }

    var activeLeaf: NodeID? { activePath.last }

    func isOnActivePath(_ id: NodeID) -> Bool {
        guard let depth = self[id]?.depth else { return false }
        return depth < activePath.count && activePath[depth] == id
    }

    /// The nodes stored for an entry's key, in the order they were added. Live tree only.
    func candidates(for entry: RoutingEntry) -> [NodeID] {
        storage.index[EntryKey(entry)] ?? []
    }

    /// The node for `entry`: the one deepest on the active path, else the first found.
    func node(for entry: RoutingEntry) -> NodeID? {
        let matches = candidates(for: entry).filter { self[$0]?.entry == entry }
        return matches.filter(isOnActivePath).max { (self[$0]?.depth ?? 0) < (self[$1]?.depth ?? 0) }
            ?? matches.first
    }

    /// Every node below `id`, `id` included, parents before children.
    func subtree(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var stack = [id]
        while let next = stack.popLast() {
            guard let record = self[next] else { continue }
            result.append(next)
            stack.append(contentsOf: record.children.reversed())
        }
        return result
    }

    // MARK: - Operations

    /// Adds a node for `entry` as the entered child of `parent`, or as the root when `parent` is
    /// `nil`, together with the managed children the entry lists.
    @discardableResult
    mutating func addEnteredChild(_ entry: RoutingEntry, to parent: NodeID?) -> NodeID {
        let id = addNode(entry, parent: parent, isManagedByParent: false)
        if let parent, var record = self[parent] {
            record.entered = id
            write(record, at: parent)
            if isOnActivePath(parent) { rebuildActivePath(from: parent) }
        } else {
            root = id
            rebuildActivePath(from: nil)
        }
        return id
    }

    /// Gives a node a new entry (a routable that started up, a new context is not allowed) and
    /// adds the managed children the entry lists that the node does not have yet.
    mutating func attach(_ entry: RoutingEntry, to id: NodeID) {
        guard var record = self[id] else { return }
        var merged = entry
        if merged.routable == nil { merged.routable = record.entry.routable }
        record.entry = merged
        record.hasBeenAttached = record.hasBeenAttached || merged.routable != nil
        write(record, at: id)
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        if isOnActivePath(id) { rebuildActivePath(from: id) }
    }

    /// Gives a node the identifier and context of `entry` (a screen that shows a new payload),
    /// keeping its place and children.
    mutating func replaceEntry(of id: NodeID, with entry: RoutingEntry) {
        guard var record = self[id] else { return }
        if !isSimulation {
            unindex(id, key: EntryKey(record.entry))
            storage.index[EntryKey(entry), default: []].append(id)
        }
        var replaced = entry
        if replaced.routable == nil { replaced.routable = record.entry.routable }
        replaced.managedEntries = record.entry.managedEntries
        record.entry = replaced
        record.hasBeenAttached = record.hasBeenAttached || replaced.routable != nil
        write(record, at: id)
    }

    /// Makes `child`, one of the managed children of `container`, the active one.
    mutating func switchActive(of container: NodeID, to child: NodeID) {
        guard var record = self[container], record.managed.contains(child) else { return }
        record.activeManaged = child
        write(record, at: container)
        if isOnActivePath(container) { rebuildActivePath(from: container) }
    }

    /// Removes a node and everything below it.
    mutating func remove(_ id: NodeID) {
        guard let record = self[id] else { return }
        let wasActive = isOnActivePath(id)
        if let parentID = record.parent, var parent = self[parentID] {
            if parent.entered == id {
                parent.entered = nil
            } else {
                parent.managed.removeAll { $0 == id }
                if parent.activeManaged == id { parent.activeManaged = parent.managed.first }
            }
            write(parent, at: parentID)
        } else if root == id {
            root = nil
        }
        if isSimulation {
            write(nil, at: id)
        } else {
            for node in subtree(of: id) { release(node) }
        }
        if wasActive { rebuildActivePath(from: record.parent) }
    }

    // MARK: - Storage

    private mutating func addNode(_ entry: RoutingEntry, parent: NodeID?, isManagedByParent: Bool) -> NodeID {
        let id: NodeID
        if isSimulation {
            id = nextSimulatedID
            nextSimulatedID += 1
        } else if let reused = storage.free.popLast() {
            id = reused
        } else {
            id = storage.records.count
            storage.records.append(nil)
        }
        storage.serial += isSimulation ? 0 : 1
        let record = NodeRecord(
            entry: entry,
            parent: parent,
            depth: parent.flatMap { self[$0]?.depth }.map { $0 + 1 } ?? 0,
            isManagedByParent: isManagedByParent,
            hasBeenAttached: entry.routable != nil,
            serial: storage.serial
        )
        write(record, at: id)
        if !isSimulation { storage.index[EntryKey(entry), default: []].append(id) }
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        return id
    }

    /// Adds or updates the managed children of `id` and sets the active one.
    private mutating func attachManaged(_ managed: RoutingEntry.ManagedEntries, to id: NodeID) {
        var activeID: NodeID?
        for entry in managed.entries {
            let existing = self[id]?.managed.first { self[$0]?.entry == entry }
            let child: NodeID
            if let existing {
                child = existing
                attach(entry, to: existing)
            } else {
                child = addNode(entry, parent: id, isManagedByParent: true)
                if var record = self[id] {
                    record.managed.append(child)
                    write(record, at: id)
                }
            }
            if activeID == nil, entry == managed.activeEntry { activeID = child }
        }
        guard var record = self[id] else { return }
        record.activeManaged = activeID ?? record.activeManaged ?? record.managed.first
        write(record, at: id)
    }

    private mutating func rebuildActivePath(from start: NodeID?) {
        guard let start, let record = self[start] else {
            activePath = root.map { [$0] } ?? []
            if let root { extendActivePath(from: root) }
            return
        }
        activePath.removeSubrange(min(record.depth + 1, activePath.count)...)
        if activePath.count == record.depth { activePath.append(start) }
        extendActivePath(from: start)
    }

    private mutating func extendActivePath(from start: NodeID) {
        var next = self[start]?.activeChild
        while let id = next {
            activePath.append(id)
            next = self[id]?.activeChild
        }
    }

    private func unindex(_ id: NodeID, key: EntryKey) {
        storage.index[key]?.removeAll { $0 == id }
        if storage.index[key]?.isEmpty == true { storage.index[key] = nil }
    }

    private mutating func write(_ record: NodeRecord?, at id: NodeID) {
        if overlay != nil {
            overlay?.updateValue(record, forKey: id)
        } else {
            storage.records[id] = record
        }
    }

    private mutating func release(_ id: NodeID) {
        guard let record = self[id] else { return }
        unindex(id, key: EntryKey(record.entry))
        storage.records[id] = nil
        storage.free.append(id)
    }
}
