/// A handle on a request made to a ``NavigationRouter``, to cancel it before it starts.
@MainActor
public final class NavigationTicket {
    /// The request's identifier, as in the router's events.
    public let id: Int
    private let cancelAction: (Int) -> Bool

    init(id: Int, cancel: @escaping (Int) -> Bool) {
        self.id = id
        self.cancelAction = cancel
    }

    /// Cancels the request if it has not started: its completion is called with
    /// ``NavigationError/cancelled``.
    ///
    /// - Returns: `true` when the request was cancelled, `false` when it had started or ended.
    @discardableResult
    public func cancel() -> Bool {
        cancelAction(id)
    }
}

/// What a new request does to requests that wait in a ``NavigationRouter``'s queue.
public enum NavigationQueuePolicy: Hashable, Sendable {
    /// The new request waits behind them.
    case enqueue
    /// The waiting requests are cancelled; the new one takes their place. The request that is
    /// running is never interrupted.
    case replacePending
}
