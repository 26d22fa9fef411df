/// A handle on a request made with ``NavigationRouter/enqueue(_:completion:)``, to cancel it
/// before it starts.
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
    /// ``NavigationError/cancelled``. A request that has started runs to its end: what it shows
    /// on screen cannot be half undone.
    ///
    /// - Returns: `true` when the request was cancelled, `false` when it had started or ended.
    @discardableResult
    public func cancel() -> Bool {
        cancelAction(id)
    }
}
