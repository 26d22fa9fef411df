/// What a new request does to requests that wait in a ``NavigationRouter``'s queue.
public enum NavigationQueuePolicy: Hashable, Sendable {
    /// The new request waits behind them.
    case enqueue
    /// The waiting requests are cancelled; the new one takes their place. The request that is
    /// running is never interrupted.
    case replacePending
}
