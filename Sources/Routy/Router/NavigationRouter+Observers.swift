import Portus

// The router's observers: the events of requests, and the changes the user makes.
extension NavigationRouter {
    /// Calls `observer` with every event: request started, instruction executed, request ended.
    ///
    /// - Returns: The observer's identifier, for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (NavigationEvent<ContextType>) -> Void) -> NavigationObserverID {
        let id = NavigationObserverID(value: nextObserverID)
        nextObserverID += 1
        observerIDs.append(id)
        observers.append(observer)
        return id
    }

    /// Stops calling an observer; it gets no event after this returns.
    ///
    /// - Parameter id: What ``addObserver(_:)`` returned; an identifier already removed is ignored.
    public func removeObserver(_ id: NavigationObserverID) {
        guard let index = observerIDs.firstIndex(of: id) else { return }
        observerIDs.remove(at: index)
        observers.remove(at: index)
    }

    /// Whether anyone observes: an event is made only then.
    var isObserved: Bool { !observerIDs.isEmpty }

    /// Calls the observers with `event`. Callers check ``isObserved`` first, so that a request
    /// nobody observes makes no event, nor the closure that would make one.
    func emit(_ event: NavigationEvent<ContextType>) {
        for observer in observers { observer(event) }
    }

    /// Reports a change of the tree that the router did not make as the user's.
    func treeDidChange(_ change: RoutingTree.Change) {
        guard isObserved else { return }
        switch change {
        case .entered(let entry):
            guard let context = entry.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.enter(context)))
        case .left(let entry):
            guard let context = entry.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.leave(context)))
            if isObserved, let leavable = entry.routable as? any Leavable, !leavable.canLeaveNode(with: entry) {
                emit(.leaveGuardBypassed(context))
            }
        case .switched(_, let tab):
            guard let context = tab.elementContext(ContextType.self) else { return }
            emit(.userNavigated(.switchTo(context)))
        // The router makes payload updates only; a tab bar rearranged is no navigation.
        case .updated, .rearranged:
            return
        }
    }

    @inline(never)
    func emitStarted(id: Int, _ request: NavigationRequest<ContextType>) {
        emit(.requestStarted(id: id, request))
    }

    @inline(never)
    func emitEnded(id: Int, _ result: NavigationResult<ContextType>) {
        emit(.requestEnded(id: id, result))
    }

    /// Drops the pending request when the screen its redirect showed is no longer on the active
    /// path and the user took it away; stops watching when a request of the app's did.
    func checkRedirect(leftByUser: Bool) {
        guard let watch = redirectWatch, !tree.activePath.contains(watch.entry) else { return }
        redirectWatch = nil
        guard leftByUser, !keepsPendingWhenUserLeavesRedirect, let pending = pendingRequest,
            let context = watch.entry.elementContext(ContextType.self)
        else { return }
        pendingRequest = nil
        if isObserved { emit(.pendingRequestDropped(id: watch.id, pending, .userLeftRedirect(context))) }
    }
}
