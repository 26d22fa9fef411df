/// The live storage of a routing tree and the operations that change it.
///
/// Nodes are positions in parallel storage, read through ``TreeNodes``. Managed children and
/// nodes that share a key are chained through their links, so no node owns an array. An index
/// from key to the first node with that key finds nodes by entry; the active path is kept up to
/// date by every operation. Every operation costs O(depth), but removing a subtree, which costs
/// its size.
///
/// What a plan reads — links, entries, root, active path — is copy-on-write storage, so that
/// ``snapshot`` hands it out as a value in O(1); the tree copies a part on its next write only
/// while a snapshot holding it is alive.
///
/// Six stored properties are `@exclusivity(unchecked)`: the ones the compiler checks at run time,
/// each access a call into the runtime's access tracking of about 24 instructions. The figures
/// are dynamic accesses per operation of the benchmarks with no property unchecked (counted by
/// interposing `swift_beginAccess`; callgrind: `route` 262 109 instructions with none unchecked,
/// 211 688 with these six, for 2 075 accesses). The other properties are only ever read or
/// written whole, so the optimizer removes their checks itself: with none unchecked, no access to
/// them reached the runtime, and the attribute bought nothing. No access to the six spans a call
/// into the app (operations copy what they hand out), so the dynamic check has nothing to catch;
/// keep it that way when changing this type.
package final class TreeState: TreeNodes {
    /// Unchecked: 1 213 accesses a `route`, 1 470 a `navigate` request (about 30 000 and 35 000
    /// instructions).
    @exclusivity(unchecked) private(set) var links: [NodeLinks] = []
    /// The entries, `links.count` of them initialized; a free position holds ``vacant``.
    private var buffer = EntryBuffer(capacity: 16)
    /// `buffer.base`, kept so that a read loads one field.
    private(set) var entries: UnsafeMutablePointer<RoutingEntry>
    /// Unchecked: 87 accesses a `route`, 94 a `navigate` request (about 2 100 and 2 300 instructions).
    @exclusivity(unchecked) private var free: [NodeID] = []
    /// The first node stored for each key; the others follow through `nextWithKey`. Unchecked:
    /// 256 accesses a `route`, 284 a `navigate` request (about 6 200 and 6 900 instructions).
    @exclusivity(unchecked) private var index = KeyIndex()
    /// The first node stored for each kind of ``RoutingKey``; the others follow through
    /// ``kindLinks``. Nodes without a key are not in it. Unchecked: 92 accesses a `navigate`
    /// request (about 2 200 instructions; `route` has no keys).
    @exclusivity(unchecked) private var kinds = KeyIndex()
    /// The neighbours of each keyed node among the nodes of its kind, by position; kept apart from
    /// ``links``, which planning reads and which stays the size of a cache line. Unchecked: 63
    /// accesses a `route`, 461 a `navigate` request (about 1 500 and 11 200 instructions).
    @exclusivity(unchecked) private var kindLinks: [(next: Int32, previous: Int32)] = []
    private(set) var root: NodeID?
    /// The number of nodes whose ``NodeLinks/isHidden`` is set, kept where the flag is written
    /// and where nodes are released, so that a request skips its walk for hidden tabs when
    /// nothing is hidden.
    private(set) var hiddenCount = 0
    /// Unchecked: 457 accesses a `route`, 520 a `navigate` request (about 11 100 and 12 600
    /// instructions).
    @exclusivity(unchecked) private(set) var activePath: [NodeID] = []
    /// The lowest depth at which the active path changed — a node added, removed or replaced
    /// there, or the node there given a new entry — since the last ``watchActivePath()``.
    private var activePathChangedFrom = 0
    /// How many times ``watchActivePath()`` was called: the number of the watch under way.
    private var activePathWatch = 0
    /// The last serial or revision given out; both come from this one counter, so a node made
    /// or changed after a moment has a stamp greater than the counter was then.
    private(set) var stamp = 0

    private static let vacant = RoutingEntry(identifier: "")

    init() {
        entries = buffer.base
    }

    /// The tree as a value, in O(1): it shares the storage, which the next write copies while
    /// the snapshot is alive.
    var snapshot: TreeSnapshot {
        TreeSnapshot(links: links, buffer: buffer, root: root, activePath: activePath, count: count)
    }

    /// The number of nodes.
    var count: Int { links.count - free.count }

    /// Starts a watch of the active path: from now, ``activePathChanged(since:)`` says from which
    /// depth it changed. One watch runs at a time; starting one ends the one before.
    ///
    /// - Returns: The watch's number, for ``activePathChanged(since:)``.
    func watchActivePath() -> Int {
        activePathWatch += 1
        activePathChangedFrom = Int.max
        return activePathWatch
    }

    /// The lowest depth at which the active path changed since the watch numbered `watch` began:
    /// the nodes above it are the same and unchanged. 0 when another watch began since.
    func activePathChanged(since watch: Int) -> Int {
        watch == activePathWatch ? activePathChangedFrom : 0
    }

    // MARK: - Lookups

    /// The first node stored for `entry`'s key, whose hash is `hash` (see ``KeyIndex``); the
    /// others follow through ``NodeLinks/nextWithKey``, in the order they were added.
    func firstCandidate(for entry: RoutingEntry, hash: Int) -> NodeID? {
        index.first(hash: hash) { id in
            links[id].keyHash == hash && hasKey(id, of: entry)
        }
    }

    /// The first node stored for the key of an entry that has only `key` (no routable, no
    /// parameters), whose hash is `hash`: ``firstCandidate(for:hash:)`` without making the entry,
    /// which allocates its reference. The others follow through ``nextCandidate(after:)``.
    func firstCandidate(forKey key: any RoutingKey, hash: Int) -> NodeID? {
        index.first(hash: hash) { id in
            links[id].keyHash == hash && RoutingEntry.hasKey(UnsafePointer(entries + id), key)
        }
    }

    /// A node whose key is of the kind of `key`; the others follow through
    /// ``nextOfKind(after:)``, in no particular order.
    func firstOfKind(ofKey key: any RoutingKey) -> NodeID? {
        let kindHash = key.kindHash
        return kinds.first(hash: kindHash) { id in
            guard let own = (entries + id).pointee.key else { return false }
            return own.kindHash == kindHash && own.isSameKind(as: key)
        }
    }

    /// The next node with a key of the same kind as `id`'s.
    func nextOfKind(after id: NodeID) -> NodeID? {
        let next = kindLinks[id].next
        return next == NodeLinks.none ? nil : Int(next)
    }

    /// The node stored after `id` with the same key.
    func nextCandidate(after id: NodeID) -> NodeID? {
        let next = links[id].nextWithKey
        return next == NodeLinks.none ? nil : Int(next)
    }

    /// The node for `entry`: the one deepest on the active path, else the first found.
    func node(for entry: RoutingEntry) -> NodeID? {
        var first: NodeID?
        var deepestActive: NodeID?
        var candidate = firstCandidate(for: entry, hash: entry.keyHash)
        while let id = candidate {
            candidate = nextCandidate(after: id)
            guard matches(id, entry) else { continue }
            if first == nil { first = id }
            if isOnActivePath(id), deepestActive.map({ links[$0].depth < links[id].depth }) ?? true {
                deepestActive = id
            }
        }
        return deepestActive ?? first
    }

    // MARK: - Operations

    /// Adds a node for `entry` as the entered child of `parent`, or as the root when `parent` is
    /// `nil`, together with the managed children the entry lists.
    ///
    /// - Parameter hash: The hash of `entry`'s key, when the caller has it.
    @discardableResult
    func addEnteredChild(_ entry: RoutingEntry, to parent: NodeID?, hash: Int? = nil) -> NodeID {
        let id = addNode(entry, parent: parent, isManagedByParent: false, hash: hash)
        if let parent, contains(parent) {
            links[parent].entered = Int32(id)
            if isOnActivePath(parent) { rebuildActivePath(from: parent) }
        } else {
            root = id
            rebuildActivePath(from: nil)
        }
        return id
    }

    /// Gives a node a new entry (a routable that started up; the key stays) and adds the managed
    /// children the entry lists that the node does not have yet.
    func attach(_ entry: RoutingEntry, to id: NodeID) {
        guard contains(id) else { return }
        var merged = entry
        merged.inheritRoutable(from: entries[id])
        merged.isModal = merged.isModal || links[id].isModal
        if merged.isModal { links[id].flags.insert(.isModal) }
        let attached = merged.routable != nil
        // Equal keys, but an entry with a key and one without hash apart: place the node again.
        let rekeyed = merged.isKeyed != entries[id].isKeyed
        if rekeyed { unindex(id) }
        setEntry(merged, at: id)
        if rekeyed {
            links[id].nextWithKey = NodeLinks.none
            links[id].keyHash = merged.keyHash
            addToIndex(id)
        }
        changed(id, attached: attached)
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        if isOnActivePath(id) { rebuildActivePath(from: id) }
    }

    /// Gives a node the identifier and context of `entry` (a screen that shows a new payload),
    /// keeping its place, children and managed entries.
    func replaceEntry(of id: NodeID, with entry: RoutingEntry) {
        guard contains(id) else { return }
        unindex(id)
        var replaced = entry
        replaced.inheritRoutable(from: entries[id])
        replaced.managedEntries = entries[id].managedEntries
        replaced.isModal = links[id].isModal
        let attached = replaced.routable != nil
        setEntry(replaced, at: id)
        links[id].nextWithKey = NodeLinks.none
        links[id].keyHash = replaced.keyHash
        addToIndex(id)
        changed(id, attached: attached)
    }

    /// Makes `child`, one of the managed children of `container`, the active one.
    func switchActive(of container: NodeID, to child: NodeID) {
        guard contains(container), contains(child), links[child].parent == Int32(container),
            links[child].isManagedByParent
        else { return }
        links[container].activeManaged = Int32(child)
        if isOnActivePath(container) { rebuildActivePath(from: container) }
    }

    /// Removes a node and everything below it.
    func remove(_ id: NodeID) {
        guard contains(id) else { return }
        let wasActive = isOnActivePath(id)
        let parent = links[id].parentID
        if let parent {
            if links[parent].entered == Int32(id) {
                links[parent].entered = NodeLinks.none
            } else {
                unlinkManaged(id, from: parent)
            }
        } else if root == id {
            root = nil
        }
        if links[id].firstManaged == NodeLinks.none, links[id].entered == NodeLinks.none {
            release(id)
        } else {
            for node in subtree(of: id) { release(node) }
        }
        if wasActive { rebuildActivePath(from: parent) }
    }

    // MARK: - Storage

    private func addNode(
        _ entry: RoutingEntry,
        parent: NodeID?,
        isManagedByParent: Bool,
        hash: Int? = nil
    ) -> NodeID {
        let id: NodeID
        if let reused = free.popLast() {
            id = reused
        } else {
            id = links.count
            appendEntry()
            links.append(NodeLinks())
            kindLinks.append((NodeLinks.none, NodeLinks.none))
        }
        stamp += 1
        var record = NodeLinks()
        record.parent = parent.map { Int32($0) } ?? NodeLinks.none
        record.depth = parent.map { links[$0].depth + 1 } ?? 0
        if isManagedByParent { record.flags.insert(.isManagedByParent) }
        if entry.isModal { record.flags.insert(.isModal) }
        if isManagedByParent, entry.isHidden { record.flags.insert(.isHidden) }
        record.serial = stamp
        record.revision = stamp
        // Not `hash ?? entry.keyHash`: the autoclosure would copy the entry.
        if let hash { record.keyHash = hash } else { record.keyHash = entry.keyHash }
        setEntry(entry, at: id)
        if entry.routable != nil { record.flags.insert(.hasBeenAttached) }
        links[id] = record
        if record.isHidden { hiddenCount += 1 }
        addToIndex(id)
        if let managed = entry.managedEntries { attachManaged(managed, to: id) }
        return id
    }

    /// Adds or updates the managed children of `id` and sets the active one.
    private func attachManaged(_ managed: RoutingEntry.ManagedEntries, to id: NodeID) {
        var children = ManagedChildren(of: id, in: self)
        var activeID: NodeID?
        for entry in managed.entries {
            let child: NodeID
            if let existing = children.first(matching: entry, in: self) {
                child = existing
                attach(entry, to: existing)
                children.noteAttached(existing, in: self)
                // The container's list says which of its children are hidden.
                setHidden(entry.isHidden, child)
            } else {
                child = addNode(entry, parent: id, isManagedByParent: true)
                appendManaged(child, to: id)
                children.noteAdded(child, in: self)
            }
            if activeID == nil, entry == managed.activeEntry { activeID = child }
        }
        if let activeID {
            links[id].activeManaged = Int32(activeID)
        } else if links[id].activeManaged == NodeLinks.none {
            links[id].activeManaged = links[id].firstManaged
        }
    }

    /// Puts the children `id` manages in the order of `managed` — those it does not name keep
    /// their order after them — and hides exactly the named ones whose entry is hidden. The
    /// active child stays.
    ///
    /// Each child is looked up once, in a table of the named entries: a container of many tabs
    /// costs the number of its tabs, not its square.
    ///
    /// - Returns: The first entry of `managed` that is none of the children, if there is one;
    ///   nothing changed then.
    func rearrangeManaged(of id: NodeID, as managedEntries: RoutingEntry.ManagedEntries?) -> RoutingEntry? {
        let managed = managedEntries?.entries ?? []
        guard contains(id) else { return managed.first }
        var position: [RoutingEntry: Int] = [:]
        position.reserveCapacity(managed.count)
        for (index, entry) in managed.enumerated() where position[entry] == nil { position[entry] = index }
        var named: [(position: Int, id: NodeID)] = []
        var unnamed: [NodeID] = []
        var child = firstManaged(of: id)
        while let current = child {
            if let index = position.removeValue(forKey: entries[current]) {
                named.append((index, current))
            } else {
                unnamed.append(current)
            }
            child = nextManaged(after: current)
        }
        if let missing = position.min(by: { $0.value < $1.value }) { return missing.key }
        named.sort { $0.position < $1.position }
        let order = named.map(\.id) + unnamed
        for (index, current) in order.enumerated() {
            links[current].nextManaged = index + 1 < order.count ? Int32(order[index + 1]) : NodeLinks.none
        }
        links[id].firstManaged = order.first.map { Int32($0) } ?? NodeLinks.none
        links[id].lastManaged = order.last.map { Int32($0) } ?? NodeLinks.none
        for (index, current) in named { setHidden(managed[index].isHidden, current) }
        // The node's entry lists its children as the container does now.
        if let managedEntries { entries[id].managedEntries = managedEntries }
        changed(id, attached: false)
        return nil
    }

    private func setHidden(_ isHidden: Bool, _ id: NodeID) {
        guard links[id].isManagedByParent, links[id].isHidden != isHidden else { return }
        if isHidden {
            links[id].flags.insert(.isHidden)
            hiddenCount += 1
        } else {
            links[id].flags.remove(.isHidden)
            hiddenCount -= 1
        }
    }

    private func appendManaged(_ child: NodeID, to id: NodeID) {
        if let last = links[id].lastManaged == NodeLinks.none ? nil : Int(links[id].lastManaged) {
            links[last].nextManaged = Int32(child)
        } else {
            links[id].firstManaged = Int32(child)
        }
        links[id].lastManaged = Int32(child)
    }

    private func unlinkManaged(_ child: NodeID, from parent: NodeID) {
        var previous: NodeID?
        var current = firstManaged(of: parent)
        while let node = current, node != child {
            previous = node
            current = nextManaged(after: node)
        }
        guard current != nil else { return }
        let next = links[child].nextManaged
        if let previous { links[previous].nextManaged = next } else { links[parent].firstManaged = next }
        if links[parent].lastManaged == Int32(child) {
            links[parent].lastManaged = previous.map { Int32($0) } ?? NodeLinks.none
        }
        links[child].nextManaged = NodeLinks.none
        if links[parent].activeManaged == Int32(child) { links[parent].activeManaged = links[parent].firstManaged }
    }

    /// Records that the node's entry changed.
    private func changed(_ id: NodeID, attached: Bool) {
        if isOnActivePath(id) { activePathChangedFrom = min(activePathChangedFrom, Int(links[id].depth)) }
        stamp += 1
        links[id].revision = stamp
        if attached { links[id].flags.insert(.hasBeenAttached) }
    }

    private func rebuildActivePath(from start: NodeID?) {
        guard let start, contains(start) else {
            activePathChangedFrom = 0
            activePath.removeAll(keepingCapacity: true)
            if let root {
                activePath.append(root)
                extendActivePath(from: root)
            }
            return
        }
        let depth = Int(links[start].depth)
        activePathChangedFrom = min(activePathChangedFrom, depth)
        // Node by node: an enter removes none and a leave one, and the range's generic removal
        // cost about 80 instructions a notification (callgrind, `route`).
        while activePath.count > depth + 1 { activePath.removeLast() }
        if activePath.count == depth { activePath.append(start) }
        extendActivePath(from: start)
    }

    private func extendActivePath(from start: NodeID) {
        var next = links[start].activeChildID
        while let id = next {
            activePath.append(id)
            next = links[id].activeChildID
        }
    }

    /// Writes the entry of a node, copying the buffer first when a snapshot shares it.
    private func setEntry(_ entry: RoutingEntry, at id: NodeID) {
        if !isKnownUniquelyReferenced(&buffer) { replaceBuffer(capacity: buffer.capacity) }
        entries[id] = entry
    }

    /// Adds a vacant entry at position `links.count`, growing the buffer when it is full.
    private func appendEntry() {
        if buffer.count == buffer.capacity {
            replaceBuffer(capacity: 2 * buffer.capacity)
        } else if !isKnownUniquelyReferenced(&buffer) {
            replaceBuffer(capacity: buffer.capacity)
        }
        (entries + buffer.count).initialize(to: Self.vacant)
        buffer.count += 1
    }

    /// Moves the entries to a new buffer of `capacity` — copies them when a snapshot shares the
    /// buffer, which keeps it.
    private func replaceBuffer(capacity: Int) {
        let replacement: EntryBuffer
        if isKnownUniquelyReferenced(&buffer) {
            replacement = EntryBuffer(capacity: capacity)
            replacement.base.moveInitialize(from: buffer.base, count: buffer.count)
            replacement.count = buffer.count
            buffer.count = 0
        } else {
            replacement = buffer.copy(capacity: capacity)
        }
        buffer = replacement
        entries = replacement.base
    }

    private func addToIndex(_ id: NodeID) {
        addToKinds(id)
        let hash = links[id].keyHash
        guard let head = index.first(hash: hash, isKey: { haveSameKey($0, id) }) else {
            index.setFirst(id, hash: hash, replacing: nil) { links[$0].keyHash }
            return
        }
        var last = head
        while links[last].nextWithKey != NodeLinks.none { last = Int(links[last].nextWithKey) }
        links[last].nextWithKey = Int32(id)
    }

    private func unindex(_ id: NodeID) {
        removeFromKinds(id)
        let hash = links[id].keyHash
        guard let head = index.first(hash: hash, isKey: { haveSameKey($0, id) }) else { return }
        let next = links[id].nextWithKey
        if head == id {
            if next == NodeLinks.none {
                index.remove(id, hash: hash)
            } else {
                index.setFirst(Int(next), hash: hash, replacing: id) { links[$0].keyHash }
            }
            return
        }
        var previous = head
        while links[previous].nextWithKey != NodeLinks.none, Int(links[previous].nextWithKey) != id {
            previous = Int(links[previous].nextWithKey)
        }
        if Int(links[previous].nextWithKey) == id { links[previous].nextWithKey = next }
    }

    /// Adds a keyed node to the index of kinds, right after the first node of its kind: the
    /// order of a kind does not matter, and so adding costs O(1).
    private func addToKinds(_ id: NodeID) {
        guard entries[id].isKeyed, let key = entries[id].key else { return }
        let hash = key.kindHash
        guard let head = kinds.first(hash: hash, isKey: { RoutingEntry.haveSameKind(entries + $0, entries + id) })
        else {
            kinds.setFirst(id, hash: hash, replacing: nil) { entries[$0].key?.kindHash ?? 0 }
            return
        }
        let next = kindLinks[head].next
        kindLinks[id] = (next, Int32(head))
        if next != NodeLinks.none { kindLinks[Int(next)].previous = Int32(id) }
        kindLinks[head].next = Int32(id)
    }

    /// Removes a keyed node from the index of kinds in O(1), through its links to its neighbours.
    private func removeFromKinds(_ id: NodeID) {
        guard entries[id].isKeyed, let key = entries[id].key else { return }
        let (next, previous) = kindLinks[id]
        if next != NodeLinks.none { kindLinks[Int(next)].previous = previous }
        if previous != NodeLinks.none {
            kindLinks[Int(previous)].next = next
        } else if next != NodeLinks.none {
            kinds.setFirst(Int(next), hash: key.kindHash, replacing: id) { entries[$0].key?.kindHash ?? 0 }
        } else {
            kinds.remove(id, hash: key.kindHash)
        }
        kindLinks[id] = (NodeLinks.none, NodeLinks.none)
    }

    private func release(_ id: NodeID) {
        unindex(id)
        if links[id].isHidden { hiddenCount -= 1 }
        links[id] = NodeLinks()
        setEntry(Self.vacant, at: id)
        free.append(id)
    }
}

