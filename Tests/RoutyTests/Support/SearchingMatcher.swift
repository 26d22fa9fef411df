import Portus
import Routy

/// The matching rules as a search of the whole tree, kept from before the element index: the
/// oracle the indexed provider is compared with in the randomised tests.
@MainActor
enum SearchingMatcher {
    /// The nodes the rules match for `contexts`, one per matched context.
    static func reuse(_ contexts: [Context], in tree: RoutingTree) -> [RoutingTree.Node] {
        guard let first = contexts.first, let firstMatch = best(first, in: { visitInSearchOrder(tree, $0) }) else {
            return []
        }
        var matches = [firstMatch]
        for context in contexts.dropFirst() {
            guard let previous = matches.last,
                let match = best(
                    context,
                    in: { visit in
                        for child in elementChildren(of: previous) where visit(child) { return }
                    })
            else { break }
            matches.append(match)
        }
        return matches
    }

    private static func context(of node: RoutingTree.Node) -> Context? {
        (node.entry.routable as? any NavigationElement<Screen>)?.context
    }

    private static func canUpdate(_ node: RoutingTree.Node, to context: Context) -> Bool {
        (node.entry.routable as? any NavigationElement<Screen>)?.canUpdate(with: context) ?? false
    }

    private static func best(_ context: Context, in nodes: (_ visit: (RoutingTree.Node) -> Bool) -> Void)
        -> RoutingTree.Node?
    {
        var equal: RoutingTree.Node?
        var updatable: RoutingTree.Node?
        nodes { node in
            guard let shown = self.context(of: node) else { return false }
            if shown == context {
                equal = node
                return true
            }
            if updatable == nil, canUpdate(node, to: context) { updatable = node }
            return false
        }
        return equal ?? updatable
    }

    private static func visitInSearchOrder(_ tree: RoutingTree, _ visit: (RoutingTree.Node) -> Bool) {
        var active: [RoutingTree.Node] = []
        var node = tree.activeLeaf
        while let current = node {
            if visit(current) { return }
            active.append(current)
            node = current.parent
        }
        var queue: [RoutingTree.Node] = active.flatMap { active in active.children.filter { !$0.isActive } }
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            if visit(next) { return }
            queue.append(contentsOf: next.children)
        }
    }

    private static func elementChildren(of node: RoutingTree.Node) -> [RoutingTree.Node] {
        let children = node.children
        let active = node.activeChild
        let ordered = children.filter { $0 == active } + children.filter { $0 != active }
        return ordered.flatMap { child in context(of: child) == nil ? elementChildren(of: child) : [child] }
    }
}
