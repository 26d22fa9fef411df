import Portus
import Routy
import RoutyHeadless
import Shop

extension ShopSoak {
    /// The invariants of the design, checked on the tree and on what the headless UI shows:
    ///
    /// - the active path is what the UI shows (`shownPath == treePath`);
    /// - the tree holds exactly the elements the UI shows, each below the element that shows it;
    /// - each node with children has exactly one active child, one of its children, and the
    ///   active path is the chain of active children from the root;
    /// - no node is stale, and `count` is the number of nodes.
    ///
    /// - Returns: The violations, in words; empty when every invariant holds.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let window = app.window
        if window.shownPath != window.treePath {
            problems.append(
                "the UI shows \(Self.describe(window.shownPath)) but the tree says \(Self.describe(window.treePath))")
        }
        let nodes = Self.nodes(below: app.tree.root)
        if nodes.count != app.tree.count {
            problems.append("the tree counts \(app.tree.count) nodes but \(nodes.count) hang from its root")
        }
        var treeParents: [ObjectIdentifier: ObjectIdentifier] = [:]
        for node in nodes {
            guard let routable = node.entry.routable else {
                problems.append("\(node.entry) has no routable")
                continue
            }
            if node.isStale { problems.append("\(node.entry) is stale") }
            if let parent = node.parent?.entry.routable {
                treeParents[ObjectIdentifier(routable)] = ObjectIdentifier(parent)
            }
            problems += activeChildViolations(of: node)
        }
        var uiParents: [ObjectIdentifier: ObjectIdentifier] = [:]
        if let root = window.root {
            uiParents[ObjectIdentifier(root)] = ObjectIdentifier(window)
            Self.collectParents(below: root, into: &uiParents)
        }
        if treeParents != uiParents {
            var names: [ObjectIdentifier: String] = [ObjectIdentifier(window): "window"]
            for node in nodes {
                if let routable = node.entry.routable { names[ObjectIdentifier(routable)] = node.entry.description }
            }
            if let root = window.root { Self.collectNames(below: root, into: &names) }
            func placement(
                _ parents: [ObjectIdentifier: ObjectIdentifier], _ other: [ObjectIdentifier: ObjectIdentifier]
            )
                -> [String]
            {
                parents.filter { other[$0.key] != $0.value }
                    .map { "\(names[$0.key] ?? "?") on \(names[$0.value] ?? "?")" }.sorted()
            }
            problems.append(
                "the tree and the UI disagree on where elements are: only the tree has \(placement(treeParents, uiParents)), "
                    + "only the UI has \(placement(uiParents, treeParents))")
        }
        let chain = Self.activeChain(from: app.tree.root)
        if chain.map(\.entry) != app.tree.activePath {
            problems.append("the active path is not the chain of active children from the root")
        }
        if chain.contains(where: { !$0.isActive }) {
            problems.append("a node of the active path says it is not active")
        }
        return problems
    }

    /// Each node with children has exactly one active child among them; on the active path,
    /// exactly one child is active.
    private func activeChildViolations(of node: RoutingTree.Node) -> [String] {
        let children = node.children
        guard !children.isEmpty else {
            return node.activeChild == nil ? [] : ["\(node.entry) has no children but an active child"]
        }
        guard let active = node.activeChild else { return ["\(node.entry) has children but no active child"] }
        var problems: [String] = []
        if children.filter({ $0 == active }).count != 1 {
            problems.append("the active child of \(node.entry) is not one of its children")
        }
        if node.isActive, children.filter(\.isActive).count != 1 {
            problems.append("\(node.entry) is active with \(children.filter(\.isActive).count) active children")
        }
        if let tabs = node.entry.routable as? HeadlessTabs<ShopScreen>, active.entry.routable !== tabs.selectedTab {
            problems.append(
                "\(node.entry) shows tab \(tabs.selectedTab?.context.description ?? "none") but the tree's is \(active.entry)"
            )
        }
        return problems
    }

    /// Where the UI shows each element: tabs in their container, a stack's screens each on the
    /// one below, a modal on the element that presents it.
    private static func collectParents(
        below element: any NavigationElement<ShopScreen>,
        into parents: inout [ObjectIdentifier: ObjectIdentifier]
    ) {
        var children: [any NavigationElement<ShopScreen>] = []
        if let tabs = element as? HeadlessTabs<ShopScreen> {
            for tab in tabs.tabs { parents[ObjectIdentifier(tab)] = ObjectIdentifier(tabs) }
            children += tabs.tabs
        }
        if let stack = element as? HeadlessStack<ShopScreen> {
            var below: HeadlessElement<ShopScreen> = stack
            for screen in stack.pushed {
                parents[ObjectIdentifier(screen)] = ObjectIdentifier(below)
                below = screen
            }
            children += stack.pushed
        }
        if let modal = (element as? HeadlessElement<ShopScreen>)?.modal {
            parents[ObjectIdentifier(modal)] = ObjectIdentifier(element)
            children.append(modal)
        }
        for child in children { collectParents(below: child, into: &parents) }
    }

    /// The context of every element the UI shows, by identity.
    private static func collectNames(
        below element: any NavigationElement<ShopScreen>, into names: inout [ObjectIdentifier: String]
    ) {
        names[ObjectIdentifier(element)] = element.context.description
        var children = (element as? HeadlessTabs<ShopScreen>)?.tabs ?? []
        children += (element as? HeadlessStack<ShopScreen>)?.pushed ?? []
        if let modal = (element as? HeadlessElement<ShopScreen>)?.modal { children.append(modal) }
        for child in children { collectNames(below: child, into: &names) }
    }

    private static func activeChain(from root: RoutingTree.Node?) -> [RoutingTree.Node] {
        var chain: [RoutingTree.Node] = []
        var node = root
        while let current = node, chain.count <= 64 {
            chain.append(current)
            node = current.activeChild
        }
        return chain
    }

    static func describe(_ path: [ShopContext]) -> String {
        path.isEmpty ? "nothing" : path.map(\.description).joined(separator: " > ")
    }
}