/// The children a container manages, found by entry while the container's list is attached: by
/// walking them while they are few (as ``TreeNodes/managedChild(of:matching:)`` does), through
/// tables of their key hashes and identifiers once they are many — so attaching a container of
/// n tabs costs n lookups of constant time, not n walks of up to n children.
private struct ManagedChildren {
    /// Up to this many children, a walk costs less than building a table.
    private static let walkLimit = 8

    private let container: NodeID
    private var count = 0
    /// The children under each key hash, in the container's order; built on first use.
    private var byHash: [Int: [NodeID]]?
    /// The children under each identifier, in the container's order, for entries without a key
    /// (which a keyed child of the same printed identifier can equal); built on first use.
    private var byIdentifier: [RoutingIdentifier: [NodeID]]?

    init(of container: NodeID, in tree: TreeState) {
        self.container = container
        var child = tree.firstManaged(of: container)
        while let current = child {
            count += 1
            child = tree.nextManaged(after: current)
        }
    }

    /// The first child whose entry equals `entry`, as ``TreeNodes/managedChild(of:matching:)``.
    mutating func first(matching entry: RoutingEntry, in tree: TreeState) -> NodeID? {
        guard count > Self.walkLimit else { return tree.managedChild(of: container, matching: entry) }
        let candidates: [NodeID]?
        if entry.isKeyed {
            if byHash == nil { byHash = table(in: tree) { tree.links[$0].keyHash } }
            candidates = byHash?[entry.keyHash]
        } else {
            if byIdentifier == nil { byIdentifier = table(in: tree) { tree.entries[$0].identifier } }
            candidates = byIdentifier?[entry.identifier]
        }
        return candidates?.first { tree.matches($0, entry) }
    }

    /// Keeps the tables right after `child` took a new entry, which may carry a new key.
    mutating func noteAttached(_ child: NodeID, in tree: TreeState) {
        let hash = tree.links[child].keyHash
        guard byHash != nil, byHash?[hash]?.contains(child) != true else { return }
        byHash?[hash, default: []].append(child)
    }

    /// Counts a new child, and files it in the tables built so far.
    mutating func noteAdded(_ child: NodeID, in tree: TreeState) {
        count += 1
        byHash?[tree.links[child].keyHash, default: []].append(child)
        byIdentifier?[tree.entries[child].identifier, default: []].append(child)
    }

    private func table<Key: Hashable>(in tree: TreeState, _ key: (NodeID) -> Key) -> [Key: [NodeID]] {
        var table: [Key: [NodeID]] = [:]
        table.reserveCapacity(count)
        var child = tree.firstManaged(of: container)
        while let current = child {
            table[key(current), default: []].append(current)
            child = tree.nextManaged(after: current)
        }
        return table
    }
}
