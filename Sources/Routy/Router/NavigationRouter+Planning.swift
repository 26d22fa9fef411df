import Portus

/// One step of a request, planned: the path to route to, the updates, the new elements.
@MainActor
struct PreparedStep<ContextType: Hashable & Sendable> {
    /// A new element, and how it is shown.
    struct Entering {
        var context: NavigationContext<ContextType>
        var presentation: NavigationPresentation
        /// The element; `nil` in a dry run, which builds nothing.
        var element: (any NavigationElement<ContextType>)?
    }

    /// The path from the root to the last reused element (or the presenter of the new ones).
    var destination: [RoutingEntry]
    /// The leaves and switches that reach ``destination``.
    var routing: [NavigationInstruction<ContextType>] = []
    /// The contexts of the reused elements.
    var reused: [NavigationContext<ContextType>] = []
    /// A reused element that takes a new payload.
    struct Update {
        /// The element's match.
        var match: NavigationMatch<ContextType>
        /// The context it takes.
        var context: NavigationContext<ContextType>
    }

    /// The reused elements that take a new payload.
    var updates: [Update] = []
    /// The new elements, in the order they are presented.
    var entering: [Entering] = []

    /// Every instruction of the step, in the order they run.
    var instructions: [NavigationInstruction<ContextType>] {
        routing + updates.map { .update(from: $0.match.context, to: $0.context) }
            + entering.map { .enter($0.element?.context ?? $0.context) }
    }
}

extension NavigationRouter {
    // MARK: - Dry run

