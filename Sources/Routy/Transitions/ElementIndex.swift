import Portus

/// The elements of one tree by context and by context type, kept up to date by the tree's
/// notifications, so that matching a request's first context looks candidates up instead of
/// visiting the tree.
///
/// Entries of elements that left, or took another context, stay until a lookup meets them or a
/// sweep, which runs when the index has grown to twice what it held live at the last sweep: the
/// index stays the size of the tree, and keeping it up costs O(1) per notification, amortized.
@MainActor
final class ElementIndex<ContextType: Hashable & Sendable> {
    let tree: RoutingTree
    private var byContext: [NavigationContext<ContextType>: [RoutingEntry]] = [:]
    private var byType: [ContextType: [RoutingEntry]] = [:]
    private var count = 0
    private var sweepAt = 64
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
        guard var entries = byContext[context] else { return [] }
        let count = entries.count
        let nodes = live(&entries) { $0 == context }
        if entries.count != count { byContext[context] = entries.isEmpty ? nil : entries }
        return nodes
    }

    /// The elements, in the tree, that show a context of `type`.
    func nodes(ofType type: ContextType) -> [RoutingTree.Node] {
        guard byType[type] != nil else { return [] }
        return live(&byType[type, default: []]) { $0.type == type }
    }

    // MARK: - Keeping up

    private func addWithManaged(_ entry: RoutingEntry) {
        add(entry)
        for child in entry.managedEntries?.entries ?? [] { addWithManaged(child) }
    }

    private func add(_ entry: RoutingEntry) {
        guard entry.routable != nil, let context = entry.elementContext(ContextType.self) else { return }
        byContext[context, default: []].append(entry)
        byType[context.type, default: []].append(entry)
        count += 2
        if count >= sweepAt { sweep() }
    }

    /// Drops every entry whose element left or shows another context now.
    private func sweep() {
        for context in Array(byContext.keys) {
            _ = live(&byContext[context, default: []]) { $0 == context }
            if byContext[context]?.isEmpty == true { byContext[context] = nil }
        }
        for type in Array(byType.keys) {
            _ = live(&byType[type, default: []]) { $0.type == type }
            if byType[type]?.isEmpty == true { byType[type] = nil }
        }
        sweepAt = max(64, 2 * count)
    }

    /// The nodes of the entries whose elements are still in the tree and show a context that
    /// `fits`, each once; the list keeps only those.
    private func live(
        _ entries: inout [RoutingEntry],
        where fits: (NavigationContext<ContextType>) -> Bool
    ) -> [RoutingTree.Node] {
        var nodes: [RoutingTree.Node] = []
        // Most lists hold one element: no set to tell duplicates apart then.
        var seen: Set<ObjectIdentifier> = []
        for entry in entries {
            guard let routable = entry.routable, let node = tree.node(for: entry), node.entry.routable === routable,
                let context = node.entry.elementContext(ContextType.self), fits(context),
                entries.count == 1 || seen.insert(ObjectIdentifier(routable)).inserted
            else { continue }
            nodes.append(node)
        }
        if nodes.count != entries.count {
            count -= entries.count - nodes.count
            entries = nodes.map { $0.entry }
        }
        return nodes
    }
}
