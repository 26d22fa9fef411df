/// A routing tree as a value: its nodes, their keys, active children, managed children, and what
/// each node's routable can do — everything a plan reads.
///
/// ``RoutingTree/snapshot`` hands one out in O(1): it shares the tree's storage, which the tree
/// copies on its next change only while a snapshot is alive. A snapshot never changes; it is
/// `Sendable`, and planning over it (``plan(to:strategy:)``) is a pure function, not isolated to
/// the main actor, that calls no app code — testable and benchmarkable on any thread.
///
/// ```swift
/// let snapshot = tree.snapshot
/// let plan = await Task.detached { snapshot.plan(to: destination) }.value
/// ```
public struct TreeSnapshot: Sendable, TreeNodes {
    let links: [NodeLinks]
    private let buffer: EntryBuffer
    let root: NodeID?
    let activePath: [NodeID]
    /// The number of nodes.
    public let count: Int

    var entries: UnsafeMutablePointer<RoutingEntry> { buffer.base }

    init(links: [NodeLinks], buffer: EntryBuffer, root: NodeID?, activePath: [NodeID], count: Int) {
        self.links = links
        self.buffer = buffer
        self.root = root
        self.activePath = activePath
        self.count = count
    }

    /// Whether the tree had no node.
    public var isEmpty: Bool { root == nil }

    /// The entries from the root to the active leaf.
    public var activeEntries: [RoutingEntry] {
        var result: [RoutingEntry] = []
        result.reserveCapacity(activePath.count)
        for id in activePath { result.append(entries[id]) }
        return result
    }
}

/// The storage of a tree's entries: a buffer shared by the tree and its snapshots, written only
/// while the tree holds the one reference to it (``TreeState`` copies it first otherwise).
///
/// Unchecked `Sendable`: a shared buffer is never written, so every thread that holds one reads
/// memory that no longer changes.
final class EntryBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<RoutingEntry>
    let capacity: Int
    /// How many entries from ``base`` on are initialized.
    var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// A buffer of `capacity` holding copies of these entries.
    func copy(capacity: Int) -> EntryBuffer {
        let copy = EntryBuffer(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }
}
