/// The app's hierarchy of screens and containers, as the app reports it.
///
/// The app tells the tree what happened — a node was entered, left, or a container switched —
/// and the tree keeps the **active path**, from the root to the active leaf, that routers start
/// from. Only one child of a node is active at a time; a container's inactive children keep
/// their own subtrees, so a tab remembers its stack.
///
/// Lookups go through an index from entry to node and the active path is maintained as the tree
/// changes, so routing costs O(depth), not O(size of the tree).
///
/// Notifications that do not fit the tree change nothing and throw a ``RoutingError``.
@MainActor
public final class RoutingTree {
    /// A tree for apps that want one shared instance; nothing in the package relies on it.
    public static let `default` = RoutingTree()

    /// The tree's storage, which planners and executors read.
    package let state = TreeState()
    /// Only ever read or replaced whole, never changed in place (no `append`, no `removeAll`): so
    /// the optimizer proves no access overlaps another and drops the run-time exclusivity check
    /// that every notification paid for reading it (about 85 instructions; callgrind, `route`).
    private var observers: [(id: ObserverID, observer: (Change, Place) -> Void)] = []
    private var nextObserverID = 1

    /// Creates an empty tree.
    public init() {}

    /// The entries from the root to the active leaf.
    public var activePath: [RoutingEntry] {
        var entries: [RoutingEntry] = []
        entries.reserveCapacity(state.activePath.count)
        for id in state.activePath { entries.append(state.entry(of: id)) }
        return entries
    }

    /// The number of nodes in the tree.
    public var count: Int { state.count }

    /// The tree as a value, for planning anywhere (``TreeSnapshot/plan(to:strategy:)``): made in
    /// O(1), it shares the tree's storage, which the tree copies on its next change only while
    /// the snapshot is alive.
    public var snapshot: TreeSnapshot { state.snapshot }

    /// Whether the tree has no node.
    public var isEmpty: Bool { state.root == nil }

    // MARK: - Notifications

    /// Tells the tree that the node for `entry` was entered, under the active leaf.
    ///
    /// The node becomes the active child of the active leaf (or the root of an empty tree). If
    /// the tree already holds the node — a managed child that starts up only when it is first
    /// switched to, or a node re-entered by its own routable — the entry's managed entries are
    /// attached to that node instead of adding a second one.
    ///
    /// A managed child not started yet takes the entry wherever it is, so that a tab may start
    /// before its container reports the switch to it. The limitation: a screen entered with the
    /// identifier and context of such a tab elsewhere — `detail` pushed from `home` while a
    /// `detail` tab has not started — is taken for that tab. A node that knows its parent says so
    /// with ``didEnterNode(withEntry:under:)``, which tells the two apart.
    ///
    /// - Throws: ``RoutingError/invalidManagedEntries(_:)`` when the managed entries name an active
    ///   entry that is not among them; the tree is then unchanged.
    public func didEnterNode(withEntry entry: RoutingEntry) throws(RoutingError) {
        try Self.validate(entry)
        try enter(entry, under: nil)
    }

    /// Tells the tree that the node for `entry` was entered under the node for `parent`: pushed
    /// on it, presented over it, or started by it, the container that manages it.
    ///
    /// The node becomes the entered child of `parent` — the active child when `parent` is on the
    /// active path; in a branch that is not shown, the branch grows where it is. The entry
    /// attaches instead to a child of `parent` that has no live routable — a managed child not
    /// started yet, or one that lost its routable — with the same identifier and context, and to
    /// a node anywhere that has the entry's own routable. A managed child of another node with
    /// the same identifier and context is another node: a tab elsewhere that has not started is
    /// not the screen `parent` pushes.
    ///
    /// - Parameters:
    ///   - entry: The entry of the node entered.
    ///   - parent: The entry of the node it was entered under, which the tree holds.
    /// - Throws: ``RoutingError/unknownNode(_:)`` with `parent` when the tree has no such node,
    ///   ``RoutingError/parentShowsAnotherChild(_:parent:)`` when `parent` already shows an
    ///   entered child that the entry is not, and ``RoutingError/invalidManagedEntries(_:)`` when
    ///   the managed entries name an active entry that is not among them; the tree is then
    ///   unchanged.
    public func didEnterNode(withEntry entry: RoutingEntry, under parent: RoutingEntry) throws(RoutingError) {
        try Self.validate(entry)
        guard let parentID = nodeID(for: parent) else { throw .unknownNode(parent) }
        try enter(entry, under: parentID)
    }

    /// The node for `entry`, the deepest on the active path: the active leaf, under which most
    /// enters are and which most leaves take away, found without hashing the key, else the
    /// index's.
    private func nodeID(for entry: RoutingEntry) -> NodeID? {
        if let leaf = state.activeLeaf, state.matches(leaf, entry) { return leaf }
        return state.node(for: entry)
    }

