import Portus
import Routy
import RoutyHeadless
import Shop

extension ShopSoak {
    /// The invariants of the design, checked on the tree and on what the headless UI shows:
    ///
    /// - the active path is what the UI shows (`shownPath == treePath`);
    /// - the tree holds exactly the elements the UI shows, each below the element that shows it;
    /// - the tree's own structure holds (`RoutingTree.consistencyViolations`: one active child
    ///   per node with children, the active path the chain of active children, no stale node,
    ///   `count` the number of nodes), and each tab container's selected tab is its active child.
    ///
    /// - Returns: The violations, in words; empty when every invariant holds.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let window = app.window
        if window.shownPath != window.treePath {
            problems.append(
                "the UI shows \(Self.describe(window.shownPath)) but the tree says \(Self.describe(window.treePath))")
        }
        problems += app.tree.consistencyViolations
        let nodes = Self.nodes(below: app.tree.root)
        var treeParents: [ObjectIdentifier: ObjectIdentifier] = [:]
        for node in nodes {
            guard let routable = node.entry.routable else {
                problems.append("\(node.entry) has no routable")
                continue
            }
            if let parent = node.parent?.entry.routable {
                treeParents[ObjectIdentifier(routable)] = ObjectIdentifier(parent)
            }
            problems += selectedTabViolations(of: node)
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
        return problems
    }

    /// A headless tab container's selected tab is the tree's active child of its node.
    private func selectedTabViolations(of node: RoutingTree.Node) -> [String] {
        guard let tabs = node.entry.routable as? HeadlessTabs<ShopScreen>, let active = node.activeChild,
            active.entry.routable !== tabs.selectedTab
        else { return [] }
        return [
            "\(node.entry) shows tab \(tabs.selectedTab?.context.description ?? "none") but the tree's is \(active.entry)"
        ]
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

    static func describe(_ path: [ShopContext]) -> String {
        path.isEmpty ? "nothing" : path.map(\.description).joined(separator: " > ")
    }
}
