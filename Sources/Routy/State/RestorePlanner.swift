/// Works out the request that shows a snapshot: first what of it can be restored (``trim(_:live:active:path:)``),
/// then the steps, one per branch that differs from what the app shows (``steps(_:live:path:mustEnd:)``).
@MainActor
struct RestorePlanner<ContextType: Hashable & Sendable> {
    typealias Element = NavigationSnapshot<ContextType>.Element
    typealias Context = NavigationContext<ContextType>

    let factory: any NavigationElementFactory<ContextType>
    /// Whether switching away from a tab keeps what it shows (`RoutingStrategy.keepBranches`).
    let keepsBranches: Bool
    /// What ``trim(_:live:active:path:)`` left out, in the order it met it.
    private(set) var skipped: [NavigationSnapshot<ContextType>.Skip] = []

    init(factory: any NavigationElementFactory<ContextType>, keepsBranches: Bool) {
        self.factory = factory
        self.keepsBranches = keepsBranches
    }

    // MARK: - What can be restored

    /// `base` — the root or a tab — without what cannot be restored.
    ///
    /// An element of a stack is left out, with the rest of the stack, when it is a modal in a
    /// tab that is not selected, when the strategy does not keep such tabs' stacks, or when it
    /// is not shown at its place already and the factory cannot make it the way it was shown. A
    /// tab is left out when its container is shown and has no such tab.
    ///
    /// - Parameters:
    ///   - base: The root element or a tab.
    ///   - live: The element the app shows at the same place, if any.
    ///   - active: Whether `base` is on the snapshot's active path.
    ///   - path: The contexts from the root to `base`'s parent.
    mutating func trim(_ base: Element, live: Element?, active: Bool, path: [Context]) -> Element {
        let basePath = path + [base.context]
        let liveChain = Self.liveChain([base] + base.stack, live: live)
        var stack: [Element] = []
        for (index, above) in base.stack.enumerated() {
            if let reason = reasonToSkip(above, isShown: liveChain[index + 1] != nil, active: active) {
                let left = base.stack[index...].reduce(0) { $0 + $1.elementCount }
                skipped.append(
                    .init(
                        context: above.context, path: basePath + stack.map(\.context) + [above.context], reason: reason,
                        elementCount: left))
                break
            }
            stack.append(above)
        }
        var chain = [base] + stack
        // Each element's path is built only for a container, so a long stack costs its length.
        for index in chain.indices where !chain[index].tabs.isEmpty {
            let elementPath = basePath + chain[1...].prefix(index).map(\.context)
            trimTabs(
                of: &chain[index], live: liveChain[index], active: active && index == chain.count - 1, path: elementPath
            )
        }
        var result = chain[0]
        result.stack = Array(chain.dropFirst())
        return result
    }

    /// The element's tabs, each trimmed. When the container is shown, its tabs are the ones it
    /// has, in its order: those the snapshot lacks stay as they are, and those it lacks are left
    /// out. When the selected tab is left out, the first of the snapshot's tabs kept is selected.
    private mutating func trimTabs(of element: inout Element, live: Element?, active: Bool, path: [Context]) {
        guard !element.tabs.isEmpty else { return }
        let selectedContext = element.selected?.context
        var trimmed: [Element] = []
        for tab in element.tabs {
            let liveTab = live?.tabs.first { $0.context == tab.context }
            if live != nil, liveTab == nil {
                skipped.append(
                    .init(
                        context: tab.context, path: path + [tab.context],
                        reason: .noSuchTab(container: element.context),
                        elementCount: tab.elementCount))
                continue
            }
            let isSelected = tab.context == selectedContext
            trimmed.append(trim(tab, live: liveTab, active: active && isSelected, path: path))
        }
        let tabs = live.map { live in live.tabs.map { tab in trimmed.first { $0.context == tab.context } ?? tab } }
        element.tabs = tabs ?? trimmed
        // The selected tab, else the first of the snapshot's kept, else the one shown now.
        let selected = (trimmed.first { $0.context == selectedContext } ?? trimmed.first)?.context
        let index = selected.flatMap { context in element.tabs.firstIndex { $0.context == context } }
        element.selectedTab = index ?? live?.selectedTab ?? (element.tabs.isEmpty ? nil : 0)
    }