    /// Enters `entry`, already validated, under `parent`, or under the active leaf when `nil`.
    private func enter(_ entry: RoutingEntry, under parent: NodeID?) throws(RoutingError) {
        // Hashed once, for the lookup and for the new node's place in the index.
        let hash = entry.keyHash
        let id: NodeID
        let isNew: Bool
        if let existing = nodeToAttach(entry, hash: hash, under: parent) {
            state.attach(entry, to: existing)
            id = existing
            isNew = false
        } else {
            if let parent, state.links[parent].enteredID != nil {
                throw .parentShowsAnotherChild(entry, parent: state.entry(of: parent))
            }
            id = state.addEnteredChild(entry, to: parent ?? state.activeLeaf, hash: hash)
            isNew = true
        }
        notify(.entered(state.entry(of: id)), at: id, isNew: isNew)
    }

    /// Tells the tree that the node for `entry` was left; it is removed with everything below it.
    ///
    /// - Throws: ``RoutingError/unknownNode(_:)`` when the tree has no such node, and
    ///   ``RoutingError/managedNodeCannotBeLeft(_:container:)`` for a managed child; the tree is
    ///   then unchanged.
    public func didLeaveNode(with entry: RoutingEntry) throws(RoutingError) {
        // Most leaves take the active leaf away: found without hashing the key again (the node's
        // hash, kept since it was indexed, takes it out of the index).
        guard let id = nodeID(for: entry) else { throw .unknownNode(entry) }
        let links = state.links[id]
        if links.isManagedByParent, let parent = links.parentID {
            throw .managedNodeCannotBeLeft(state.entry(of: id), container: state.entry(of: parent))
        }
        // The entry is read before the node goes, and only for observers: a copy counts references.
        let left = observers.isEmpty ? nil : state.entry(of: id)
        state.remove(id)
        if let left { notify(.left(left), at: id, parent: links.parentID) }
    }

    /// Tells the tree that the container for `entry` made its managed child for `targetEntry`
    /// the active one.
    ///
    /// - Throws: ``RoutingError/unknownNode(_:)`` when the tree has no such container, and
    ///   ``RoutingError/notManagedChild(_:container:)`` when it does not manage `targetEntry`;
    ///   the tree is then unchanged.
    public func switchNode(
        withEntry entry: RoutingEntry,
        didSwitchToNodeWithEntry targetEntry: RoutingEntry
    ) throws(RoutingError) {
        guard let id = state.node(for: entry) else { throw .unknownNode(entry) }
        guard let child = state.managedChild(of: id, matching: targetEntry) else {
            throw .notManagedChild(targetEntry, container: state.entry(of: id))
        }
        state.switchActive(of: id, to: child)
        notify(.switched(container: state.entry(of: id), to: state.entry(of: child)), at: id)
    }

    /// Tells the tree that the container for `entry` shows its managed children in another order,
    /// or hides or shows some of them: the user rearranged a tab bar.
    ///
    /// The managed children take the order of `entry`'s managed entries — children it does not
    /// name keep their order after them — and each one named is hidden exactly when its entry is
    /// (``RoutingEntry/isHidden``). A hidden child keeps its subtree. The active child stays:
    /// a container that selects another tab tells the tree with
    /// ``switchNode(withEntry:didSwitchToNodeWithEntry:)``.
    ///
    /// - Throws: ``RoutingError/unknownNode(_:)`` when the tree has no such container, and
    ///   ``RoutingError/notManagedChild(_:container:)`` for a managed entry that is none of its
    ///   children; the tree is then unchanged.
    public func didRearrangeNode(withEntry entry: RoutingEntry) throws(RoutingError) {
        guard let id = state.node(for: entry) else { throw .unknownNode(entry) }
        if let missing = state.rearrangeManaged(of: id, as: entry.managedEntries) {
            throw .notManagedChild(missing, container: state.entry(of: id))
        }
        notify(.rearranged(state.entry(of: id)), at: id)
    }

    /// Tells the tree that the node for `entry` now shows `newEntry`'s identifier and context —
    /// a screen that took a new payload in place. The node keeps its place and children.
    ///
    /// - Throws: ``RoutingError/unknownNode(_:)`` when the tree has no node for `entry`; the tree
    ///   is then unchanged.
    public func didUpdateNode(with entry: RoutingEntry, to newEntry: RoutingEntry) throws(RoutingError) {
        guard let id = state.node(for: entry) else { throw .unknownNode(entry) }
        let old = state.entry(of: id)
        state.replaceEntry(of: id, with: newEntry)
        notify(.updated(from: old, to: state.entry(of: id)), at: id)
    }

    /// Removes every node whose routable was deallocated without the tree being told, with
    /// everything below it.
    ///
    /// - Returns: The entries of the removed nodes, parents first.
    @discardableResult
    public func removeStaleNodes() -> [RoutingEntry] {
        guard let root = state.root else { return [] }
        var removed: [RoutingEntry] = []
        for id in state.subtree(of: root) where state.isStale(id) {
            guard state.contains(id) else { continue }  // already gone with a stale parent
            removed.append(state.entry(of: id))
            state.remove(id)
        }
        return removed
    }

