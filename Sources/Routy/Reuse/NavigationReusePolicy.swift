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
        guard contexts.count > 0, let firstMatch = Self.firstMatch(for: contexts[0], in: tree) else { return [] }
        var matches: [NavigationMatch<ContextType>] = []
        matches.reserveCapacity(contexts.count)
        var previous = firstMatch.node
        matches.append(firstMatch)
        var position = 1
        while position < contexts.count, let match = Self.match(contexts[position], below: previous, in: tree) {
            previous = match.node
            matches.append(match)
            position += 1
        }
        return matches
    }

    public func dismissal(of context: NavigationContext<ContextType>, in tree: RoutingTree) -> RoutingTree.Node? {
        var node = tree.activeLeaf
        while let current = node {
            if current.entry.shows(context) { return current }
            node = current.parent
        }
        return nil
    }

    // MARK: - Matching

    /// The element for the first context: an equal one nearest in search order, else one of the
    /// context's type that can update to it.
    private static func firstMatch(
        for context: NavigationContext<ContextType>,
        in tree: RoutingTree
    ) -> NavigationMatch<ContextType>? {
        if let node = nearest(elements(showing: context, in: tree)) {
            return NavigationMatch(node: node, context: context, needsUpdate: false)
        }
        let updatable = tree.nodes(ofKindOf: RoutingEntry(context: context)).filter {
            $0.entry.elementContext(ContextType.self) != nil && $0.entry.elementCanUpdate(with: context)
        }
        return nearest(updatable).flatMap { NavigationMatch(node: $0, needsUpdate: true) }
    }

    /// The element for a next context among the element children of `previous`: the first with an
    /// equal context, else the first that can update to it — in the order of
    /// ``elementChildren(of:)``, the active child first.
    ///
    /// Equal elements are looked up in the index, so a container with many tabs is not scanned
    /// for the one the request names; only a context that no child shows equal scans them.
    private static func match(
        _ context: NavigationContext<ContextType>,
        below previous: RoutingTree.Node,
        in tree: RoutingTree
    ) -> NavigationMatch<ContextType>? {
        // The active child comes first: most requests follow the active path of a stack or a tab.
        if let active = previous.activeChild, active.entry.shows(context) {
            return NavigationMatch(node: active, context: context, needsUpdate: false)
        }
        var equal = elements(showing: context, in: tree)
        equal.removeAll { elementParent(of: $0) != previous }
        if let node = equal.count > 1 ? elementChildren(of: previous).first(where: equal.contains) : equal.first {
            return NavigationMatch(node: node, context: context, needsUpdate: false)
        }
        // The active child, when it is an element, is the first of the element children: a detail
        // screen that takes the next payload is found without listing the others. (Read again
        // rather than kept from above: a node kept across the function is copied and destroyed
        // on every path, and this one is rare.)
        if let active = previous.activeChild, active.entry.elementContext(ContextType.self) != nil,
            active.entry.elementCanUpdate(with: context)
        {
            return NavigationMatch(node: active, needsUpdate: true)
        }
        guard
            let node = elementChildren(of: previous).first(where: {
                $0.entry.elementCanUpdate(with: context)
            })
        else { return nil }
        return NavigationMatch(node: node, needsUpdate: true)
    }

    /// The live elements of the tree that show a context equal to `context`, found through the
    /// tree's index.
    private static func elements(showing context: NavigationContext<ContextType>, in tree: RoutingTree)
        -> [RoutingTree.Node]
    {
        // Filtered in place: a filter makes a second array and copies each node into it.
        var nodes = tree.nodes(withKeyOf: RoutingEntry(context: context))
        nodes.removeAll { $0.entry.elementContext(ContextType.self) == nil }
        return nodes
    }

    /// The nearest ancestor of `node` that is an element; nodes that are not are looked through.
    private static func elementParent(of node: RoutingTree.Node) -> RoutingTree.Node? {
        var current = node.parent
        while let candidate = current, candidate.entry.elementContext(ContextType.self) == nil {
            current = candidate.parent
        }
        return current
    }

    /// The node a search of the tree would meet first: the active path from the leaf up, then
    /// breadth first from the active path outwards, the inactive children of its deepest nodes
    /// first.
    private static func nearest(_ nodes: [RoutingTree.Node]) -> RoutingTree.Node? {
        guard nodes.count > 1 else { return nodes.first }
        var best: (node: RoutingTree.Node, rank: [Int])?
        for node in nodes {
            let rank = searchRank(of: node)
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true { best = (node, rank) }
        }
        return best?.node
    }

    /// Where a search visits `node`: `[0, -depth]` on the active path; off it, the distance below
    /// its nearest active ancestor, that ancestor's depth (deepest first), then the position of
    /// each node on the way among its parent's children.
    private static func searchRank(of node: RoutingTree.Node) -> [Int] {
        if node.isActive { return [0, -node.depth] }
        var positions: [Int] = []
        var current = node
        while let parent = current.parent {
            var position = 0
            for child in parent.childSequence {
                if child == current { break }
                position += 1
            }
            positions.append(position)
            if parent.isActive { return [1, positions.count - 1, -parent.depth] + positions.reversed() }
            current = parent
        }
        return [2]
    }

    /// The element children of a node, the active one first; nodes that are not elements are
    /// looked through.
    private static func elementChildren(of node: RoutingTree.Node) -> [RoutingTree.Node] {
        var result: [RoutingTree.Node] = []
        let active = node.activeChild
        if let active { appendElements(active, to: &result) }
        for child in node.childSequence where child != active { appendElements(child, to: &result) }
        return result
    }

    private static func appendElements(_ node: RoutingTree.Node, to result: inout [RoutingTree.Node]) {
        if node.entry.elementContext(ContextType.self) != nil {
            result.append(node)
        } else {
            result += elementChildren(of: node)
        }
    }
}
