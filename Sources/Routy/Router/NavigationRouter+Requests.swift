import Foundation

extension NavigationRouter {
    /// Runs steps as one request, after the ones before it, and returns what it did: every verb
    /// of the router is a ``NavigationStep``.
    ///
    /// ```swift
    /// try await router.perform(.navigate(to: [.catalog, .product(42)]))
    /// try await router.perform(.goBack)
    /// try await router.perform(.open(url))                             // source: .deeplink
    /// try await router.perform(.close(.login), .resumePending)         // after a sign-in
    /// try await router.perform(.navigate(to: .cart), source: .widget)
    /// ```
    ///
    /// Cancelling the calling task cancels the request if it has not started — it throws
    /// ``NavigationError/cancelled`` — and changes nothing once it has: a request that has started
    /// runs to its end, since what it shows on screen cannot be half undone, and this returns its
    /// outcome.
    ///
    /// - Parameters:
    ///   - steps: The steps, run in order; the first that fails stops the request.
    ///   - source: Where the request came from; unless given, the source of the entry the first
    ///     step opens (``NavigationSource/deeplink`` for a link), else ``NavigationSource/app``.
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it, naming the step and what had happened.
    @discardableResult
    public func perform(
        _ steps: NavigationStep<ContextType>...,
        source: NavigationSource? = nil
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(NavigationRequest(steps, source: source))
    }

    /// Runs a request after the ones before it and returns what it did; see
    /// ``perform(_:source:)``.
    ///
    /// - Parameter request: The steps to run, and where the request came from.
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it, naming the step and what had happened.
    @discardableResult
    public func perform(
        _ request: NavigationRequest<ContextType>
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        let ticket = TicketHolder()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<NavigationResult<ContextType>, Never>) in
                guard !Task.isCancelled else {
                    return continuation.resume(returning: .failure(NavigationFailure(.cancelled)))
                }
                ticket.ticket = enqueue(request) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in ticket.ticket?.cancel() }
        }
        return try result.get()
    }
}

/// The ticket of an awaited request, for the task's cancellation handler.
@MainActor
final class TicketHolder {
    var ticket: NavigationTicket?
}
