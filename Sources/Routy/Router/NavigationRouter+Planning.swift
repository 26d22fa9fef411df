import Portus

// Preparing one step of a request: which elements it reuses and updates, which it makes and how
// they are shown, and the path the routing layer takes to reach them.
extension NavigationRouter {
    /// Plans one step: what to reuse, the path to route to, the updates, the new elements. The
    /// leaves and switches on the path are the executor's to plan, once; a dry run lists them
    /// (``routingInstructions(to:)``).
    ///
    /// - Parameter building: Whether to make the new elements (a run) or only ask how they are
    ///   shown (a dry run).
    func prepare(
        _ step: NavigationStep<ContextType>,
        building: Bool
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        switch step.kind {
        case .navigate(let contexts):
            return try prepareNavigate(to: contexts, building: building)
        case .selectTab(let context):
            return try prepareSelectTab(context)
        case .goBack:
            do throws(NavigationError<ContextType>) {
                return try prepareLeaving(try topElement())
            } catch .cannotClose(let context) {
                throw .nothingToGoBackTo(context)
            }
        case .goBackTo(let context):
            return try prepareGoBack(to: context)
        case .close(let context):
            return try prepareLeaving(try shownElement(context))
        // Links and the pending request are read when the request starts, and again for the
        // request an interceptor redirects to; the pending request is never one of several steps.
        case .open, .resumePending:
            throw .emptyRequest
        }
    }

    // Inlined into `prepare`: generic code looks up the types it names in each function, and one
    // function looks each up once.
    @inline(__always)
    private func prepareNavigate(
        to contexts: [Context],
        building: Bool
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        // A count, not `isEmpty`: that looks up the array's type and its conformance too.
        guard contexts.count > 0 else { throw .emptyRequest }
        let matches = reusePolicy.reuse(contexts, in: tree)
        var entering: [PreparedStep<ContextType>.Entering] = []
        // Asked only for a type registered per width class, once a step.
        var width: NavigationWidthClass?
        for position in matches.count..<contexts.count {
            let context = contexts[position]
            var presentation = try factory.presentation(for: context)
            var element: (any NavigationElement<ContextType>)?
            if presentation.isAdaptive {
                let presenter = matches.count > 0 ? Self.selectedTab(of: matches[matches.count - 1].node) : nil
                presentation = adapt(presentation, presenter: presenter, width: &width)
                if building { element = try factory.makeElement(for: context, presentedAs: presentation) }
            } else if building {
                element = try factory.makeElement(for: context)
            }
            entering.append(.init(context: context, presentation: presentation, element: element))
        }
        // Counts and subscripts, not `last` and `first`: those look up the optional of a generic
        // element type.
        let presenter: RoutingTree.Node
        if matches.count > 0 {
            // A matched container shows its selected tab; a route can only end there.
            presenter = Self.selectedTab(of: matches[matches.count - 1].node)
            if entering.count > 0, !Self.canPresent(presenter, entering[0].presentation) {
                throw .cannotPresent(entering[0].context, entering[0].presentation)
            }
        } else {
            guard entering.count > 0 else { throw .emptyRequest }
            let first = entering[0]
            guard let found = nearestPresenter(for: first.presentation) else {
                throw .cannotPresent(first.context, first.presentation)
            }
            // The new elements are entered where the active path through the presenter ends.
            presenter = Self.selectedTab(of: found)
        }
        var prepared = try preparedStep(endingAt: presenter)
        prepared.reused.reserveCapacity(matches.count)
        // Read in place through a pointer: a subscript of the generic array copies (and then
        // destroys) the whole match, its node's entry included, to read one field (about 4 000
        // instructions a `navigate` request; callgrind, issue 31).
        matches.withUnsafeBufferPointer { matches in
            guard var match = matches.baseAddress else { return }
            for position in 0..<matches.count {
                prepared.reused.append(match.pointee.context)
                if match.pointee.needsUpdate {
                    prepared.updates.append(.init(match: match.pointee, context: contexts[position]))
                }
                match += 1
            }
        }
        prepared.entering = entering
        return prepared
    }

    private func prepareSelectTab(_ context: Context) throws(NavigationError<ContextType>) -> PreparedStep<
        ContextType
    > {
        guard let match = reusePolicy.reuse([context], in: tree).first, match.node.isManagedByParent else {
            throw .notATab(context)
        }
        // The tab's own active path: what it shows stays.
        var end = match.node
        while let child = end.activeChild { end = child }
        var prepared = try preparedStep(endingAt: end)
        prepared.reused = [match.context]
        if match.needsUpdate { prepared.updates = [.init(match: match, context: context)] }
        return prepared
    }

