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
    /// The node an executor asked to enter a child, while that enter runs, and the tree's stamp
    /// when it began: what an entered entry is (see ``didEnterNode(withEntry:)``). Unchecked, as
    /// the state's are: no access spans a call into the app.
    @exclusivity(unchecked) private var entering: (parent: NodeID, since: Int)?
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

    /// Tells the tree that the node for `entry` was entered.
    ///
    /// The node becomes the active child of the active leaf (or the root of an empty tree). If
    /// the tree already holds the node — a managed child that starts up only when it is first
    /// switched to, or a node re-entered by its own routable — the entry's managed entries are
    /// attached to that node instead of adding a second one. While a ``Router`` asks a node to
    /// enter a child, the entered entry is that child: a managed child with the same identifier
    /// and context elsewhere in the tree — a tab not started yet — is another node.
    ///
    /// - Throws: ``RoutingError/invalidManagedEntries(_:)`` when the managed entries name an active
    ///   entry that is not among them; the tree is then unchanged.
    public func didEnterNode(withEntry entry: RoutingEntry) throws(RoutingError) {
        try Self.validate(entry)
        // Hashed once, for the lookup and for the new node's place in the index.
        let hash = entry.keyHash
        let id: NodeID
        let isNew: Bool
        if let existing = nodeToAttach(entry, hash: hash) {
            state.attach(entry, to: existing)
            id = existing
            isNew = false
        } else {
            id = state.addEnteredChild(entry, to: state.activeLeaf, hash: hash)
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
        guard let id = state.node(for: entry) else { throw .unknownNode(entry) }
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

    // MARK: - An executor's enter

    /// Tells the tree that an executor asks the active leaf to enter a child, when `action` is an
    /// enter: until ``endEnter(_:)``, an entered entry is that child (see
    /// ``didEnterNode(withEntry:)``).
    ///
    /// - Returns: Whether an enter began, for ``endEnter(_:)``.
    package func beginEnter(_ action: RoutingAction) -> Bool {
        guard case .enter(_, let parent) = action else { return false }
        entering = (parent, state.stamp)
        return true
    }

    /// Tells the tree that the enter ``beginEnter(_:)`` began has completed.
    package func endEnter(_ began: Bool) {
        if began { entering = nil }
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
    /// at the active leaf, and the stale one waits for ``removeStaleNodes()``. While a router's
    /// enter runs, the entry is the child being entered: it attaches to a managed child not
    /// started yet only on the active path, or below the entering node or a node the enter
    /// brought in.
    private func nodeToAttach(_ entry: RoutingEntry, hash: Int) -> NodeID? {
        var candidate = state.firstCandidate(for: entry, hash: hash)
        guard candidate != nil else { return nil }
        // A weak load: read only when the tree holds a node with the entry's key, which a new
        // screen's entry mostly does not (about 100 instructions an enter, callgrind).
        let routable = entry.routable
        while let id = candidate {
            candidate = state.nextCandidate(after: id)
            guard state.matches(id, entry) else { continue }
            if canAttach(entry, routable: routable, to: id) { return id }
        }
        return nil
    }

    private func canAttach(_ entry: RoutingEntry, routable: (any Routable)?, to id: NodeID) -> Bool {
        let links = state.links[id]
        guard let routable else { return links.isManagedByParent && !links.hasBeenAttached }
        if let current = state.routable(of: id) { return current === routable }
        if state.isOnActivePath(id) { return true }
        guard !links.hasBeenAttached || links.isManagedByParent else { return false }
        // While a router's enter runs, the entry is the child being entered: a managed child not
        // started yet takes it only below the entering node or a node the enter brought in, not
        // a namesake tab elsewhere, which is another screen.
        guard let (parent, stamp) = entering, let holder = links.parentID else { return true }
        return holder == parent || state.links[holder].serial > stamp
    }
}
