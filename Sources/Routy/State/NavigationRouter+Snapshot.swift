import Portus

extension NavigationRouter {
    /// What the app shows now, as a value: every element of the tree with its context, how it is
    /// presented, the tabs of each container and which one is selected, and the stacks — modals
    /// included, in the tab they belong to.
    ///
    /// Nodes that are not elements of this router's context type (a window) are looked through:
    /// the snapshot starts at the first element of the active path, and an element's children
    /// behind such a node count as its own. Nothing is asked of the elements.
    ///
    /// ```swift
    /// let snapshot = router.snapshot()
    /// print(snapshot)              // app / home / catalog * > category(shoes) / profile
    /// let json = try snapshot.json()
    /// ```
    ///
    /// - Returns: The snapshot; its ``NavigationSnapshot/root`` is `nil` when no element is shown.
    public func snapshot() -> NavigationSnapshot<ContextType> {
        var node = tree.root
        while let current = node, current.entry.elementContext(ContextType.self) == nil {
            node = current.activeChild
        }
        guard let rootNode = node else { return NavigationSnapshot(root: nil) }
        return NavigationSnapshot(root: snapshotElement(rootNode, presentation: .root, withStack: true))
    }

    /// The element of `node`, with its tabs and, for the root and tabs, the stack above it.
    private func snapshotElement(
        _ node: RoutingTree.Node,
        presentation: NavigationSnapshot<ContextType>.Presentation,
        withStack: Bool
    ) -> NavigationSnapshot<ContextType>.Element? {
        guard let context = node.entry.elementContext(ContextType.self) else { return nil }
        let children = Self.elementChildren(of: node)
        let tabNodes = children.filter(\.isManagedByParent)
        let tabs = tabNodes.compactMap { snapshotElement($0, presentation: .tab, withStack: true) }
        var element = NavigationSnapshot<ContextType>.Element(
            context, presentation: presentation, tabs: tabs, selectedTab: selectedTabIndex(of: node, among: tabNodes))
        guard withStack else { return element }
        var top = node
        while let entered = Self.elementChildren(of: top).first(where: { !$0.isManagedByParent }),
            let above = snapshotElement(entered, presentation: entered.isModal ? .modal : .push, withStack: false)
        {
            element.stack.append(above)
            top = entered
        }
        return element
    }

    /// The index among `tabs` of the tab `node` shows (or shows again once what it entered is left).
    private func selectedTabIndex(of node: RoutingTree.Node, among tabs: [RoutingTree.Node]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        var selected = node.activeManagedChild
        // A tab behind a node that is not an element: the element the active children lead to.
        while let current = selected, !tabs.contains(current) {
            selected = current.activeChild
        }
        return selected.flatMap { tabs.firstIndex(of: $0) } ?? 0
    }

    /// The children of `node` that are elements, in the tree's order (managed children, then the
    /// entered one); a child that is not an element is looked through.
    static func elementChildren(of node: RoutingTree.Node) -> [RoutingTree.Node] {
        node.children.flatMap { child in
            child.entry.elementContext(ContextType.self) == nil ? elementChildren(of: child) : [child]
        }
    }
}
