import Portus

/// An existing element chosen to show a context of a request.
@MainActor
public struct NavigationMatch<ContextType: Hashable & Sendable> {
    /// The element's node in the tree.
    public var node: RoutingTree.Node
    /// The element.
    public var element: any NavigationElement<ContextType>
    /// Whether the element must take the requested payload in place (its context differs).
    public var needsUpdate: Bool

    /// Creates a match.
    public init(node: RoutingTree.Node, element: any NavigationElement<ContextType>, needsUpdate: Bool) {
        self.node = node
        self.element = element
        self.needsUpdate = needsUpdate
    }
}

/// Decides which existing elements a request **reuses**, and which element a **close** or a
/// **go-back** is about; the factory says how new elements are presented.
///
/// ``DefaultNavigationTransitionProvider`` implements the matching rules every app needs; adopt
/// the protocol to change them, for instance to always present some screens modally.
@MainActor
public protocol NavigationTransitionProvider<ContextType> {
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
///   active path wins, then the inactive branches (other tabs), nearest first.
/// - Each next context is matched among the children of the element matched before it (the
///   active child first; nodes that are not elements are looked through).
/// - The first context that matches nothing, and all after it, get new elements, shown the way
///   the factory says (``NavigationElementFactory/presentation(for:)``).
/// - A close (and a go-back to a context) is about the deepest element on the active path whose
///   context is equal.
@MainActor
public struct DefaultNavigationTransitionProvider<ContextType: Hashable & Sendable>: NavigationTransitionProvider {
    /// Creates the default provider.
    public init() {}

    public func reuse(_ contexts: [NavigationContext<ContextType>], in tree: RoutingTree) -> [NavigationMatch<
        ContextType
    >] {
        guard let first = contexts.first, let firstMatch = Self.best(first, in: { Self.visitInSearchOrder(tree, $0) })
        else { return [] }
        var matches = [firstMatch]
        for context in contexts.dropFirst() {
            guard let previous = matches.last,
                let match = Self.best(
                    context,
                    in: { visit in
                        for child in Self.elementChildren(of: previous.node) where visit(child) { return }
                    })
            else { break }
            matches.append(match)
        }
        return matches
    }

    public func dismissal(of context: NavigationContext<ContextType>, in tree: RoutingTree) -> RoutingTree.Node? {
        var node = tree.activeLeaf
        while let current = node {
            if current.entry.elementContext(ContextType.self) == context { return current }
            node = current.parent
        }
        return nil
    }

    // MARK: - Matching

    /// The first node with an equal context, else the first that can update to it, among the
    /// nodes `nodes` visits in order; the visit stops at the first equal context.
    private static func best(
        _ context: NavigationContext<ContextType>,
        in nodes: (_ visit: (RoutingTree.Node) -> Bool) -> Void
    ) -> NavigationMatch<ContextType>? {
        var equal: RoutingTree.Node?
        var updatable: RoutingTree.Node?
        nodes { node in
            guard let shown = node.entry.elementContext(ContextType.self) else { return false }
            if shown == context {
                equal = node
                return true
            }
            if updatable == nil, node.entry.elementCanUpdate(with: context) { updatable = node }
            return false
        }
        guard let node = equal ?? updatable, let element = node.entry.element(ContextType.self) else { return nil }
        return NavigationMatch(node: node, element: element, needsUpdate: equal == nil)
    }

    /// Visits the active path from the leaf up, then every other node, nearest the active leaf
    /// first, until `visit` returns `true`.
    private static func visitInSearchOrder(_ tree: RoutingTree, _ visit: (RoutingTree.Node) -> Bool) {
        var active: [RoutingTree.Node] = []
        var node = tree.activeLeaf
        while let current = node {
            if visit(current) { return }
            active.append(current)
            node = current.parent
        }
        // Breadth-first from the active path outwards: the inactive children of the deepest
        // active nodes come first.
        var queue: [RoutingTree.Node] = active.flatMap { active in active.children.filter { !$0.isActive } }
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            if visit(next) { return }
            queue.append(contentsOf: next.children)
        }
    }

    /// The element children of a node, the active one first; nodes that are not elements are
    /// looked through.
    private static func elementChildren(of node: RoutingTree.Node) -> [RoutingTree.Node] {
        let children = node.children
        let active = node.activeChild
        let ordered = children.filter { $0 == active } + children.filter { $0 != active }
        return ordered.flatMap { child in
            child.entry.elementContext(ContextType.self) == nil ? elementChildren(of: child) : [child]
        }
    }
}
