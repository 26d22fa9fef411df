import Portus

extension NavigationRouter {
    /// The routables an instruction of the routing layer acts on: a change of the tree that concerns
    /// one of them while the instruction runs is the router's; any other is the user's.
    func routables(actedOnBy instruction: RoutingInstruction) -> Set<ObjectIdentifier> {
        var routables: Set<ObjectIdentifier> = []
        func addSubtree(of entry: RoutingEntry) {
            var nodes = tree.node(for: entry).map { [$0] } ?? []
            while let node = nodes.popLast() {
                if let routable = node.entry.routable { routables.insert(ObjectIdentifier(routable)) }
                nodes.append(contentsOf: node.childSequence)
            }
            if let routable = entry.routable { routables.insert(ObjectIdentifier(routable)) }
        }
        switch instruction {
        case .leave(let entry):
            addSubtree(of: entry)
        case .switchTo(let tab, let container):
            if let routable = tab.routable { routables.insert(ObjectIdentifier(routable)) }
            if let routable = container.routable { routables.insert(ObjectIdentifier(routable)) }
        case .enter(let entry):
            if let routable = entry.routable { routables.insert(ObjectIdentifier(routable)) }
        }
        return routables
    }

    /// Whether `element` is shown on top: it is the active leaf or, for a container, the leaf is
    /// its selected tab (or that tab's selected tab…), which a container shows once entered.
    static func isOnTop(_ element: AnyObject, leaf: RoutingTree.Node?) -> Bool {
        var node = leaf
        while let current = node {
            if current.entry.routable === element { return true }
            guard current.isManagedByParent else { return false }
            node = current.parent
        }
        return false
    }

    /// The animation of a part of a request: with ``RoutingAnimation/lastStep``, only the part
    /// that holds the request's last instruction animates.
    func stepAnimation(isLast: Bool) -> RoutingAnimation {
        animation == .lastStep && !isLast ? .none : animation
    }
}