    // MARK: - Observers

    /// What a notification changed; observers get one per notification that fit the tree.
    public enum Change: Sendable {
        /// The node for the entry was entered (or, already in the tree, attached to its routable).
        case entered(RoutingEntry)
        /// The node for the entry was left, with everything below it.
        case left(RoutingEntry)
        /// The container made its managed child the active one.
        case switched(container: RoutingEntry, to: RoutingEntry)
        /// The node took a new identifier and context in place.
        case updated(from: RoutingEntry, to: RoutingEntry)
        /// The container put its managed children in another order, or hid or showed some.
        case rearranged(RoutingEntry)
    }

    /// Identifies an observer added with ``addObserver(_:)``.
    public struct ObserverID: Hashable, Sendable {
        let value: Int
    }

    /// Calls `observer` after every notification that changed the tree, with what it changed —
    /// for a router that reports what the user did, a recorder, a debugging overlay.
    ///
    /// An observer must not notify the tree itself.
    ///
    /// - Returns: The observer's identifier, for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (Change) -> Void) -> ObserverID {
        addObserver(locating: { change, _ in observer(change) })
    }

    /// Where a notification changed the tree: for an executor that tells the changes its running
    /// instruction asked for from the user's (``RunningInstruction``).
    package struct Place {
        /// The node entered, left, switched or updated; a node left is no longer in the tree.
        package var node: NodeID
        /// The node's parent.
        package var parent: NodeID?
        /// Whether an entered entry is a new node, rather than one attached to a node the tree
        /// held.
        package var isNew = false
    }

    /// Calls `observer` after every notification that changed the tree, with what it changed and
    /// where.
    ///
    /// - Returns: The observer's identifier, for ``removeObserver(_:)``.
    @discardableResult
    package func addObserver(locating observer: @escaping (Change, Place) -> Void) -> ObserverID {
        let id = ObserverID(value: nextObserverID)
        nextObserverID += 1
        observers = observers + [(id, observer)]
        return id
    }

    /// Stops calling an observer.
    ///
    /// - Parameter id: What ``addObserver(_:)`` returned; an identifier already removed is ignored.
    public func removeObserver(_ id: ObserverID) {
        observers = observers.filter { $0.id != id }
    }

    private func notify(_ change: @autoclosure () -> Change, at node: NodeID, isNew: Bool = false) {
        guard !observers.isEmpty else { return }
        notify(change(), at: node, parent: state.links[node].parentID, isNew: isNew)
    }

    private func notify(_ change: Change, at node: NodeID, parent: NodeID?, isNew: Bool = false) {
        guard !observers.isEmpty else { return }
        let place = Place(node: node, parent: parent, isNew: isNew)
        for (_, observer) in observers { observer(change, place) }
    }

    // MARK: - Helpers

    private static func validate(_ entry: RoutingEntry) throws(RoutingError) {
        guard let managed = entry.managedEntries else { return }
        guard managed.entries.contains(managed.activeEntry) else { throw .invalidManagedEntries(entry) }
        for child in managed.entries { try validate(child) }
    }

    /// The node an entered entry attaches to, if the tree already holds it: one that never had a
    /// routable (a managed child not started yet), one that lost it where it is shown again (a
    /// managed child, or a node on the active path), or one with the same routable.
    ///
    /// A stale node elsewhere — in an inactive branch — is not revived: the entry is a new node
    /// at the active leaf, and the stale one waits for ``removeStaleNodes()``. Under a named
    /// `parent`, only a child of `parent` without a live routable, or a node with the entry's own
    /// routable, takes the entry.
    private func nodeToAttach(_ entry: RoutingEntry, hash: Int, under parent: NodeID?) -> NodeID? {
        var candidate = state.firstCandidate(for: entry, hash: hash)
        guard candidate != nil else { return nil }
        // A weak load: read only when the tree holds a node with the entry's key, which a new
        // screen's entry mostly does not (about 100 instructions an enter, callgrind).
        let routable = entry.routable
        while let id = candidate {
            candidate = state.nextCandidate(after: id)
            guard state.matches(id, entry) else { continue }
            if canAttach(entry, routable: routable, to: id, under: parent) { return id }
        }
        return nil
    }

    private func canAttach(
        _ entry: RoutingEntry, routable: (any Routable)?, to id: NodeID, under parent: NodeID?
    ) -> Bool {
        let links = state.links[id]
        if let parent, links.parentID != parent {
            // Elsewhere than under the named parent, only the node of the same routable.
            guard let routable, let current = state.routable(of: id) else { return false }
            return current === routable
        }
        guard let routable else { return links.isManagedByParent && !links.hasBeenAttached }
        if let current = state.routable(of: id) { return current === routable }
        // A child of the named parent without a live routable is shown again where it was.
        if parent != nil || state.isOnActivePath(id) { return true }
        return !links.hasBeenAttached || links.isManagedByParent
    }
}
