/// What an interceptor decides about a request.
public enum NavigationInterception<ContextType: Hashable & Sendable>: Sendable {
    /// Let the request go on to the next interceptor, and then run.
    case proceed
    /// Run `request` instead. With `keepingOriginal`, the router holds the original request as
    /// pending (``NavigationRouter/pendingRequest``) so that it can be resumed later — unless
    /// `request` fails, as when the login screen cannot be shown.
    case redirect(NavigationRequest<ContextType>, keepingOriginal: Bool)
    /// Do not run the request; it fails with ``NavigationError/rejected(by:reason:)``.
    case reject(reason: String)
}

/// Looks at every request before it is planned: a sign-in wall, a feature flag, an A/B test.
///
/// Interceptors run in the order they are listed in ``NavigationRouter/interceptors``; the
/// first that does not proceed decides. An interceptor may suspend (ask a server, wait for a
/// prompt the app shows by other means); requests made meanwhile wait their turn. It must not
/// wait for a request made to the same router: that request waits behind the very request
/// being intercepted. Redirect instead.
///
/// With at least one interceptor, every request ends asynchronously, after the interceptors'
/// answers, even when all of them proceed.
@MainActor
public protocol NavigationInterceptor<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The name reports and errors use for this interceptor.
    var name: String { get }

    /// Decides what happens to `request`.
    func intercept(_ request: NavigationRequest<ContextType>) async -> NavigationInterception<ContextType>
}

extension NavigationRequest {
    /// Every context the request presents, in order.
    public var presentedContexts: [NavigationContext<ContextType>] {
        steps.flatMap { step -> [NavigationContext<ContextType>] in
            guard case .present(let contexts) = step else { return [] }
            return contexts
        }
    }
}
