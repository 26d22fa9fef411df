extension NavigationRouter {
    /// Runs a request after the ones before it and returns its outcome.
    ///
    /// Cancelling the calling task does not cancel the request; use the completion form and its
    /// ``NavigationTicket`` to cancel a request before it starts.
    @discardableResult
    public func perform(_ request: NavigationRequest<ContextType>) async -> NavigationResult<ContextType> {
        await withCheckedContinuation { continuation in
            perform(request) { continuation.resume(returning: $0) }
        }
    }

    /// Shows `contexts` at the end of the active path, reusing what exists, and returns the outcome.
    @discardableResult
    public func present(_ contexts: [Context], source: String = "app") async -> NavigationResult<ContextType> {
        await perform(.present(contexts, source: source))
    }

    /// Shows one context and returns the outcome.
    @discardableResult
    public func present(_ context: Context, source: String = "app") async -> NavigationResult<ContextType> {
        await perform(.present([context], source: source))
    }

    /// Shows a context of `type` with no payload and returns the outcome.
    @discardableResult
    public func present(_ type: ContextType, source: String = "app") async -> NavigationResult<ContextType> {
        await perform(.present([Context(type: type)], source: source))
    }

    /// Takes away the shown element with `context`, and everything above it, and returns the outcome.
    @discardableResult
    public func dismiss(_ context: Context, source: String = "app") async -> NavigationResult<ContextType> {
        await perform(.dismiss(context, source: source))
    }
}
