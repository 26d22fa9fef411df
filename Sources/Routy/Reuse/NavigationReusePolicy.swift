import Portus

/// An existing element chosen to show a context of a request.
@MainActor
public struct NavigationMatch<ContextType: Hashable & Sendable> {
    /// The element's node in the tree.
    public var node: RoutingTree.Node
    /// The context the element shows now.
    public var context: NavigationContext<ContextType>
    /// Whether the element must take the requested payload in place (its context differs).
    public var needsUpdate: Bool

    /// Creates a match, or `nil` when the node's routable is not an element with contexts of
    /// this type.
    ///
    /// - Parameters:
    ///   - node: The element's node.
    ///   - needsUpdate: Whether the element must take the requested payload in place.
    public init?(node: RoutingTree.Node, needsUpdate: Bool) {
        guard let context = node.entry.elementContext(ContextType.self) else { return nil }
        self.init(node: node, context: context, needsUpdate: needsUpdate)
    }

    init(node: RoutingTree.Node, context: NavigationContext<ContextType>, needsUpdate: Bool) {
        self.node = node
        self.context = context
        self.needsUpdate = needsUpdate
    }
}

/// Decides which existing elements a request **reuses**, and which element a **close** or a
/// **go-back** is about; the factory says how new elements are presented.
///
/// ``DefaultNavigationReusePolicy`` implements the matching rules every app needs; adopt
/// the protocol to change them, for instance to always present some screens modally.
@MainActor
public protocol NavigationReusePolicy<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The existing elements that show the first contexts of `contexts`, one per context, in
    /// order; the contexts after the last match get new elements. Each match after the first
    /// must lie below the one before it.
    func reuse(_ contexts: [NavigationContext<ContextType>], in tree: RoutingTree) -> [NavigationMatch<ContextType>]

    /// The shown element that a close of `context` takes away (or a go-back to `context` goes back
    /// to), or `nil` when none is shown.
    func dismissal(of context: NavigationContext<ContextType>, in tree: RoutingTree) -> RoutingTree.Node?
}

/// The matching rules of Routy.
///
/// - The first context is matched anywhere in the tree: an element with an **equal** context wins
///   over one that can **update** to it; among those, the one nearest the active leaf on the
///   active path wins, then the inactive branches (other tabs), nearest first — breadth first
///   from the active path, the branches of its deepest nodes first. An element is asked whether
///   it can update only to contexts of its own type.
/// - Each next context is matched among the children of the element matched before it (the
///   active child first; nodes that are not elements are looked through).
/// - The first context that matches nothing, and all after it, get new elements, shown the way
///   the factory says (``NavigationElementFactory/presentation(for:)``).
/// - A close (and a go-back to a context) is about the deepest element on the active path whose
///   context is equal.
///
/// Contexts are looked up, not searched for: the routing tree indexes its elements by their
/// contexts (an element's entry is keyed by its context) and by context type, up to date with
/// every notification, and the policy asks it for the first context and for any next one that
/// is not the active child of the element before — so matching costs the same in an app of a
/// hundred screens and one of a hundred thousand, and in a container of three tabs or three
/// hundred.
@MainActor
public struct DefaultNavigationReusePolicy<ContextType: Hashable & Sendable>: NavigationReusePolicy {
    /// Creates the default policy.
    public init() {}

    public func reuse(_ contexts: [NavigationContext<ContextType>], in tree: RoutingTree) -> [NavigationMatch<
        ContextType
    >] {
        // Counts and subscripts, not `first`: that looks up the optional of a generic type.
        guard contexts.count > 0, var found = Self.firstMatch(for: contexts[0], in: tree) else { return [] }
        var matches: [NavigationMatch<ContextType>] = []
        matches.reserveCapacity(contexts.count)
        // Each match made here, not in a function of its own: generic code looks up the match's
        // and its array's metadata in each function that names them, once a request here rather
        // than at each match (about 650 instructions a match; callgrind, issue 31).
        while let node = tree.node(at: found.id) {
            if !found.needsUpdate {
                matches.append(NavigationMatch(node: node, context: contexts[matches.count], needsUpdate: false))
            } else {
                guard let match = NavigationMatch<ContextType>(node: node, needsUpdate: true) else { break }
                matches.append(match)
            }
            guard matches.count < contexts.count,
                let next = Self.match(contexts[matches.count], below: found.id, in: tree)
            else { break }
            found = next
        }
        return matches
    }

    public func dismissal(of context: NavigationContext<ContextType>, in tree: RoutingTree) -> RoutingTree.Node? {
        var node = tree.activeLeafID
        while let current = node {
            if tree.shows(current, context) { return tree.node(at: current) }
            node = tree.parentID(of: current)
        }
        return nil
    }

    // MARK: - Matching
    //
    // Nodes are read by position, in place; a `Node` is made only of each match returned, as a
    // view copies the node's whole entry (its references and existentials).

