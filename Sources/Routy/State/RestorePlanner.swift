/// Works out the request that shows a snapshot: first what of it can be restored (``trim(_:live:active:path:)``),
/// then the steps, one per branch that differs from what the app shows (``steps(_:live:path:mustEnd:)``).
@MainActor
struct RestorePlanner<ContextType: Hashable & Sendable> {
    typealias Element = NavigationSnapshot<ContextType>.Element
    typealias Context = NavigationContext<ContextType>

    let factory: any NavigationElementFactory<ContextType>
    /// Whether switching away from a tab keeps what it shows (`RoutingStrategy.keepBranches`).
    let keepsBranches: Bool
    /// The width class of what is shown on an element: its own when the app shows it and it
    /// reports one (a split), else `outer`, the width class it is shown in. Asked once per element,
    /// from the root on, so that a restore knows in which width class each element lands: what a
    /// type registered per width class is shown as (``NavigationPresentation/adaptive(compact:regular:)``).
    let widthClass: (_ element: Context, _ outer: NavigationWidthClass) -> NavigationWidthClass
    /// What ``trim(_:live:active:path:)`` left out, in the order it met it.
    private(set) var skipped: [NavigationSnapshot<ContextType>.Skip] = []

    init(
        factory: any NavigationElementFactory<ContextType>,
        keepsBranches: Bool,
        widthClass: @escaping (_ element: Context, _ outer: NavigationWidthClass) -> NavigationWidthClass
    ) {
        self.factory = factory
        self.keepsBranches = keepsBranches
        self.widthClass = widthClass
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
    ///   - width: The width class `base` is shown in: the window's for the root.
    mutating func trim(
        _ base: Element, live: Element?, active: Bool, path: [Context], width: NavigationWidthClass
    ) -> Element {
        // A list of the bases under way, innermost last, instead of recursion: a snapshot may
        // nest tabs to any depth. Each base's tabs are trimmed in order, a tab as a base of its
        // own; its result goes back to the base below it in the list.
        var frames = [openTrim(base, live: live, active: active, path: path, width: width)]
        var finished: Element?
        while var frame = frames.popLast() {
            if let tab = finished.take() { frame.trimmed.append(tab) }
            while true {
                if frame.tabIndex < 0 {
                    // The next element of the chain with tabs, or the base is done.
                    while frame.index < frame.chain.count, frame.chain[frame.index].tabs.isEmpty { frame.index += 1 }
                    guard frame.index < frame.chain.count else {
                        var result = frame.chain[0]
                        result.stack = Array(frame.chain.dropFirst())
                        if result.tabs.isEmpty, let shown = frame.liveChain[0], var selected = shown.selected,
                            let index = shown.selectedTab
                        {
                            // The snapshot shows no tabs where the app does: they stay, and what the
                            // snapshot shows on the base is shown by the selected tab, in place of
                            // what it shows now.
                            selected.stack = result.stack
                            result.tabs = shown.tabs
                            result.tabs[index] = selected
                            result.selectedTab = index
                            result.stack = []
                        }
                        finished = result
                        break
                    }
                    frame.elementPath = frame.basePath + frame.chain[1...].prefix(frame.index).map(\.context)
                    frame.tabIndex = 0
                    frame.trimmed = []
                    frame.liveTabs = Self.tabsByContext(frame.liveChain[frame.index]?.tabs ?? [])
                }
                let element = frame.chain[frame.index]
                let live = frame.liveChain[frame.index]
                guard frame.tabIndex < element.tabs.count else {
                    finishTabs(of: &frame.chain[frame.index], trimmed: frame.trimmed, live: live)
                    frame.index += 1
                    frame.tabIndex = -1
                    continue
                }
                let tab = element.tabs[frame.tabIndex]
                frame.tabIndex += 1
                let liveTab = frame.liveTabs[tab.context]
                if live != nil, liveTab == nil {
                    skipped.append(
                        .init(
                            context: tab.context, path: frame.elementPath + [tab.context],
                            reason: .noSuchTab(container: element.context), elementCount: tab.elementCount))
                    continue
                }
                let isActive =
                    frame.active && frame.index == frame.chain.count - 1 && tab.context == element.selected?.context
                let path = frame.elementPath
                let width = frame.widths[frame.index]
                frames.append(frame)
                frames.append(openTrim(tab, live: liveTab, active: isActive, path: path, width: width))
                break
            }
        }
        return finished ?? base
    }

    /// A base being trimmed: the base and the elements of its stack kept, and how far its tabs are.
    private struct TrimFrame {
        var chain: [Element]
        var liveChain: [Element?]
        /// The width class of what is shown on each element of ``chain``: its tabs' and what is
        /// pushed on it.
        var widths: [NavigationWidthClass]
        var active: Bool
        var basePath: [Context]
        /// The element of ``chain`` whose tabs are trimmed, or the next to look at.
        var index = 0
        /// The next tab of that element; -1 before its tabs are started.
        var tabIndex = -1
        /// The path of that element, from the root.
        var elementPath: [Context] = []
        /// Its tabs trimmed so far, those left out excepted.
        var trimmed: [Element] = []
        /// The tabs the app shows on that element, by context: one look-up per tab of the snapshot.
        var liveTabs: [Context: Element] = [:]
    }

    /// Starts trimming `base`: its stack up to the first element that cannot be restored.
    private mutating func openTrim(
        _ base: Element, live: Element?, active: Bool, path: [Context], width outer: NavigationWidthClass
    ) -> TrimFrame {
        let basePath = path + [base.context]
        let liveChain = Self.liveChain([base] + base.stack, live: live)
        var stack: [Element] = []
        // Each element's width class from the one below it: one look-up per element.
        var widths = [widthClass(base.context, outer)]
        for (index, above) in base.stack.enumerated() {
            let width = widths[widths.count - 1]
            if let reason = reasonToSkip(above, isShown: liveChain[index + 1] != nil, active: active, width: width) {
                let left = base.stack[index...].reduce(0) { $0 + $1.elementCount }
                skipped.append(
                    .init(
                        context: above.context, path: basePath + stack.map(\.context) + [above.context], reason: reason,
                        elementCount: left))
                break
            }
            var restored = above
            restored.presentation = restoredPresentation(of: above, width: width)
            stack.append(restored)
            widths.append(widthClass(restored.context, width))
        }
        return TrimFrame(
            chain: [base] + stack, liveChain: liveChain, widths: widths, active: active, basePath: basePath)
    }

    /// Gives a container its tabs once each is trimmed. When the container is shown, its tabs
    /// are the ones it has, in its order: those the snapshot lacks stay as they are, and those it
    /// lacks are left out. When the selected tab is left out, the first of the snapshot's tabs
    /// kept is selected.
    private func finishTabs(of element: inout Element, trimmed: [Element], live: Element?) {
        let selectedContext = element.selected?.context
        let trimmedByContext = Self.tabsByContext(trimmed)
        let tabs = live.map { live in live.tabs.map { tab in trimmedByContext[tab.context] ?? tab } }
        element.tabs = tabs ?? trimmed
        // The selected tab, else the first of the snapshot's kept, else the one shown now.
        let selected = (trimmed.first { $0.context == selectedContext } ?? trimmed.first)?.context
        let index = selected.flatMap { context in element.tabs.firstIndex { $0.context == context } }
        element.selectedTab = index ?? live?.selectedTab ?? (element.tabs.isEmpty ? nil : 0)
        // A tab shown now that the snapshot lacks keeps what it shows, unless the restore
        // switches away from it: then what the switch leaves is gone — its whole stack when the
        // strategy tears branches down, else its modals and what is shown on them.
        if let shownIndex = live?.selectedTab, shownIndex != element.selectedTab,
            element.tabs.indices.contains(shownIndex),
            trimmedByContext[element.tabs[shownIndex].context] == nil
        {
            let stack = element.tabs[shownIndex].stack
            element.tabs[shownIndex].stack = keepsBranches ? Array(stack.prefix { $0.presentation != .modal }) : []
        }
    }

    /// Why an element of a stack cannot be restored, or `nil` when it can.
    private func reasonToSkip(_ element: Element, isShown: Bool, active: Bool, width: NavigationWidthClass)
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
        // A type registered per width class is restored if either width shows it as recorded: the
        // width restored into decides how (`restoredPresentation`).
        let kind: NavigationPresentation.Kind = element.presentation == .modal ? .modal : .push
        let shows = presentation.adapted(to: .compact).kind == kind || presentation.adapted(to: .regular).kind == kind
        return shows ? nil : .presentationChanged(recorded: element.presentation, now: presentation)
    }

