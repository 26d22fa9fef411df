import Portus

extension NavigationRouter {
    /// What restoring `snapshot` would do from the tree as it is, worked out without running
    /// anything: the request, what it leaves out, and what the app shows once it ran.
    ///
    /// See ``restore(_:)`` for the rules.
    ///
    /// - Parameter snapshot: What the app should show.
    /// - Returns: The restoration; enqueue its ``NavigationRestoration/request`` to run it from
    ///   synchronous code.
    /// - Throws: ``NavigationError/input(_:)`` wrapping a ``NavigationSnapshotError`` (see
    ///   ``NavigationError/snapshotError``) for a snapshot of a newer format, an inconsistent or an
    ///   empty one; ``NavigationError/tooManyContexts(_:limit:)`` for a snapshot of more
    ///   elements than ``maximumContextsPerRequest``, or whose request (which names each tab's
    ///   path from the root) shows more contexts; ``NavigationError/unregisteredType(_:)`` or
    ///   ``NavigationError/cannotPresent(_:_:)`` when the snapshot's root element is not the one
    ///   shown and the factory cannot make it as the root.
    public func restoration(
        for snapshot: NavigationSnapshot<ContextType>
    ) throws(NavigationFailure<ContextType>) -> NavigationRestoration<ContextType> {
        // Counted first: a snapshot over the limit is refused without reading it further.
        try checkContextCount(snapshot.elementCount)
        do throws(NavigationSnapshotError) {
            try snapshot.validate()
        } catch {
            throw NavigationFailure(.input(UnderlyingError(error)))
        }
        guard let root = snapshot.root else {
            throw NavigationFailure(.input(UnderlyingError(NavigationSnapshotError.empty)))
        }
        let shown = self.snapshot().root
        let live = shown?.context == root.context ? shown : nil
        if live == nil {
            do throws(NavigationError<ContextType>) {
                let presentation = try factory.presentation(for: root.context)
                guard presentation == .root else { throw .cannotPresent(root.context, presentation) }
            } catch {
                throw NavigationFailure(error)
            }
        }
        // Each step of the run decides again, where it shows the new elements; the planner's
        // width is the one the run finds, for what the restoration says the app shows.
        var planner = RestorePlanner(
            factory: factory, keepsBranches: strategy == .keepBranches,
            widthClass: { [self] element, outer in widthClass(below: element, outer: outer) })
        let target = planner.trim(root, live: live, active: true, path: [], width: windowWidthClass)
        let steps = planner.steps(target, live: live, path: [root.context], mustEnd: true)
        let request = NavigationRequest(steps, source: .restore)
        // The request names each branch's path from the root: what it shows is counted as for
        // any request, so that the run does not refuse what this accepted.
        try checkContextCount(request.shownContextCount)
        return NavigationRestoration(
            request: request, skipped: planner.skipped, target: NavigationSnapshot(root: target))
    }

