/// Sends requests for screens that need a signed-in user to a login screen, and keeps them
/// pending so that they can continue after sign-in.
///
/// ```swift
/// router.interceptors = [
///     SignInInterceptor(
///         requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
///         isSignedIn: { session.isSignedIn },
///         login: { _ in .login }
///     )
/// ]
/// // After a successful sign-in: close the login screen and go on where the wall stopped, as
/// // one request.
/// try await router.perform(.close(.login), .resumePending)
/// ```
///
/// When the user takes the login screen away — pulls the sheet down — the router drops the
/// pending request itself (``NavigationRouter/keepsPendingWhenUserLeavesRedirect`` keeps it).
///
/// Close the very context `login` built: if it carries the request as its payload, close that
/// context, not a bare `login`.
@MainActor
public struct SignInInterceptor<ContextType: Hashable & Sendable>: NavigationInterceptor {
    public let name: String
    private let requiresSignIn: (NavigationContext<ContextType>) -> Bool
    private let isSignedIn: () -> Bool
    private let login: (NavigationRequest<ContextType>) -> NavigationContext<ContextType>

    /// Creates a sign-in interceptor.
    ///
    /// - Parameters:
    ///   - name: The name reports and errors use.
    ///   - requiresSignIn: Whether a context needs a signed-in user.
    ///   - isSignedIn: Whether the user is signed in now.
    ///   - login: The login context to show instead of a request; it may carry the request.
    public init(
        name: String = "sign-in",
        requiresSignIn: @escaping (NavigationContext<ContextType>) -> Bool,
        isSignedIn: @escaping () -> Bool,
        login: @escaping (NavigationRequest<ContextType>) -> NavigationContext<ContextType>
    ) {
        self.name = name
        self.requiresSignIn = requiresSignIn
        self.isSignedIn = isSignedIn
        self.login = login
    }

    /// Redirects to the login context, keeping the request pending, when the user is signed out
    /// and the request navigates to a context that needs sign-in.
    public func intercept(_ request: NavigationRequest<ContextType>) -> NavigationInterception<ContextType> {
        guard !isSignedIn(), request.destinationContexts.contains(where: requiresSignIn) else { return .proceed }
        return .redirect(
            NavigationRequest([.navigate(to: [login(request)])], source: .interceptor(name)), keepingOriginal: true)
    }
}
