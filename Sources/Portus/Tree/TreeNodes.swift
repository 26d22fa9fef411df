/// The nodes of a routing tree as positions in parallel storage: what the live tree
/// (``TreeState``) and a value copy of it (``TreeSnapshot``) share, and the reads written once
/// for both.
///
/// What a plan reads of a node — parent, depth, active children, managed children, flags — is in
/// ``links``, plain values that cost nothing to read; the entries, whose routables are weak, are
/// read in place through ``entries``, only where the entry itself is needed. What a node's
/// routable can do is part of its entry (`RoutingEntry.capabilities`), so no read casts or calls
/// a routable: the only thing read of one is whether its weak reference is still alive.
protocol TreeNodes {
    /// The links of each position; a free position has serial 0.
    var links: [NodeLinks] { get }
    /// The entry of each position, `links.count` of them initialized; read in place: reading a
    /// field of an array's element copies the whole element, and copying an entry counts
    /// references to its strings and its routable's box.
    var entries: UnsafeMutablePointer<RoutingEntry> { get }
    var root: NodeID? { get }
    /// The nodes from the root to the active leaf.
    var activePath: [NodeID] { get }
}

extension TreeNodes {
    var activeLeaf: NodeID? { activePath.last }

    /// Whether `id` is a node of the tree.
    func contains(_ id: NodeID) -> Bool {
        id >= 0 && id < links.count && links[id].isInUse
    }

    func isOnActivePath(_ id: NodeID) -> Bool {
        guard contains(id) else { return false }
        let depth = Int(links[id].depth)
        return depth < activePath.count && activePath[depth] == id
    }

    // MARK: - Entries and routables

    /// The node's entry, with its routable.
    func entry(of id: NodeID) -> RoutingEntry { entries[id] }

    /// The node's routable, if it is alive. Reading a weak reference is an atomic operation:
    /// callers read it once per node and keep what they learn.
    func routable(of id: NodeID) -> (any Routable)? { entries[id].routable }

    /// Whether the node's routable is alive; the routable itself is not touched.
    func isAlive(_ id: NodeID) -> Bool { entries[id].isRoutableAlive }

    /// What the node's routable can do, as its entry records it.
    func capabilities(of id: NodeID) -> RoutingEntry.Capabilities { entries[id].capabilities }

    /// The node's routable as a `Leavable`, if it is alive and adopts the protocol; read in place.
    /// A load of the weak reference, as ``isAlive(_:)`` is.
    func leavable(of id: NodeID) -> (any Leavable)? { entries[id].leavable }

    /// The entries of the nodes from the root to `id`, in one allocation.
    func entriesFromRoot(to id: NodeID) -> [RoutingEntry] {
        var path: [RoutingEntry] = []
        path.reserveCapacity(Int(links[id].depth) + 1)
        var current: NodeID? = id
        while let node = current {
            path.append(entries[node])
            current = links[node].parentID
        }
        path.reverse()
        return path
    }

    /// Whether the node had a routable and lost it without the tree being told.
    func isStale(_ id: NodeID) -> Bool {
        links[id].hasBeenAttached && !entries[id].isRoutableAlive
    }

    /// Whether the node's key (identifier and context, or the key a layer on top gave it) is that
    /// of `entry`. Reads the node's entry in place: passing `entries[id]` itself to a function
    /// would copy the entry.
    func hasKey(_ id: NodeID, of entry: RoutingEntry) -> Bool {
        withUnsafePointer(to: entry) { hasKey(id, at: $0) }
    }

    /// Whether the node's key is that of the entry at `pointer`; both are read in place.
    func hasKey(_ id: NodeID, at pointer: UnsafePointer<RoutingEntry>) -> Bool {
        RoutingEntry.haveSameKey(UnsafePointer(entries + id), pointer)
    }

