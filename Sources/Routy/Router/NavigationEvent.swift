/// What a ``NavigationRouter`` tells its observers (analytics, logging).
///
/// A request's events carry its identifier, the ``NavigationTicket/id`` of the request; the
/// request's ``NavigationRequest/source`` says where it came from.
public enum NavigationEvent<ContextType: Hashable & Sendable>: Sendable {
    /// A request started; `id` tells its events apart from other requests'.
    case requestStarted(id: Int, NavigationRequest<ContextType>)
    /// An instruction of the request was executed.
    case instructionExecuted(id: Int, NavigationInstruction<ContextType>)
    /// A request ended, with its outcome.
    case requestEnded(id: Int, NavigationResult<ContextType>)
    /// The tree changed without the router: the user navigated — a swipe back, a tab tapped, a
    /// sheet pulled down — and the element that shows it told the tree. Its source is
    /// ``NavigationSource/user``. Changes the app's own code makes to the tree outside the router
    /// are reported the same way. (The router makes payload updates only, so none is reported.)
    case userNavigated(NavigationInstruction<ContextType>)
    /// The user took away an element whose leave guard refuses (`Leavable.canLeaveNode(with:)`
    /// answers `false`): the platform did not let the element block the gesture. Comes right after
    /// the ``userNavigated(_:)`` of the leave.
    case leaveGuardBypassed(NavigationContext<ContextType>)
    /// The router dropped the request an interceptor had kept pending, for the reason given —
    /// the user took the login screen away — so ``NavigationRouter/perform(_:source:)`` will not run
    /// it. `id` is the identifier of the request that was redirected: the
    /// ``NavigationTicket/id`` its caller holds and the id of its ``requestStarted(id:_:)``.
    /// Comes once per pending request, right after the ``userNavigated(_:)`` that caused it.
    case pendingRequestDropped(id: Int, NavigationRequest<ContextType>, NavigationPendingDrop<ContextType>)

    /// Where what the event reports came from: the request's source is in its
    /// ``requestStarted(id:_:)`` event; the user's events are ``NavigationSource/user``.
    public var source: NavigationSource? {
        switch self {
        case .requestStarted(_, let request): request.source
        case .userNavigated, .leaveGuardBypassed, .pendingRequestDropped: .user
        case .instructionExecuted, .requestEnded: nil
        }
    }
}

/// Identifies an observer added with ``NavigationRouter/addObserver(_:)``, to remove it.
public struct NavigationObserverID: Hashable, Sendable {
    let value: Int
}