    /// Shows `snapshot` again, through the router, as one request: what is shown already is
    /// reused, the factory makes the rest, each tab gets its stack back, and the snapshot's
    /// active path is shown last. Each tab container that adopts ``NavigationTabArranging``, and
    /// whose tabs the snapshot names all of, gets the snapshot's order of its tabs and, once the
    /// request ran, its hidden tabs back: the restored bar is the saved one. (The request of
    /// ``restoration(for:)``, and its ``NavigationRestoration/target``, leave the bar's order
    /// and hidden tabs as the app has them.)
    ///
    /// The request has a `navigate(to:)` step for each tab whose stack differs from the
    /// snapshot's — after one that makes the tab's container when the app does not show it yet —
    /// then one for the active path; its source is ``NavigationSource/restore``. It
    /// runs after the requests queued before it, through the interceptors, like any other: a
    /// snapshot with a protected screen, restored while signed out, goes pending behind a sign-in
    /// wall, and ``perform(_:source:)`` restores it after sign-in.
    ///
    /// Everything is checked before the first instruction runs. What cannot be restored is left
    /// out and reported in ``NavigationRestoreReport/skipped``, with everything shown on it: a tab
    /// the app no longer has, an element whose type the factory cannot make the way it was
    /// shown, a modal in a tab that is not selected. A snapshot that cannot be read at all throws.
    ///
    /// A type registered per width class (``NavigationPresentation/adaptive(compact:regular:)``)
    /// is shown as the width class restored into says: a snapshot taken in regular width, with
    /// a form sheet, restores in compact width with the screen pushed, and the other way round.
    ///
    /// ```swift
    /// let saved = router.snapshot()
    /// // … in a fresh app:
    /// let restored = try await router.restore(saved)
    /// print(restored.isComplete)  // true
    /// ```
    ///
    /// - Parameter snapshot: What the app should show, as ``snapshot()`` took it.
    /// - Returns: The report of the request, and what was left out.
    /// - Throws: The failures of ``restoration(for:)``, before anything runs; then the
    ///   ``NavigationFailure`` of the request, naming the step and what had run before it.
    @discardableResult
    public func restore(
        _ snapshot: NavigationSnapshot<ContextType>
    ) async throws(NavigationFailure<ContextType>) -> NavigationRestoreReport<ContextType> {
        let restoration = try restoration(for: snapshot)
        // The tabs the request fills are shown while it runs, whatever the hidden-tab policy;
        // the snapshot's hidden set comes back once it ran.
        // The snapshot as saved, not the restoration's target, which lists tabs as the app does.
        arrangeTabs(as: snapshot, showingAll: true)
        let report = try await perform(restoration.request)
        arrangeTabs(as: snapshot, showingAll: false)
        return NavigationRestoreReport(report: report, skipped: restoration.skipped)
    }
}

extension NavigationRouter {
    /// Puts the tabs of each container the app shows where `snapshot` has one, with the same
    /// tabs, in the snapshot's order, and hides the tabs it hides — none when `showingAll`.
    /// Containers are found along the snapshot from its root, each tab by its context; one that
    /// does not adopt ``NavigationTabArranging``, or whose tabs the snapshot does not name all of,
    /// keeps its tabs as they are.
    func arrangeTabs(as snapshot: NavigationSnapshot<ContextType>, showingAll: Bool) {
        typealias Element = NavigationSnapshot<ContextType>.Element
        guard let root = snapshot.root, let rootNode = rootElementNode else { return }
        // A list, not recursion: a snapshot may nest tabs to any depth.
        var pending: [(element: Element, node: RoutingTree.Node)] = [(root, rootNode)]
        while let (element, node) = pending.popLast() {
            guard node.entry.elementContext(ContextType.self) == element.context else { continue }
            let tabNodes = Dictionary(
                Self.elementChildren(of: node).filter(\.isManagedByParent).compactMap { tab in
                    tab.entry.elementContext(ContextType.self).map { ($0, tab) }
                },
                uniquingKeysWith: { first, _ in first })
            // Only a bar the snapshot names whole: a tab it lacks (the app added one since) has no
            // place in the saved order.
            if !element.tabs.isEmpty, tabNodes.count == element.tabs.count,
                element.tabs.allSatisfy({ tabNodes[$0.context] != nil }),
                let container = node.entry.routable as? any NavigationTabArranging<ContextType>
            {
                let hidden = showingAll ? [] : Set(element.tabs.filter(\.isHidden).map(\.context))
                container.arrangeTabs(element.tabs.map(\.context), hidden: hidden)
            }
            for tab in element.tabs {
                if let tabNode = tabNodes[tab.context] { pending.append((tab, tabNode)) }
            }
            var top = node
            for above in element.stack {
                guard let entered = Self.elementChildren(of: top).first(where: { !$0.isManagedByParent }) else { break }
                pending.append((above, entered))
                top = entered
            }
        }
    }
}
