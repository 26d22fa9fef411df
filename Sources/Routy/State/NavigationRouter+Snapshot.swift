import Portus

extension NavigationRouter {
    /// What the app shows now, as a value: every element of the tree with its context, how it is
    /// presented, the tabs of each container in the user's order (the hidden ones marked) and
    /// which one is selected, and the stacks — modals included, in the tab they belong to.
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
        guard let rootNode = rootElementNode else { return NavigationSnapshot(root: nil) }
        return NavigationSnapshot(root: snapshotElement(rootNode, presentation: .root, withStack: true))
    }

    /// The first element of the active path: a snapshot's root. Nodes that are not elements of
    /// this router's context type (a window) are looked through.
    var rootElementNode: RoutingTree.Node? {
        var node = tree.root
        while let current = node, current.entry.elementContext(ContextType.self) == nil {
            node = current.activeChild
        }
        return node
    }

    /// The element of `node`, with its tabs and, for the root and tabs, the stack above it.
    ///
    /// Built without recursion, for trees of any depth: the elements are listed parents first,
    /// each with where it goes in its parent, then made children first.
    private func snapshotElement(
        _ node: RoutingTree.Node,
        presentation: NavigationPresentation.Kind,
        withStack: Bool
    ) -> NavigationSnapshot<ContextType>.Element? {
        typealias Element = NavigationSnapshot<ContextType>.Element
        typealias Listed = ListedElement<ContextType>
        guard let context = node.entry.elementContext(ContextType.self) else { return nil }
        var listed = [Listed(node: node, context: context, presentation: presentation)]
        var next = 0
        while next < listed.count {
            let index = next
            next += 1
            let current = listed[index].node
            let tabNodes = Self.elementChildren(of: current).filter(\.isManagedByParent)
            listed[index].selectedTab = selectedTabIndex(of: current, among: tabNodes)
            for tab in tabNodes {
                guard let context = tab.entry.elementContext(ContextType.self) else { continue }
                listed[index].tabs.append(listed.count)
                listed.append(Listed(node: tab, context: context, presentation: .tab, isHidden: tab.isHidden))
            }
            guard index == 0 ? withStack : listed[index].presentation == .tab else { continue }
            var top = current
            while let entered = Self.elementChildren(of: top).first(where: { !$0.isManagedByParent }),
                let context = entered.entry.elementContext(ContextType.self)
            {
                listed[index].stack.append(listed.count)
                listed.append(Listed(node: entered, context: context, presentation: entered.isModal ? .modal : .push))
                top = entered
            }
        }
        // Children come after their parent in the list: made from the end, each is ready when its
        // parent takes it.
        var made = [Element?](repeating: nil, count: listed.count)
        for index in listed.indices.reversed() {
            let item = listed[index]
            var element = Element(
                item.context, presentation: item.presentation, tabs: item.tabs.compactMap { made[$0].take() },
                selectedTab: item.selectedTab, isHidden: item.isHidden)
            element.stack = item.stack.compactMap { made[$0].take() }
            made[index] = element
        }
        return made[0]
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
        var children: [RoutingTree.Node] = []
        // A list, not recursion, for any number of nodes looked through.
        var toVisit = Array(node.children.reversed())
        while let child = toVisit.popLast() {
            if child.entry.elementContext(ContextType.self) == nil {
                toVisit += child.children.reversed()
            } else {
                children.append(child)
            }
        }
        return children
    }
}

/// An element of a snapshot being taken: its node, what the element says of itself, and the
/// positions of its tabs and stack in the list of elements.
@MainActor
private struct ListedElement<ContextType: Hashable & Sendable> {
    var node: RoutingTree.Node
    var context: NavigationContext<ContextType>
    var presentation: NavigationPresentation.Kind
    var isHidden = false
    var selectedTab: Int?
    var tabs: [Int] = []
    var stack: [Int] = []
}
