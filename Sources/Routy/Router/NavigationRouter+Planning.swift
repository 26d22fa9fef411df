import Portus

extension NavigationRouter {
    /// Plans one step: what to reuse, the path to route to, the updates, the new elements.
    func prepare(_ step: NavigationStep<ContextType>) throws(NavigationError<ContextType>) -> NavigationPlan<
        ContextType
    > {
        switch step {
        case .present(let contexts): try preparePresent(contexts)
        case .dismiss(let context): try prepareDismiss(context)
        }
    }

    func preparePresent(_ contexts: [Context]) throws(NavigationError<ContextType>) -> NavigationPlan<
        ContextType
    > {
        guard !contexts.isEmpty else { throw .emptyRequest }
        let matches = transitions.reuse(contexts, in: tree)
        var fresh: [NavigationPlan<ContextType>.Presentation] = []
        for context in contexts.dropFirst(matches.count) {
            let element = try factory.makeElement(for: context)
            fresh.append(.init(element: element, presentation: transitions.presentation(for: element)))
        }
        let presenter: RoutingTree.Node
        if let last = matches.last {
            // A matched container shows its selected tab; a route can only end there.
            presenter = Self.selectedTab(of: last.node)
            if let first = fresh.first, !Self.canPresent(presenter, first.presentation) {
                throw .cannotPresent(first.element.context, first.presentation)
            }
        } else {
            guard let first = fresh.first else { throw .emptyRequest }
            guard let found = nearestPresenter(for: first.presentation) else {
                throw .cannotPresent(first.element.context, first.presentation)
            }
            presenter = found
        }
        var plan = NavigationPlan<ContextType>(destination: Self.path(to: presenter))
        plan.reused = matches.map { $0.element.context }
        plan.updates = zip(matches, contexts).filter { $0.0.needsUpdate }.map { ($0.0.element, $0.1) }
        plan.presentations = fresh
        plan.routing = try routingInstructions(to: plan.destination)
        return plan
    }

    func prepareDismiss(_ context: Context) throws(NavigationError<ContextType>) -> NavigationPlan<ContextType> {
        guard let node = transitions.dismissal(of: context, in: tree) else { throw .notShown(context) }
        // A tab is managed by its container; the root element (no element above it) has nothing
        // to show once it is gone. Neither can be dismissed on its own.
        guard !node.isManagedByParent, let parent = node.parent, Self.hasElementAncestor(node) else {
            throw .cannotDismiss(context)
        }
        var plan = NavigationPlan<ContextType>(destination: Self.path(to: parent))
        plan.routing = try routingInstructions(to: plan.destination)
        return plan
    }

    /// The leaves and switches that reach `destination`, in this layer's terms.
    func routingInstructions(
        to destination: [RoutingEntry]
    ) throws(NavigationError<ContextType>) -> [NavigationInstruction<ContextType>] {
        let instructions: RoutingInstructions
        switch router.plan(to: destination) {
        case .success(let planned): instructions = planned
        case .failure(let error): throw .routing(error)
        }
        var result: [NavigationInstruction<ContextType>] = []
        for instruction in instructions {
            guard let mapped = Self.navigationInstruction(for: instruction) else {
                throw .notAnElement(instruction.entry)
            }
            result.append(mapped)
        }
        return result
    }

    /// The node nearest the active leaf that can present the way `presentation` says.
    func nearestPresenter(for presentation: NavigationPresentation) -> RoutingTree.Node? {
        var node = tree.activeLeaf
        while let current = node {
            if Self.canPresent(current, presentation) { return current }
            node = current.parent
        }
        return nil
    }

    static func canPresent(_ node: RoutingTree.Node, _ presentation: NavigationPresentation) -> Bool {
        (node.entry.routable as? any NavigationPresenter)?.canPresent(presentation) ?? false
    }

    /// `node`, or the managed child it shows (a container's selected tab), down to the first node
    /// that shows no managed child: where the active path through `node` ends when nothing is
    /// entered above it.
    static func selectedTab(of node: RoutingTree.Node) -> RoutingTree.Node {
        var node = node
        while let child = node.activeChild, child.isManagedByParent { node = child }
        return node
    }

    /// Whether a node of this router's elements lies above `node`: `false` for the root element.
    static func hasElementAncestor(_ node: RoutingTree.Node) -> Bool {
        var current = node.parent
        while let next = current {
            if next.entry.elementContext(ContextType.self) != nil { return true }
            current = next.parent
        }
        return false
    }

    /// The entries from the root to `node`.
    static func path(to node: RoutingTree.Node) -> [RoutingEntry] {
        var path: [RoutingEntry] = []
        var current: RoutingTree.Node? = node
        while let next = current {
            path.append(next.entry)
            current = next.parent
        }
        return path.reversed()
    }

    static func navigationInstruction(for instruction: RoutingInstruction) -> NavigationInstruction<ContextType>? {
        guard let context = instruction.entry.elementContext(ContextType.self) else { return nil }
        switch instruction {
        case .leave: return .leave(context)
        case .switchTo: return .switchTo(context)
        case .enter: return .enter(context)
        }
    }
}
