/// One entry of a navigation log, replayed: what ran for it and how that compares with the log.
public struct NavigationReplayStep<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The entry's number in the log, from 1.
    public var number: Int
    /// The entry.
    public var entry: NavigationLogEntry<ContextType>
    /// The request that ran for it: the logged request, or the request that does what the user
    /// did; `nil` for a mark.
    public var request: NavigationRequest<ContextType>?
    /// How the log says the request ended; `nil` for what the user did, and for a request whose
    /// outcome the log does not have (the app stopped while it ran).
    public var recorded: NavigationLogOutcome<ContextType>?
    /// How the request ended this time; `nil` for a mark.
    public var replayed: NavigationLogOutcome<ContextType>?
    /// For a mark, whether the app applied it.
    public var markApplied: Bool?

    /// Creates a replayed step.
    ///
    /// - Parameters:
    ///   - number: The entry's number in the log, from 1.
    ///   - entry: The entry.
    ///   - request: The request that ran for it.
    ///   - recorded: How the log says the request ended.
    ///   - replayed: How it ended this time.
    ///   - markApplied: For a mark, whether the app applied it.
    public init(
        number: Int,
        entry: NavigationLogEntry<ContextType>,
        request: NavigationRequest<ContextType>? = nil,
        recorded: NavigationLogOutcome<ContextType>? = nil,
        replayed: NavigationLogOutcome<ContextType>? = nil,
        markApplied: Bool? = nil
    ) {
        self.number = number
        self.entry = entry
        self.request = request
        self.recorded = recorded
        self.replayed = replayed
        self.markApplied = markApplied
    }

    /// Whether the replay did what the log says: a request ended as recorded (or the log has no
    /// outcome to compare), what the user did could be done again, the app applied the mark.
    public var isAsRecorded: Bool {
        switch entry {
        case .request: recorded == nil || recorded == replayed
        case .user: replayed?.succeeded ?? false
        case .mark: markApplied ?? false
        case .outcome, .pendingDropped: true
        case .unrecorded: false
        }
    }
}

extension NavigationReplayStep: CustomStringConvertible {
    /// The entry, then what the replay did, and what the log says when that differs.
    public var description: String {
        var lines = ["\(number) \(entry)"]
        if case .user = entry, let request { lines.append("  as \(request)") }
        if let replayed { lines.append("  \(replayed)") }
        if let recorded, recorded != replayed { lines.append("  differs from the log: \(recorded)") }
        if markApplied == false { lines.append("  the app did not apply the mark") }
        return lines.joined(separator: "\n")
    }
}
