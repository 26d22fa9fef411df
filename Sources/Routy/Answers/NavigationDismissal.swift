/// Why a screen that was asked for a value went without one.
public enum NavigationDismissal: Hashable, Sendable {
    /// The user took the screen away without answering: swiped a sheet down, tapped outside an
    /// action sheet, went back.
    case byUser
    /// A request of the router took the screen away or gave it another payload: a deeplink, a
    /// navigation, a close — or the screen was released without leaving the tree.
    case byNavigation
    /// Another ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)`` showed the same screen and waits for
    /// its value instead.
    case replaced
    /// The screen was never shown: the interceptors named here redirected the request (to a
    /// sign-in screen, say). What they kept pending may show it later, but nobody waits for its
    /// value then: ask again once the pending request has run.
    case redirected(by: [String])
}

extension NavigationDismissal: CustomStringConvertible {
    /// `by the user`, `by navigation`, `replaced`, `redirected by signIn`.
    public var description: String {
        switch self {
        case .byUser: "by the user"
        case .byNavigation: "by navigation"
        case .replaced: "replaced"
        case .redirected(let interceptors): "redirected by \(interceptors.joined(separator: " -> "))"
        }
    }
}
