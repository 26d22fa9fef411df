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

    let state = TreeState()
    private var observers: [(id: ObserverID, observer: (Change, _ isOwn: Bool) -> Void)] = []
    /// The instruction a router's execution is running on this tree, if one is: a change that
    /// concerns what it acts on is the router's own, any other the user's. Unchecked, as the
    /// executor's own state is: no access spans a call into the app.
    @exclusivity(unchecked) var underWay: UnderWay?
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
        let isOwn: Bool
        if let existing = nodeToAttach(entry, hash: hash) {
            isOwn = !observers.isEmpty && isActedOn(existing)
            state.attach(entry, to: existing)
            id = existing
        } else {
            id = state.addEnteredChild(entry, to: state.activeLeaf, hash: hash)
            // A new node is the router's only when it is the one an enter under way enters.
            if case .enter = underWay, !observers.isEmpty { isOwn = isActedOn(id) } else { isOwn = false }
        }
        notify(.entered(state.entry(of: id)), isOwn: isOwn)
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
        let left = state.entry(of: id)
        // Read before the node goes: a leave under way takes away its subtree. Only a leave asks
        // for a leave: a node that goes while an enter or a switch runs went by the user's hand.
        let isOwn: Bool
        if case .leave = underWay, !observers.isEmpty { isOwn = isActedOn(id) } else { isOwn = false }
        state.remove(id)
        notify(.left(left), isOwn: isOwn)
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
        let isOwn: Bool
        if case .switchTo = underWay, !observers.isEmpty { isOwn = isActedOn(id) } else { isOwn = false }
        state.switchActive(of: id, to: child)
        notify(.switched(container: state.entry(of: id), to: state.entry(of: child)), isOwn: isOwn)
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
        // The switch under way shows a hidden tab again: the router's own change.
        let isOwn: Bool
        if case .switchTo = underWay, !observers.isEmpty { isOwn = isActedOn(id) } else { isOwn = false }
        notify(.rearranged(state.entry(of: id)), isOwn: isOwn)
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
        notify(.updated(from: old, to: state.entry(of: id)), isOwn: !observers.isEmpty && isActedOn(id))
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
        addObserver(classifying: { change, _ in observer(change) })
    }

    /// Calls `observer` after every notification that changed the tree, with what it changed and
    /// whether it is the router's own: the change the instruction under way asks for (the subtree
    /// a leave takes away, the container and child of a switch, the entry an enter enters, the
    /// node an update changes), whoever carried it out. Any other change is the user's — a node
    /// that leaves while an enter runs, say.
    ///
    /// - Returns: The observer's identifier, for ``removeObserver(_:)``.
    @discardableResult
    package func addObserver(classifying observer: @escaping (Change, _ isOwn: Bool) -> Void) -> ObserverID {
        let id = ObserverID(value: nextObserverID)
        nextObserverID += 1
        observers.append((id, observer))
        return id
    }

    /// Stops calling an observer.
    ///
    /// - Parameter id: What ``addObserver(_:)`` returned; an identifier already removed is ignored.
    public func removeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id }
    }

    private func notify(_ change: @autoclosure () -> Change, isOwn: Bool) {
        guard !observers.isEmpty else { return }
        let change = change()
        for (_, observer) in observers { observer(change, isOwn) }
    }

    // MARK: - The instruction under way

    /// What a router's execution is doing to the tree, for telling its changes from the user's.
    enum UnderWay {
        /// The node and everything below it are being left.
        case leave(NodeID)
        /// The container is switching to its managed child.
        case switchTo(container: NodeID, child: NodeID)
        /// The node, the active leaf, is entering a child; the tree's stamp when it began tells
        /// the nodes the enter brought in (a container and its tabs) from those there before.
        case enter(parent: NodeID, since: Int)
        /// The node is taking a new entry in place.
        case update(NodeID)
    }

    /// Whether the node is what the instruction under way acts on; `false` when none is.
    private func isActedOn(_ id: NodeID) -> Bool {
        switch underWay {
        case nil: return false
        case .leave(let left):
            // The node or one below it: walk up, once per notification, O(depth).
            var node: NodeID? = id
            while let current = node {
                if current == left { return true }
                node = state.links[current].parentID
            }
            return false
        case .switchTo(let container, let child): return id == container || id == child
        case .enter(let parent, _): return state.links[id].parentID == parent
        case .update(let updated): return id == updated
        }
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
        let routable = entry.routable
        var candidate = state.firstCandidate(for: entry, hash: hash)
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
        guard case .enter(let parent, let stamp) = underWay, let holder = links.parentID else { return true }
        return holder == parent || state.links[holder].serial > stamp
    }
}