    /// Why an element of a stack cannot be restored, or `nil` when it can.
    private func reasonToSkip(_ element: Element, isShown: Bool, active: Bool)
        -> NavigationSnapshot<ContextType>.Skip.Reason?
    {
        if !active, !keepsBranches { return .inactiveBranchesNotKept }
        if !active, element.presentation == .modal { return .modalInInactiveTab }
        // A modal shown now is left by any earlier step that switches a tab: it may be made again.
        if isShown, element.presentation == .push { return nil }
        let presentation: NavigationPresentation
        do throws(NavigationError<ContextType>) {
            presentation = try factory.presentation(for: element.context)
        } catch {
            return .factory(error)
        }
        let recorded: NavigationPresentation = element.presentation == .modal ? .modal : .push
        return presentation == recorded ? nil : .presentationChanged(recorded: element.presentation, now: presentation)
    }

    // MARK: - The steps

    /// The steps that make the app show `base` and everything on it: for each container, the
    /// tabs that are not selected first, then the selected one, so that each container ends on
    /// its selected tab; a container the app does not show yet is made by a step of its own
    /// before them. A branch the app already shows as the snapshot does needs no step, unless
    /// `mustEnd` asks for its active path, as the last step.
    ///
    /// - Parameters:
    ///   - base: The root element or a tab, trimmed.
    ///   - live: The element the app shows at the same place, if any.
    ///   - path: The contexts from the root to `base`, itself included.
    ///   - mustEnd: Whether the last step must show `base`'s active path.
    func steps(_ base: Element, live: Element?, path: [Context], mustEnd: Bool) -> [NavigationStep<ContextType>] {
        if !mustEnd, let live, live == base { return [] }
        var steps: [NavigationStep<ContextType>] = []
        let chain = [base] + base.stack
        let liveChain = Self.liveChain(chain, live: live)
        for (index, element) in chain.enumerated() {
            guard let selectedIndex = element.selectedTab, element.tabs.indices.contains(selectedIndex) else {
                continue
            }
            let elementPath = path + chain[1...].prefix(index).map(\.context)
            let liveElement = liveChain[index]
            func liveTab(_ tab: Element) -> Element? { liveElement?.tabs.first { $0.context == tab.context } }
            var inner: [NavigationStep<ContextType>] = []
            // A container that is not shown is made first, on its own: in one step with its tab,
            // the tab would be a new element too, since no context after the first new one matches.
            if liveElement == nil { inner.append(.navigate(to: elementPath)) }
            for (tabIndex, tab) in element.tabs.enumerated() where tabIndex != selectedIndex {
                inner += self.steps(tab, live: liveTab(tab), path: elementPath + [tab.context], mustEnd: false)
            }
            let isTop = index == chain.count - 1
            // Any step switches the containers on its way: the selected tab's branch then ends
            // the base's steps, to switch them back.
            let endsHere = isTop ? mustEnd || !steps.isEmpty || !inner.isEmpty : !inner.isEmpty
            let selected = element.tabs[selectedIndex]
            inner += self.steps(
                selected, live: liveTab(selected), path: elementPath + [selected.context], mustEnd: endsHere)
            steps += inner
            if isTop { return steps }
        }
        steps.append(.navigate(to: path + base.stack.map(\.context)))
        return steps
    }

    /// For each element of `chain` — a base, then its stack — the element the app shows at
    /// the same place: the live base's, as long as every element before it matches.
    private static func liveChain(_ chain: [Element], live: Element?) -> [Element?] {
        guard let live, let base = chain.first, live.context == base.context else {
            return Array(repeating: nil, count: chain.count)
        }
        var result: [Element?] = [live]
        var matching = true
        for (index, element) in chain.dropFirst().enumerated() {
            let shown = matching && live.stack.indices.contains(index) ? live.stack[index] : nil
            matching = shown.map { $0.context == element.context && $0.presentation == element.presentation } ?? false
            result.append(matching ? shown : nil)
        }
        return result
    }
}