    /// The element for the first context: an equal one nearest in search order, else one of the
    /// context's type that can update to it.
    private static func firstMatch(for context: NavigationContext<ContextType>, in tree: RoutingTree) -> ChosenNode? {
        if let id = nearest(elements(showing: context, in: tree), in: tree) {
            return ChosenNode(id: id, needsUpdate: false)
        }
        var updatable = tree.nodeIDs(ofKindOf: context)
        updatable.removeAll { !tree.isElement($0, of: ContextType.self) || !tree.elementCanUpdate($0, with: context) }
        return nearest(updatable, in: tree).map { ChosenNode(id: $0, needsUpdate: true) }
    }

    /// The element for a next context among the element children of `previous`: the first with an
    /// equal context, else the first that can update to it — in the order of
    /// ``elementChildren(of:in:)``, the active child first.
    ///
    /// Equal elements are looked up in the index, so a container with many tabs is not scanned
    /// for the one the request names; only a context that no child shows equal scans them.
    private static func match(
        _ context: NavigationContext<ContextType>,
        below previous: NodeID,
        in tree: RoutingTree
    ) -> ChosenNode? {
        // The active child comes first: most requests follow the active path of a stack or a tab.
        let active = tree.activeChildID(of: previous)
        if let active, tree.shows(active, context) { return ChosenNode(id: active, needsUpdate: false) }
        var equal = elements(showing: context, in: tree)
        equal.removeAll { elementParent(of: $0, in: tree) != previous }
        if let id = equal.count > 1 ? elementChildren(of: previous, in: tree).first(where: equal.contains) : equal.first
        {
            return ChosenNode(id: id, needsUpdate: false)
        }
        // The active child, when it is an element, is the first of the element children: a detail
        // screen that takes the next payload is found without listing the others.
        if let active, tree.isElement(active, of: ContextType.self), tree.elementCanUpdate(active, with: context) {
            return ChosenNode(id: active, needsUpdate: true)
        }
        guard
            let id = elementChildren(of: previous, in: tree).first(where: {
                tree.elementCanUpdate($0, with: context)
            })
        else { return nil }
        return ChosenNode(id: id, needsUpdate: true)
    }

    /// The live elements of the tree that show a context equal to `context`, found through the
    /// tree's index.
    private static func elements(showing context: NavigationContext<ContextType>, in tree: RoutingTree) -> [NodeID] {
        var ids = tree.nodeIDs(withKeyOf: context)
        ids.removeAll { !tree.isElement($0, of: ContextType.self) }
        return ids
    }

    /// The nearest ancestor of `id` that is an element; nodes that are not are looked through.
    private static func elementParent(of id: NodeID, in tree: RoutingTree) -> NodeID? {
        var current = tree.parentID(of: id)
        while let candidate = current, !tree.isElement(candidate, of: ContextType.self) {
            current = tree.parentID(of: candidate)
        }
        return current
    }

    /// The node a search of the tree would meet first: the active path from the leaf up, then
    /// breadth first from the active path outwards, the inactive children of its deepest nodes
    /// first.
    private static func nearest(_ ids: [NodeID], in tree: RoutingTree) -> NodeID? {
        guard ids.count > 1 else { return ids.first }
        var best: (id: NodeID, rank: [Int])?
        for id in ids {
            let rank = searchRank(of: id, in: tree)
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true { best = (id, rank) }
        }
        return best?.id
    }

    /// Where a search visits `id`: `[0, -depth]` on the active path; off it, the distance below
    /// its nearest active ancestor, that ancestor's depth (deepest first), then the position of
    /// each node on the way among its parent's children.
    private static func searchRank(of id: NodeID, in tree: RoutingTree) -> [Int] {
        if tree.isActive(id) { return [0, -tree.depth(of: id)] }
        var positions: [Int] = []
        var current = id
        while let parent = tree.parentID(of: current) {
            positions.append(tree.childIDs(of: parent).firstIndex(of: current) ?? 0)
            if tree.isActive(parent) {
                return [1, positions.count - 1, -tree.depth(of: parent)] + positions.reversed()
            }
            current = parent
        }
        return [2]
    }

    /// The element children of a node, the active one first; nodes that are not elements are
    /// looked through.
    private static func elementChildren(of id: NodeID, in tree: RoutingTree) -> [NodeID] {
        var result: [NodeID] = []
        let active = tree.activeChildID(of: id)
        if let active { appendElements(active, in: tree, to: &result) }
        for child in tree.childIDs(of: id) where child != active { appendElements(child, in: tree, to: &result) }
        return result
    }

    private static func appendElements(_ id: NodeID, in tree: RoutingTree, to result: inout [NodeID]) {
        if tree.isElement(id, of: ContextType.self) {
            result.append(id)
        } else {
            result += elementChildren(of: id, in: tree)
        }
    }
}

/// A node the default reuse policy chose for a context, by position. Not nested in the generic
/// policy, so that its values and optionals need no generic metadata.
private struct ChosenNode {
    var id: NodeID
    /// Whether the node's element must take the requested payload in place.
    var needsUpdate: Bool
}