    /// How `element`, a pushed or modal element of a stack kept, is shown once restored: as
    /// recorded, unless its type is registered per width class: then as `width`, the width class
    /// where it is restored, says.
    private func restoredPresentation(of element: Element, width: NavigationWidthClass)
        -> NavigationPresentation.Kind
    {
        guard let presentation = try? factory.presentation(for: element.context), presentation.isAdaptive else {
            return element.presentation
        }
        return presentation.adapted(to: width).kind == .modal ? .modal : .push
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
        // The steps of nested bases come in the order a recursion would give them: each base's
        // are appended to one list, with a list of the bases under way, innermost last.
        var steps: [NavigationStep<ContextType>] = []
        var frames: [StepsFrame] = []
        func open(_ base: Element, live: Element?, path: [Context], mustEnd: Bool) {
            if !mustEnd, let live, live == base || Self.showsTheSame(live, base) { return }
            let chain = [base] + base.stack
            frames.append(
                StepsFrame(
                    chain: chain, liveChain: Self.liveChain(chain, live: live), path: path, mustEnd: mustEnd,
                    start: steps.count))
        }
        open(base, live: live, path: path, mustEnd: mustEnd)
        while var frame = frames.popLast() {
            while true {
                guard frame.index < frame.chain.count else {
                    steps.append(.navigate(to: frame.path + frame.chain.dropFirst().map(\.context)))
                    break
                }
                let element = frame.chain[frame.index]
                guard let selectedIndex = element.selectedTab, element.tabs.indices.contains(selectedIndex) else {
                    frame.index += 1
                    continue
                }
                // A modal shown now is left by any earlier step that switches a tab (see
                // `reasonToSkip`): a container shown as one is made again first, not taken as shown.
                let liveElement = element.presentation == .modal ? nil : frame.liveChain[frame.index]
                if frame.tabIndex < 0 {
                    frame.elementPath = frame.path + frame.chain[1...].prefix(frame.index).map(\.context)
                    frame.innerStart = steps.count
                    frame.liveTabs = Self.tabsByContext(liveElement?.tabs ?? [])
                    // A container that is not shown is made first, on its own: in one step with its
                    // tab, the tab would be a new element too, since no context after the first new
                    // one matches.
                    if liveElement == nil { steps.append(.navigate(to: frame.elementPath)) }
                    frame.tabIndex = 0
                }
                if frame.tabIndex == selectedIndex { frame.tabIndex += 1 }
                if frame.tabIndex < element.tabs.count {
                    let tab = element.tabs[frame.tabIndex]
                    frame.tabIndex += 1
                    let path = frame.elementPath + [tab.context]
                    frames.append(frame)
                    open(tab, live: frame.liveTabs[tab.context], path: path, mustEnd: false)
                    break
                }
                let isTop = frame.index == frame.chain.count - 1
                if !frame.selectedDone {
                    // Any step switches the containers on its way: the selected tab's branch then
                    // ends the base's steps, to switch them back.
                    let selected = element.tabs[selectedIndex]
                    // So does a container shown with another tab selected — a group in a tab that
                    // is not selected, whose tabs need no step of their own.
                    let endsHere =
                        (isTop ? frame.mustEnd || steps.count > frame.start : steps.count > frame.innerStart)
                        || liveElement.map { $0.selected?.context != selected.context } ?? false
                    frame.selectedDone = true
                    let path = frame.elementPath + [selected.context]
                    frames.append(frame)
                    open(selected, live: frame.liveTabs[selected.context], path: path, mustEnd: endsHere)
                    break
                }
                if isTop { break }
                frame.index += 1
                frame.tabIndex = -1
                frame.selectedDone = false
            }
        }
        return steps
    }

