/// Why the router dropped the request an interceptor kept pending, before anything resumed it.
///
/// Observers get it with ``NavigationEvent/pendingRequestDropped(id:_:_:)``; a
/// ``NavigationRecorder`` writes it in the log, and the inspector shows it.
public enum NavigationPendingDrop<ContextType: Hashable & Sendable>: Hashable, Sendable {
    /// The user took away the screen the interceptor redirected to — pulled the login sheet
    /// down, went back from it, tapped another tab — so nothing on screen would resume the
    /// request: a later sign-in, made for another reason, must not jump to it. The context is
    /// that screen's.
    case userLeftRedirect(NavigationContext<ContextType>)
}

extension NavigationPendingDrop: CustomStringConvertible {
    /// `the user left login`.
    public var description: String {
        switch self {
        case .userLeftRedirect(let context): "the user left \(context)"
        }
    }
}
