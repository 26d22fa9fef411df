/// Why a ``NavigationSnapshot`` could not be read, written or restored.
///
/// Every case names where in the snapshot it is — a path such as `root.tabs[1].stack[0]` — and
/// ``description`` says what was found and what to do.
public enum NavigationSnapshotError: Error, Equatable, Sendable {
    /// The snapshot was written in a newer version of the format than this package reads.
    case newerFormatVersion(Int, supported: Int)
    /// A context names a type the app's context type does not have, such as a screen an older
    /// version of the app had; the first value is the type as written.
    case unknownContextType(String, at: String)
    /// A context's payload does not decode as the payload its type declares
    /// (`NavigationPayloadDeclaring`): missing, of another type, or present where the type takes none.
    case badPayload(type: String, at: String, reason: String)
    /// The data is not a snapshot: not JSON, or a key is missing or of the wrong kind.
    case malformed(at: String, reason: String)
    /// The snapshot breaks a rule of the format: a tab not presented as a tab, a selected tab
    /// that does not exist, an element of a stack with a stack of its own.
    case inconsistent(at: String, reason: String)
    /// A context's payload cannot be encoded: it is not `Encodable`.
    case cannotEncode(at: String, reason: String)
    /// The snapshot shows nothing: it was taken of an empty tree, so there is nothing to restore.
    case empty
    /// The snapshot's data has this many bytes, more than the `limit` the app allows
    /// (``NavigationScenes/maximumRestorationSize``): it was not read, or not written.
    case tooLarge(Int, limit: Int)
}

extension NavigationSnapshotError: CustomStringConvertible {
    /// A sentence that says what was found, where, and what to do.
    public var description: String {
        switch self {
        case .newerFormatVersion(let version, let supported):
            "The snapshot is in format version \(version), but this version of Routy reads versions up to "
                + "\(supported); update Routy, or restore nothing."
        case .unknownContextType(let type, let path):
            "The context at \(path) has the type `\(type)`, which the app does not have; "
                + "the snapshot is from another version of the app: restore nothing, or map the type."
        case .badPayload(let type, let path, let reason):
            "The payload of the `\(type)` context at \(path) cannot be read: \(reason). Check the payload type "
                + "the context type declares (NavigationPayloadDeclaring)."
        case .malformed(let path, let reason):
            "The data is not a navigation snapshot (at \(path)): \(reason)."
        case .inconsistent(let path, let reason):
            "The snapshot is inconsistent at \(path): \(reason)."
        case .cannotEncode(let path, let reason):
            "The snapshot cannot be encoded at \(path): \(reason). Give the context type's payloads Codable types."
        case .empty:
            "The snapshot shows nothing (it was taken of an empty tree): there is nothing to restore."
        case .tooLarge(let size, let limit):
            "The snapshot's data has \(size) bytes, more than the limit of \(limit); restore nothing, or raise "
                + "`maximumRestorationSize` if the app means to save that much."
        }
    }
}
