import Portus

/// The elements of one tree by context type, kept up to date by the tree's notifications, so that
/// matching a request's first context looks up candidates instead of visiting the tree.
///
/// Elements are found by the tree's own key index when their entry is derived from their context
/// (the identifier is the context printed); the index here keeps, per context type, every element
/// entered, for the contexts that no element shows equally but one may take in place, and apart
/// the elements whose entries are not derived from their contexts. Entries of elements that left
/// are dropped when a lookup meets them, and a list that has grown to twice what it held live at
/// its last clean-up is cleaned when it grows, so the index stays the size of the tree.
@MainActor
final class ElementIndex<ContextType: Hashable & Sendable> {
    private struct List {
        var entries: [RoutingEntry] = []
        /// The size at which the list is cleaned next.
        var cleanAt = 16
    }

    let tree: RoutingTree
    private var byType: [ContextType: List] = [:]
    /// Elements whose entries are not derived from their contexts: the key index cannot find them.
    private var irregular = List()
    private var observer: RoutingTree.ObserverID?

    init(tree: RoutingTree) {
        self.tree = tree
        var nodes = tree.root.map { [$0] } ?? []
        while let node = nodes.popLast() {
            add(node.entry)
            nodes.append(contentsOf: node.childSequence)
        }
        observer = tree.addObserver { [weak self] change in
            switch change {
            case .entered(let entry): self?.addWithManaged(entry)
            case .updated(_, let entry): self?.add(entry)
            case .left, .switched: break
            }
        }
    }

    isolated deinit {
        if let observer { tree.removeObserver(observer) }
    }

    /// The elements, in the tree, that show a context equal to `context`.
    func nodes(showing context: NavigationContext<ContextType>) -> [RoutingTree.Node] {
        var found = tree.nodes(withKeyOf: RoutingEntry(context: context)).filter {
            $0.entry.elementContext(ContextType.self) == context
        }
        for node in live(&irregular) where node.entry.elementContext(ContextType.self) == context {
            found.append(node)
        }
        return found
    }

    /// The elements, in the tree, that show a context of `type`.
    func nodes(ofType type: ContextType) -> [RoutingTree.Node] {
        guard var list = byType[type] else { return [] }
        let nodes = live(&list)
        byType[type] = list
        return nodes
    }

    // MARK: - Keeping up

    private func addWithManaged(_ entry: RoutingEntry) {
        add(entry)
        for child in entry.managedEntries?.entries ?? [] { addWithManaged(child) }
    }

    private func add(_ entry: RoutingEntry) {
        guard entry.routable != nil, let context = entry.elementContext(ContextType.self) else { return }
        if entry.identifier != RoutingEntry(context: context).identifier || entry.context?.isEmpty == false {
            append(entry, to: &irregular)
        }
        var list = byType[context.type] ?? List()
        append(entry, to: &list)
        byType[context.type] = list
    }

    private func append(_ entry: RoutingEntry, to list: inout List) {
        list.entries.append(entry)
        if list.entries.count >= list.cleanAt { _ = live(&list) }
    }

    /// The nodes of the list's elements that are still in the tree, each once; drops the others.
    private func live(_ list: inout List) -> [RoutingTree.Node] {
        var nodes: [RoutingTree.Node] = []
        var kept: [RoutingEntry] = []
        var seen: Set<ObjectIdentifier> = []
        for entry in list.entries {
            // An element updated in place has an entry of its old context too: only the live one
            // counts, once.
            guard let routable = entry.routable, let node = tree.node(for: entry), node.entry.routable === routable,
                seen.insert(ObjectIdentifier(routable)).inserted
            else { continue }
            kept.append(node.entry)
            nodes.append(node)
        }
        list.entries = kept
        list.cleanAt = max(16, 2 * kept.count)
        return nodes
    }
}
