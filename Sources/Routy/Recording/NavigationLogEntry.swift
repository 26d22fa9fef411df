/// One line of a navigation log: a request that started, how it ended, what the user did, or a
/// mark the app set.
///
/// A ``NavigationRecorder`` writes them as JSON Lines, one entry a line;
/// ``NavigationRouter/replay(_:mark:onStep:)`` runs them again.
public enum NavigationLogEntry<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// A request started: its identifier (as in the router's events), its steps and its source.
    case request(id: Int, NavigationRequest<ContextType>)
    /// The request with this identifier ended so.
    case outcome(id: Int, NavigationLogOutcome<ContextType>)
    /// The user navigated on screen (`NavigationEvent.userNavigated`); `path` is the active path
    /// right after, from the root element.
    case user(NavigationInstruction<ContextType>, path: [NavigationContext<ContextType>])
    /// Something the app noted that the router cannot see — the user signed in, a pending
    /// request was dropped — which a replay hands back to the app.
    case mark(String)
    /// The router dropped the request an interceptor kept pending when the request `id` was
    /// redirected, because the user left the screen the redirect showed
    /// (`NavigationEvent.pendingRequestDropped`). A replay runs nothing for it: the user's
    /// change before it, replayed from ``NavigationSource/user``, drops the request again.
    case pendingDropped(id: Int, NavigationRequest<ContextType>, NavigationPendingDrop<ContextType>)
    /// An event the recorder could not write, in words, and why.
    case unrecorded(event: String, reason: String)

    /// The request a replay runs for this entry: the request itself, or, for what the user did,
    /// the request that does the same — a leave as a close, a tab tapped as `selectTab`, an
    /// element entered as a navigate to the path it led to — from the source ``NavigationSource/user``.
    /// `nil` for the other entries.
    public var replayRequest: NavigationRequest<ContextType>? {
        switch self {
        case .request(_, let request): return request
        case .user(let instruction, let path):
            switch instruction {
            case .leave(let context): return NavigationRequest([.close(context)], source: .user)
            case .switchTo(let context): return NavigationRequest([.selectTab(context)], source: .user)
            case .enter, .update: return path.isEmpty ? nil : NavigationRequest([.navigate(to: path)], source: .user)
            }
        case .outcome, .mark, .pendingDropped, .unrecorded: return nil
        }
    }
}

extension NavigationLogEntry: CustomStringConvertible {
    /// `request 3 (go): navigate(catalog)`, `outcome 3: done: switchTo(catalog)`,
    /// `user: leave(cart)`, `mark: signed-in`,
    /// `pending 3 dropped: navigate(orders) (the user left login)`, `unrecorded: … (why)`.
    public var description: String {
        switch self {
        case .request(let id, let request): "request \(id) (\(request.source)): \(request)"
        case .outcome(let id, let outcome): "outcome \(id): \(outcome)"
        case .user(let instruction, _): "user: \(instruction)"
        case .mark(let name): "mark: \(name)"
        case .pendingDropped(let id, let request, let drop): "pending \(id) dropped: \(request) (\(drop))"
        case .unrecorded(let event, let reason): "unrecorded: \(event) (\(reason))"
        }
    }
}