    /// What a request would do from the current state, computed without executing anything and
    /// without making any element: the factory says how new elements are shown, the interceptors
    /// what they decide (signed out, a protected screen plans as the login screen it redirects to).
    ///
    /// ```swift
    /// let plan = try router.plan(.navigate(to: [.catalog, .product(42)]))
    /// print(plan)  // switchTo(catalog), enter(product(42))
    /// ```
    ///
    /// The plan is exact wherever the tree knows the structure it passes through and every node
    /// does as asked. An interceptor that suspends counts as proceeding; a request of several steps
    /// is planned up to its first step, since the later ones start from where it ends.
    ///
    /// - Parameter request: The request to plan.
    /// - Returns: The report the request would give: its instructions, the elements it would reuse,
    ///   how it would show the new ones (``NavigationReport/presentations``: for a type registered
    ///   per width class, the one that applies where it would be shown), the redirects and what
    ///   they would keep pending.
    /// - Throws: The ``NavigationFailure`` the request would stop with before executing anything.
    @discardableResult
    public func plan(
        _ request: NavigationRequest<ContextType>
    ) throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        guard !request.steps.isEmpty else { throw NavigationFailure(.emptyRequest) }
        let resolved = try resolve(request, takingPending: false)
        var outcome: Result<Intercepted, InterceptionFailure>?
        intercept(resolved, with: interceptors, waits: false) { outcome = $0 }
        var report = NavigationReport<ContextType>()
        switch outcome {
        case .failure(let failure):
            report.redirectedBy = failure.redirectedBy
            throw NavigationFailure(failure.error, report: report)
        case .success(let intercepted):
            report.redirectedBy = intercepted.redirectedBy
            report.pendingRequest = intercepted.pending
            guard let step = try resolve(intercepted.request, takingPending: false).steps.first else { return report }
            do throws(NavigationError<ContextType>) {
                let prepared = try prepare(step, building: false)
                report.instructions = prepared.instructions
                report.reused = prepared.reused
                for entering in prepared.entering { report.recordPresentation(entering.presentation) }
            } catch {
                throw NavigationFailure(error, report: report)
            }
            return report
        case nil:
            return report  // not reached: without waiting, the interceptors decide before returning
        }
    }

    // MARK: - Preparing a step

    /// Plans one step: what to reuse, the path to route to, the updates, the new elements.
    ///
    /// - Parameter building: Whether to make the new elements (a run) or only ask how they are
    ///   shown (a dry run).
    func prepare(
        _ step: NavigationStep<ContextType>,
        building: Bool
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        var prepared = try prepareWithoutRouting(step, building: building)
        // A run leaves the routing to the executor, which plans it once; only a dry run lists it.
        if !building { prepared.routing = try routingInstructions(to: prepared.destination) }
        return prepared
    }

    // Inlined, as is `prepareNavigate`, into `prepare`: generic code looks up the types it names
    // in each function, and one function looks each up once.
    @inline(__always)
    private func prepareWithoutRouting(
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

    @inline(__always)
    private func prepareNavigate(
        to contexts: [Context],
        building: Bool
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        guard !contexts.isEmpty else { throw .emptyRequest }
        let matches = transitions.reuse(contexts, in: tree)
        var entering: [PreparedStep<ContextType>.Entering] = []
        // Asked only for a type registered per width class, once a step.
        var width: NavigationWidthClass?
        for position in matches.count..<contexts.count {
            let context = contexts[position]
            var presentation = try factory.presentation(for: context)
            var element: (any NavigationElement<ContextType>)?
            if presentation.isAdaptive {
                let presenter = matches.count > 0 ? Self.selectedTab(of: matches[matches.count - 1].node) : nil
                presentation = resolve(presentation, presenter: presenter, width: &width)
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
        var prepared = PreparedStep<ContextType>(destination: path(to: presenter))
        prepared.reused.reserveCapacity(matches.count)
        for position in 0..<matches.count {
            let match = matches[position]
            prepared.reused.append(match.context)
            if match.needsUpdate { prepared.updates.append(.init(match: match, context: contexts[position])) }
        }
        prepared.entering = entering
        return prepared
    }

    private func prepareSelectTab(_ context: Context) throws(NavigationError<ContextType>) -> PreparedStep<
        ContextType
    > {
        guard let match = transitions.reuse([context], in: tree).first, match.node.isManagedByParent else {
            throw .notATab(context)
        }
        // The tab's own active path: what it shows stays.
        var end = match.node
        while let child = end.activeChild { end = child }
        var prepared = PreparedStep<ContextType>(destination: path(to: end))
        prepared.reused = [match.context]
        if match.needsUpdate { prepared.updates = [.init(match: match, context: context)] }
        return prepared
    }

    private func prepareGoBack(to context: Context) throws(NavigationError<ContextType>) -> PreparedStep<
        ContextType
    > {
        guard let node = transitions.dismissal(of: context, in: tree) else { throw notOnActivePath(context) }
        return PreparedStep<ContextType>(destination: path(to: Self.selectedTab(of: node)))
    }

    /// Plans leaving `node`, the element showing `context`, with everything above it.
    private func prepareLeaving(
        _ shown: (node: RoutingTree.Node, context: Context)
    ) throws(NavigationError<ContextType>) -> PreparedStep<ContextType> {
        // A tab is managed by its container; the root element (no element above it) has nothing
        // to show once it is gone. Neither can be closed on its own.
        guard !shown.node.isManagedByParent, let parent = shown.node.parent, Self.hasElementAncestor(shown.node)
        else { throw .cannotClose(shown.context) }
        return PreparedStep<ContextType>(destination: path(to: parent))
    }

    /// The element a close of `context` takes away.
    private func shownElement(_ context: Context) throws(NavigationError<ContextType>) -> (
        node: RoutingTree.Node, context: Context
    ) {
        guard let node = transitions.dismissal(of: context, in: tree) else { throw notOnActivePath(context) }
        return (node, context)
    }

    /// Why a close or a go-back cannot find `context` on the active path: an element shows it in a
    /// tab that is not selected (``NavigationError/inUnselectedTab(_:tab:)``), or none does
    /// (``NavigationError/notShown(_:)``).
    private func notOnActivePath(_ context: Context) -> NavigationError<ContextType> {
        guard let match = transitions.reuse([context], in: tree).first, !match.needsUpdate, !match.node.isActive else {
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

    // MARK: - Helpers

    /// The leaves and switches that reach `destination`, in this layer's terms.
    func routingInstructions(
        to destination: [RoutingEntry]
    ) throws(NavigationError<ContextType>) -> [NavigationInstruction<ContextType>] {
        let instructions: RoutingInstructions
        switch router.plan(to: destination) {
        case .success(let planned): instructions = planned
        case .failure(let error):
            throw NavigationError(error, destination: destination.compactMap { $0.elementContext(ContextType.self) })
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
    func path(to node: RoutingTree.Node) -> [RoutingEntry] {
        tree.entriesFromRoot(to: node)
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