    /// A base whose steps are being worked out, and how far.
    private struct StepsFrame {
        var chain: [Element]
        var liveChain: [Element?]
        var path: [Context]
        var mustEnd: Bool
        /// The number of steps before the base's own.
        var start: Int
        /// The element of ``chain`` whose tabs are under way, or the next to look at.
        var index = 0
        /// The next tab of that element; -1 before its tabs are started.
        var tabIndex = -1
        /// Whether the selected tab's steps are done.
        var selectedDone = false
        /// The number of steps before that element's own.
        var innerStart = 0
        /// The path of that element, from the root.
        var elementPath: [Context] = []
        /// The tabs the app shows on that element, by context: one look-up per tab of the snapshot.
        var liveTabs: [Context: Element] = [:]
    }

    /// Whether `shown` and `restored` show the same — the same contexts, presentations, selected
    /// tabs and stacks, all the way up — whichever tabs each hides: the request does not hide or
    /// show tabs (``NavigationRouter/restore(_:)`` puts the snapshot's hidden set back around it),
    /// so a branch that differs only there needs no step. Element by element, without recursion.
    private static func showsTheSame(_ shown: Element, _ restored: Element) -> Bool {
        var pending = [(shown, restored)]
        while let (left, right) = pending.popLast() {
            guard left.context == right.context, left.presentation == right.presentation,
                left.selectedTab == right.selectedTab, left.tabs.count == right.tabs.count,
                left.stack.count == right.stack.count
            else { return false }
            for index in left.tabs.indices { pending.append((left.tabs[index], right.tabs[index])) }
            for index in left.stack.indices { pending.append((left.stack[index], right.stack[index])) }
        }
        return true
    }

    /// `tabs` by context, the first of each context where two share one (as a search from the
    /// front finds it): restoring a bar of n tabs looks each up once, instead of n searches of n.
    private static func tabsByContext(_ tabs: [Element]) -> [Context: Element] {
        Dictionary(tabs.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
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
