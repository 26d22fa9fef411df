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

/// Decides the three kinds of transitions of a request: which existing elements to **reuse**,
/// how to **present** new ones, and which element a **dismiss** takes away.
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

    /// How a new element is shown.
    func presentation(for element: any NavigationElement<ContextType>) -> NavigationPresentation

    /// The shown element that a dismiss of `context` takes away, or `nil` when none is shown.
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
///   each element's ``NavigationElement/presentation`` says.
/// - A dismiss takes away the deepest element on the active path whose context is equal.
@MainActor
public struct DefaultNavigationTransitionProvider<ContextType: Hashable & Sendable>: NavigationTransitionProvider {
    /// Creates the default provider.
    public init() {}

    public func reuse(_ contexts: [NavigationContext<ContextType>], in tree: RoutingTree) -> [NavigationMatch<
        ContextType
    >] {
        guard let first = contexts.first, let firstMatch = Self.best(first, among: Self.searchOrder(in: tree)) else {
            return []
        }
        var matches = [firstMatch]
        for context in contexts.dropFirst() {
            guard let previous = matches.last,
                let match = Self.best(context, among: Self.elementChildren(of: previous.node))
            else { break }
            matches.append(match)
        }
        return matches
    }

    public func presentation(for element: any NavigationElement<ContextType>) -> NavigationPresentation {
        element.presentation
    }

    public func dismissal(of context: NavigationContext<ContextType>, in tree: RoutingTree) -> RoutingTree.Node? {
        var node = tree.activeLeaf
        while let current = node {
            if Self.element(of: current)?.context == context { return current }
            node = current.parent
        }
        return nil
    }

    // MARK: - Matching

    /// The element of a node, if the node is one of this context type.
    static func element(of node: RoutingTree.Node) -> (any NavigationElement<ContextType>)? {
        node.entry.routable as? any NavigationElement<ContextType>
    }

    /// An element with an equal context, else one that can update to it, in the given order.
    private static func best(
        _ context: NavigationContext<ContextType>,
        among nodes: [RoutingTree.Node]
    ) -> NavigationMatch<ContextType>? {
        let elements = nodes.compactMap { node in element(of: node).map { (node, $0) } }
        if let (node, element) = elements.first(where: { $0.1.context == context }) {
            return NavigationMatch(node: node, element: element, needsUpdate: false)
        }
        if let (node, element) = elements.first(where: { $0.1.canUpdate(with: context) }) {
            return NavigationMatch(node: node, element: element, needsUpdate: true)
        }
        return nil
    }

    /// The active path from the leaf up, then every other node, nearest the active leaf first.
    private static func searchOrder(in tree: RoutingTree) -> [RoutingTree.Node] {
        var order: [RoutingTree.Node] = []
        var node = tree.activeLeaf
        while let current = node {
            order.append(current)
            node = current.parent
        }
        // Breadth-first from the active path outwards: the inactive children of the deepest
        // active nodes come first.
        var queue: [RoutingTree.Node] = order.flatMap { active in active.children.filter { !$0.isActive } }
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            order.append(next)
            queue.append(contentsOf: next.children)
        }
        return order
    }

    /// The element children of a node, the active one first; nodes that are not elements are
    /// looked through.
    private static func elementChildren(of node: RoutingTree.Node) -> [RoutingTree.Node] {
        let children = node.children
        let active = node.activeChild
        let ordered = children.filter { $0 == active } + children.filter { $0 != active }
        return ordered.flatMap { child in element(of: child) == nil ? elementChildren(of: child) : [child] }
    }
}
