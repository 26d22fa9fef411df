/// What an interceptor decides about a request.
public enum NavigationInterception<ContextType: Hashable & Sendable>: Sendable {
    /// Let the request go on to the next interceptor, and then run.
    case proceed
    /// Run `request` instead. With `keepingOriginal`, the router holds the original request as
    /// pending (``NavigationRouter/pendingRequest``) so that it can be resumed later — unless
    /// `request` fails, as when the login screen cannot be shown, or the user takes away the
    /// screen `request` shows (``NavigationRouter/keepsPendingWhenUserLeavesRedirect``).
    case redirect(NavigationRequest<ContextType>, keepingOriginal: Bool)
    /// Do not run the request; it fails with ``NavigationError/rejected(by:contexts:underlying:)``
    /// carrying `error`.
    case reject(any Error)
    /// Decide after suspending — ask a server, wait for a prompt the app shows by other means.
    ///
    /// The router runs the closure when the request's turn comes and follows the decision it
    /// returns; requests made meanwhile wait. A dry run (``NavigationRouter/plan(_:)``) cannot
    /// wait, and plans as if the interceptor proceeded.
    case suspend(@MainActor @Sendable () async -> NavigationInterception<ContextType>)

    /// Do not run the request, for the reason given.
    ///
    /// - Parameter reason: Why, as a sentence: `"cart is turned off"`.
    /// - Returns: ``reject(_:)`` with a ``NavigationRejection``.
    public static func reject(reason: String) -> Self {
        .reject(NavigationRejection(reason: reason))
    }
}

/// The error of an interceptor that rejects a request with a reason only.
public struct NavigationRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the request was rejected.
    public var reason: String

    /// Creates a rejection.
    ///
    /// - Parameter reason: Why the request was rejected.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

/// Looks at every request before it is planned: a sign-in wall, a feature flag, an A/B test.
///
/// Interceptors run in the order they are listed in ``NavigationRouter/interceptors``; the
/// first that does not proceed decides. They decide synchronously, so that a dry run
/// (``NavigationRouter/plan(_:)``) shows what they would do; an interceptor that must wait
/// returns ``NavigationInterception/suspend(_:)``. It must not wait for a request made to the
/// same router: that request waits behind the very request being intercepted. Redirect instead.
///
/// ```swift
/// struct MaintenanceInterceptor: NavigationInterceptor {
///     let name = "maintenance"
///     func intercept(_ request: NavigationRequest<Screen>) -> NavigationInterception<Screen> {
///         request.destinationContexts.contains { $0.type == .checkout }
///             ? .redirect([.navigate(to: [.maintenance])], keepingOriginal: false) : .proceed
///     }
/// }
/// ```
@MainActor
public protocol NavigationInterceptor<ContextType> {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The name reports and errors use for this interceptor.
    var name: String { get }

    /// Decides what happens to `request`; called once per request (and again by each dry run).
    func intercept(_ request: NavigationRequest<ContextType>) -> NavigationInterception<ContextType>
}