    /// Whether the node's key is that of the entry at `index` of `entries`; both are read in
    /// place, and no closure is handed out, so that a caller on the main actor pays no check of
    /// its executor.
    func hasKey(_ id: NodeID, ofEntryAt index: Int, in entries: [RoutingEntry]) -> Bool {
        entries.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return hasKey(id, at: base + index)
        }
    }

    /// Whether the node's entry equals `entry` (`RoutingEntry.==`), read in place.
    func matches(_ id: NodeID, _ entry: RoutingEntry) -> Bool {
        withUnsafePointer(to: entry) { matches(id, at: $0) }
    }

    /// Whether the node's entry equals the entry at `pointer`; both are read in place.
    func matches(_ id: NodeID, at pointer: UnsafePointer<RoutingEntry>) -> Bool {
        let mine = UnsafePointer(entries + id)
        return RoutingEntry.haveSameKey(mine, pointer) && RoutingEntry.routablesAgree(mine, pointer)
    }

    /// Whether the node's entry equals the entry at `index` of `entries`, read in place: reading
    /// an entry out of an array copies it.
    func matches(_ id: NodeID, _ index: Int, of entries: [RoutingEntry]) -> Bool {
        entries.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return matches(id, at: base + index)
        }
    }

    /// Whether the routables of the node's entry and of the entry at `index` of `entries` are
    /// not two different live objects (the part of `RoutingEntry.==` after the keys).
    func routablesAgree(_ id: NodeID, _ index: Int, of entries: [RoutingEntry]) -> Bool {
        entries.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return RoutingEntry.routablesAgree(UnsafePointer(self.entries + id), base + index)
        }
    }

    /// Whether two nodes have the same key.
    func haveSameKey(_ id: NodeID, _ other: NodeID) -> Bool {
        links[id].keyHash == links[other].keyHash && hasKey(id, at: entries + other)
    }

    // MARK: - Structure

    /// The first child the node manages, and the one after a managed child.
    func firstManaged(of id: NodeID) -> NodeID? {
        let first = links[id].firstManaged
        return first == NodeLinks.none ? nil : Int(first)
    }

    func nextManaged(after id: NodeID) -> NodeID? {
        let next = links[id].nextManaged
        return next == NodeLinks.none ? nil : Int(next)
    }

    /// The first child `id` manages whose entry equals `entry`.
    func managedChild(of id: NodeID, matching entry: RoutingEntry) -> NodeID? {
        withUnsafePointer(to: entry) { managedChild(of: id, matchingEntryAt: $0) }
    }

    /// The first child `id` manages whose entry equals the entry at `index` of `entries`, read in
    /// place: reading an entry out of an array copies it.
    func managedChild(of id: NodeID, matching index: Int, of entries: [RoutingEntry]) -> NodeID? {
        entries.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return managedChild(of: id, matchingEntryAt: base + index)
        }
    }

    /// The first child `id` manages whose entry equals the entry at `pointer`, read in place.
    ///
    /// An entry with a key is hashed once, and each child's stored hash turns most children away
    /// without comparing keys: two keys compare their types and payloads, which costs more than
    /// hashing one of them when a container has more than a few children.
    func managedChild(of id: NodeID, matchingEntryAt pointer: UnsafePointer<RoutingEntry>) -> NodeID? {
        let hash = pointer.pointee.isKeyed ? pointer.pointee.keyHash : nil
        var child = firstManaged(of: id)
        while let current = child {
            if hash == nil || links[current].keyHash == hash, matches(current, at: pointer) { return current }
            child = nextManaged(after: current)
        }
        return nil
    }

    /// The managed children in display order, then the entered child, if any.
    func children(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var child = firstManaged(of: id)
        while let current = child {
            result.append(current)
            child = nextManaged(after: current)
        }
        if let entered = links[id].enteredID { result.append(entered) }
        return result
    }

    /// Every node below `id`, `id` included, parents before children.
    func subtree(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var stack = [id]
        while let next = stack.popLast() {
            guard contains(next) else { continue }
            result.append(next)
            stack.append(contentsOf: children(of: next).reversed())
        }
        return result
    }
}
