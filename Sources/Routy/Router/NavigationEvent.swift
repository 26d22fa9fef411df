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
}

/// Identifies an observer added with ``NavigationRouter/addObserver(_:)``, to remove it.
public struct NavigationObserverID: Hashable, Sendable {
    let value: Int
}