    private func prepareGoBack(to context: Context) throws(NavigationError<ContextType>) -> PreparedStep<
        ContextType
    > {
        guard let node = reusePolicy.dismissal(of: context, in: tree) else { throw notOnActivePath(context) }
        return try preparedStep(endingAt: Self.selectedTab(of: node))
    }

    /// A step whose destination is the path from the root to `node`, with the hidden tabs on it
    /// handled as ``hiddenTabPolicy`` says.
    ///
    /// Inlined, with the step's empty lists: each empty list of a generic type looks up that
    /// type, once in each function (about 1 000 instructions a `navigate` request in functions
    /// of their own; callgrind, issue 31).
    ///
    /// - Throws: ``NavigationError/hiddenTab(_:)`` for the outermost hidden tab on the way, when the
    ///   policy is to fail.
    @inline(__always)
    private func preparedStep(endingAt node: RoutingTree.Node) throws(NavigationError<ContextType>) -> PreparedStep<
        ContextType
    > {
        var prepared = PreparedStep<ContextType>(destination: path(to: node))
        // Most trees hide nothing: the walk is skipped then (about 13 000 instructions a
        // `navigate` request, a `Node` made per ancestor).
        if tree.hasHiddenNodes { prepared.tabsShownAgain = try hiddenTabs(onPathTo: node) }
        return prepared
    }

    /// The hidden tabs on the path from the root to `node`, outermost first.
    ///
    /// - Throws: ``NavigationError/hiddenTab(_:)`` for the outermost one, when the policy is to
    ///   fail.
    private func hiddenTabs(
        onPathTo node: RoutingTree.Node
    ) throws(NavigationError<ContextType>) -> [NavigationContext<ContextType>] {
        var tabs: [NavigationContext<ContextType>] = []
        // Walked up once, O(depth): the hidden tabs, innermost first.
        var current: RoutingTree.Node? = node
        while let next = current {
            if next.isHidden, let tab = next.entry.elementContext(ContextType.self) { tabs.append(tab) }
            current = next.parent
        }
        tabs.reverse()
        if hiddenTabPolicy == .fail, let tab = tabs.first { throw .hiddenTab(tab) }
        return tabs
    }

    /// Plans leaving `node`, the element showing `context`, with everything above it.
    private func prepareLeaving(
        _ shown: (node: RoutingTree.Node, context: Context)
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        // A tab is managed by its container; the root element (no element above it) has nothing
        // to show once it is gone. Neither can be closed on its own.
        guard !shown.node.isManagedByParent, let parent = shown.node.parent, Self.hasElementAncestor(shown.node)
        else { throw .cannotClose(shown.context) }
        return try preparedStep(endingAt: parent)
    }

    /// The element a close of `context` takes away.
    private func shownElement(_ context: Context) throws(NavigationError<ContextType>) -> (
        node: RoutingTree.Node, context: Context
    ) {
        guard let node = reusePolicy.dismissal(of: context, in: tree) else { throw notOnActivePath(context) }
        return (node, context)
    }

    /// Why a close or a go-back cannot find `context` on the active path: an element shows it in a
    /// tab that is not selected (``NavigationError/inUnselectedTab(_:tab:)``), or none does
    /// (``NavigationError/notShown(_:)``).
    private func notOnActivePath(_ context: Context) -> NavigationError<ContextType> {
        guard let match = reusePolicy.reuse([context], in: tree).first, !match.needsUpdate, !match.node.isActive else {
            return .notShown(context)
        }
        // The branch the element is in: the inactive child of a container on the active path.
        var branch = match.node
        while let parent = branch.parent, !parent.isActive { branch = parent }
        guard let tab = branch.entry.elementContext(ContextType.self) else { return .notShown(context) }
        return .inUnselectedTab(context, tab: tab)
    }

    /// The element nearest the active leaf: what a go-back takes away.
    private func topElement() throws(NavigationError<ContextType>) -> (node: RoutingTree.Node, context: Context) {
        var node = tree.activeLeaf
        while let current = node {
            if let context = current.entry.elementContext(ContextType.self) { return (current, context) }
            node = current.parent
        }
        throw .noRoot
    }
}
