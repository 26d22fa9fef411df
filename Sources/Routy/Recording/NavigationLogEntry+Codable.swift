import Foundation

private enum NavigationLogCodingKeys: String, CodingKey {
    case kind, id, source, steps, instructions, redirectedBy, pendingRequest, error, stepIndex
    case instruction, path, name, event, reason, left
}

private enum NavigationLogKind: String, Codable {
    case request, outcome, user, mark, pendingDropped, unrecorded
}

extension NavigationLogEntry: Encodable where ContextType: Encodable {
    /// Encodes the entry as one flat object whose `kind` says what it is:
    ///
    /// - `{"kind": "request", "id": 1, "source": "app", "steps": [...]}`, the steps as
    ///   `NavigationStep` writes them;
    /// - `{"kind": "outcome", "id": 1, "instructions": [...]}`, with `redirectedBy` and
    ///   `pendingRequest` when an interceptor redirected the request, and `error` and `stepIndex`
    ///   when it failed;
    /// - `{"kind": "user", "instruction": {...}, "path": [...]}`;
    /// - `{"kind": "mark", "name": "signed-in"}`;
    /// - `{"kind": "pendingDropped", "id": 1, "source": "app", "steps": [...], "left": {...}}`, the
    ///   pending request and the screen the user left;
    /// - `{"kind": "unrecorded", "event": "...", "reason": "..."}`.
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NavigationLogCodingKeys.self)
        switch self {
        case .request(let id, let request):
            try container.encode(NavigationLogKind.request, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(request.source, forKey: .source)
            try container.encode(request.steps, forKey: .steps)
        case .outcome(let id, let outcome):
            try container.encode(NavigationLogKind.outcome, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(outcome.instructions, forKey: .instructions)
            if !outcome.redirectedBy.isEmpty { try container.encode(outcome.redirectedBy, forKey: .redirectedBy) }
            try container.encodeIfPresent(outcome.pendingRequest, forKey: .pendingRequest)
            try container.encodeIfPresent(outcome.error, forKey: .error)
            try container.encodeIfPresent(outcome.stepIndex, forKey: .stepIndex)
        case .user(let instruction, let path):
            try container.encode(NavigationLogKind.user, forKey: .kind)
            try container.encode(instruction, forKey: .instruction)
            try container.encode(path, forKey: .path)
        case .mark(let name):
            try container.encode(NavigationLogKind.mark, forKey: .kind)
            try container.encode(name, forKey: .name)
        case .pendingDropped(let id, let request, .userLeftRedirect(let context)):
            try container.encode(NavigationLogKind.pendingDropped, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(request.source, forKey: .source)
            try container.encode(request.steps, forKey: .steps)
            try container.encode(context, forKey: .left)
        case .unrecorded(let event, let reason):
            try container.encode(NavigationLogKind.unrecorded, forKey: .kind)
            try container.encode(event, forKey: .event)
            try container.encode(reason, forKey: .reason)
        }
    }

    /// The entry as one line of JSON: keys sorted, no line break, slashes unescaped.
    ///
    /// - Returns: The line, without a line break at its end.
    /// - Throws: ``NavigationLogError/cannotEncode(entry:reason:)`` when a context's payload is
    ///   not `Encodable`.
    public func jsonLine() throws(NavigationLogError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch let error as EncodingError {
            let (path, reason) = CodingDiagnostics.describe(error)
            throw .cannotEncode(entry: description, reason: "\(reason) (at \(path))")
        } catch {
            throw .cannotEncode(entry: description, reason: "\(error)")
        }
    }
}

extension NavigationLogEntry: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes an entry written as ``encode(to:)`` writes it.
    ///
    /// - Throws: `DecodingError` when the kind is unknown, a key is missing, or a context cannot
    ///   be decoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavigationLogCodingKeys.self)
        switch try container.decode(NavigationLogKind.self, forKey: .kind) {
        case .request:
            let request = try Self.request(in: container)
            self = .request(id: try container.decode(Int.self, forKey: .id), request)
        case .pendingDropped:
            let request = try Self.request(in: container)
            let left = try container.decode(NavigationContext<ContextType>.self, forKey: .left)
            self = .pendingDropped(id: try container.decode(Int.self, forKey: .id), request, .userLeftRedirect(left))
        case .outcome:
            let outcome = NavigationLogOutcome(
                instructions: try container.decode([NavigationInstruction<ContextType>].self, forKey: .instructions),
                redirectedBy: try container.decodeIfPresent([String].self, forKey: .redirectedBy) ?? [],
                pendingRequest: try container.decodeIfPresent(
                    NavigationRequest<ContextType>.self, forKey: .pendingRequest),
                error: try container.decodeIfPresent(String.self, forKey: .error),
                stepIndex: try container.decodeIfPresent(Int.self, forKey: .stepIndex))
            self = .outcome(id: try container.decode(Int.self, forKey: .id), outcome)
        case .user:
            self = .user(
                try container.decode(NavigationInstruction<ContextType>.self, forKey: .instruction),
                path: try container.decode([NavigationContext<ContextType>].self, forKey: .path))
        case .mark:
            self = .mark(try container.decode(String.self, forKey: .name))
        case .unrecorded:
            self = .unrecorded(
                event: try container.decode(String.self, forKey: .event),
                reason: try container.decode(String.self, forKey: .reason))
        }
    }

    /// The request written in `container` as `steps` and `source`.
    private static func request(
        in container: KeyedDecodingContainer<NavigationLogCodingKeys>
    ) throws -> NavigationRequest<ContextType> {
        NavigationRequest(
            try container.decode([NavigationStep<ContextType>].self, forKey: .steps),
            source: try container.decodeIfPresent(NavigationSource.self, forKey: .source) ?? .app)
    }

    /// Reads one line of a log.
    ///
    /// - Parameters:
    ///   - jsonLine: The line, as ``jsonLine()`` writes it.
    ///   - number: The line's number in its log, from 1, for the error.
    /// - Throws: ``NavigationLogError/unreadableLine(_:reason:)`` naming the line and what is wrong.
    public init(jsonLine: String, number: Int = 1) throws(NavigationLogError) {
        let json = Data(jsonLine.utf8)
        do {
            self = try JSONDecoder().decode(Self.self, from: json)
        } catch let error as DecodingError {
            let location = CodingDiagnostics.location(of: error)
            let at = location.isEmpty ? "" : " (at \(CodingDiagnostics.path(location)))"
            throw .unreadableLine(number, reason: CodingDiagnostics.reason(error, json: json) + at)
        } catch {
            throw .unreadableLine(number, reason: "\(error)")
        }
    }

    /// Reads a whole log, one entry a line; blank lines, and lines whose first character that is
    /// not a space is `#` — notes a person added — are skipped.
    ///
    /// Lines end with `\n` or `\r\n` (a log copied through Windows), and the last one may end
    /// with neither.
    ///
    /// - Parameter jsonLines: The log, as a ``NavigationRecorder`` writes it.
    /// - Returns: The entries, in order.
    /// - Throws: ``NavigationLogError/unreadableLine(_:reason:)`` for the first line that is not an entry.
    public static func entries(jsonLines: String) throws(NavigationLogError) -> [Self] {
        var entries: [Self] = []
        // "\r\n" is one Character, which a split on "\n" would not see.
        let lines = jsonLines.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, line) in lines.enumerated() {
            guard let first = line.first(where: { !$0.isWhitespace }), first != "#" else { continue }
            entries.append(try Self(jsonLine: String(line), number: index + 1))
        }
        return entries
    }
}
