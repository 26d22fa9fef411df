/// Keeps requests away from screens whose feature is turned off.
///
/// A request that navigates to a context of a disabled type goes to the fallback contexts for
/// that type, if there are any, and is rejected with a ``NavigationRejection`` otherwise — never a
/// crash.
@MainActor
public struct FeatureFlagInterceptor<ContextType: Hashable & Sendable>: NavigationInterceptor {
    public let name: String
    private let isEnabled: (ContextType) -> Bool
    private let fallback: (ContextType) -> [NavigationContext<ContextType>]?

    /// Creates a feature-flag interceptor.
    ///
    /// - Parameters:
    ///   - name: The name reports and errors use.
    ///   - isEnabled: Whether screens of a context type may be shown now.
    ///   - fallback: What to show instead of a disabled type, or `nil` to reject the request.
    public init(
        name: String = "feature-flags",
        isEnabled: @escaping (ContextType) -> Bool,
        fallback: @escaping (ContextType) -> [NavigationContext<ContextType>]? = { _ in nil }
    ) {
        self.name = name
        self.isEnabled = isEnabled
        self.fallback = fallback
    }

    /// Redirects to the fallback of the first disabled context, or rejects the request.
    public func intercept(_ request: NavigationRequest<ContextType>) -> NavigationInterception<ContextType> {
        guard let disabled = request.destinationContexts.first(where: { !isEnabled($0.type) }) else {
            return .proceed
        }
        if let contexts = fallback(disabled.type), !contexts.isEmpty {
            return .redirect(
                NavigationRequest([.navigate(to: contexts)], source: .interceptor(name)), keepingOriginal: false)
        }
        return .reject(reason: "\(disabled) is turned off and has no fallback")
    }
}
