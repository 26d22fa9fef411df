/// Why a navigation log could not be written or read.
public enum NavigationLogError: Error, Equatable, Sendable {
    /// A line of the log is not an entry a ``NavigationRecorder`` writes; `line` counts from 1.
    case unreadableLine(Int, reason: String)
    /// An entry cannot be written: a context's payload is not `Encodable`.
    case cannotEncode(entry: String, reason: String)
}

extension NavigationLogError: CustomStringConvertible {
    /// A sentence that says what was found, where, and what to do.
    public var description: String {
        switch self {
        case .unreadableLine(let line, let reason):
            "Line \(line) of the navigation log cannot be read: \(reason). Replay logs that a NavigationRecorder "
                + "of this context type wrote."
        case .cannotEncode(let entry, let reason):
            "The log entry \(entry) cannot be written: \(reason). Give the context type's payloads Codable types."
        }
    }
}
