/// The tree's index from an entry's key (identifier and context) to the first node stored with
/// it: an open-addressing hash table of node positions.
///
/// Each node's key hash is computed once, when the node is stored, and kept in its links; the
/// table compares hashes before keys and never hashes a stored key again, so removing a node or
/// growing the table costs no hashing, and a notification hashes the entry it names once.
struct KeyIndex {
    /// Node positions, `empty` or `removed`; the capacity is a power of two.
    private var slots: [Int32] = Array(repeating: KeyIndex.empty, count: 16)
    /// Slots that hold a node or `removed`, to keep probes short.
    private var used = 0
    private(set) var count = 0

    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    /// The hash of an entry's key.
    static func hash(identifier: RoutingIdentifier, context: RoutingContext?) -> Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        if let context, !context.isEmpty { hasher.combine(context) }
        return hasher.finalize()
    }

    /// The slot of the node for which `isKey` holds among those with `hash`, if any.
    private func slot(hash: Int, isKey: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var position = hash & mask
        while true {
            let stored = slots[position]
            if stored == Self.empty { return nil }
            if stored >= 0, isKey(Int(stored)) { return position }
            position = (position + 1) & mask
        }
    }

    /// The first node stored with the key of `hash` for which `isKey` holds.
    func first(hash: Int, isKey: (NodeID) -> Bool) -> NodeID? {
        slot(hash: hash, isKey: isKey).map { Int(slots[$0]) }
    }

    /// Makes `id` the first node for its key, whose hash is `hash`, in place of `current`, the
    /// first node until now, if any; `hashes` gives the stored hash of a node, to grow the table.
    mutating func setFirst(_ id: NodeID, hash: Int, replacing current: NodeID?, hashes: (NodeID) -> Int) {
        if let current, let position = slot(hash: hash, isKey: { $0 == current }) {
            slots[position] = Int32(id)
            return
        }
        if 2 * (used + 1) > slots.count { grow(hashes: hashes) }
        let mask = slots.count - 1
        var position = hash & mask
        while slots[position] >= 0 { position = (position + 1) & mask }
        if slots[position] == Self.empty { used += 1 }
        slots[position] = Int32(id)
        count += 1
    }

    /// Removes `id`, the first node for its key, whose hash is `hash`.
    mutating func remove(_ id: NodeID, hash: Int) {
        guard let position = slot(hash: hash, isKey: { $0 == id }) else { return }
        slots[position] = Self.removed
        count -= 1
    }

    /// Doubles the table if it is more than a quarter full of nodes, else rebuilds it in place
    /// to drop removed slots; stored hashes place the nodes again.
    private mutating func grow(hashes: (NodeID) -> Int) {
        let capacity = 4 * count > slots.count ? 2 * slots.count : slots.count
        let old = slots
        slots = Array(repeating: Self.empty, count: capacity)
        used = 0
        let mask = capacity - 1
        for stored in old where stored >= 0 {
            var position = hashes(Int(stored)) & mask
            while slots[position] != Self.empty { position = (position + 1) & mask }
            slots[position] = stored
            used += 1
        }
    }
}
