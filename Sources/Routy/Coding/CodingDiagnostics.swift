import Foundation

/// Turns decoding and encoding errors into the words and paths of Routy's typed errors: a path
/// such as `root.tabs[1].stack[0].context`, and a reason without the platform's wording around it.
enum CodingDiagnostics {
    /// A coding path as `root.tabs[1].stack[0]`; `the top level` when empty.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// The whole path a decoding error is about, the missing key of `keyNotFound` included.
    static func location(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(let key, let context): context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }

    /// What is wrong, in a few words: `no value for the key "stack"`, `expected Int`.
    ///
    /// - Parameters:
    ///   - error: What decoding threw.
    ///   - json: The JSON decoded, when there is one: valid JSON that meets a limit of
    ///     `JSONDecoder` — nesting, the size of an integer — is reported as not valid JSON, and the
    ///     reason then says which limit it met.
    static func reason(_ error: DecodingError, json: Data? = nil) -> String {
        switch error {
        case .keyNotFound(let key, _): "no value for the key `\(key.stringValue)`"
        case .typeMismatch(let type, _): "expected \(name(of: type))"
        case .valueNotFound(let type, _): "expected \(name(of: type)), found null"
        case .dataCorrupted(let context)
        where context.codingPath.isEmpty && context.debugDescription.contains("not valid JSON"):
            json.flatMap(limitMet(in:)) ?? "not valid JSON"
        case .dataCorrupted(let context): sentence(context.debugDescription)
        @unknown default: "\(error)"
        }
    }

    /// The most levels of arrays and objects `JSONDecoder` reads.
    static let maximumNesting = 512

    /// The first limit of `JSONDecoder` the JSON meets, in words: nesting deeper than
    /// ``maximumNesting``, or an integer beyond `Int64`; `nil` when it meets neither. One pass
    /// over the bytes, strings skipped.
    static func limitMet(in json: Data) -> String? {
        var depth = 0
        var inString = false
        var escaped = false
        var number: [UInt8] = []
        // A byte past the end closes a number the JSON ends with.
        for byte in json + [UInt8(ascii: " ")] {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (0x30...0x39).contains(byte)
            {
                number.append(byte)
                continue
            }
            if !number.isEmpty {
                let text = String(decoding: number, as: UTF8.self)
                let isInteger = number.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
                if isInteger, number.contains(where: { (0x30...0x39).contains($0) }), Int64(text) == nil {
                    return "the integer \(text) is beyond what Int64 holds (\(Int64.min) to \(Int64.max))"
                }
                number.removeAll(keepingCapacity: true)
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting {
                    return
                        "arrays and objects nested more than \(maximumNesting) levels deep, the most JSONDecoder reads"
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The reason of an encoding error, and the path it is about.
    static func describe(_ error: EncodingError) -> (path: String, reason: String) {
        switch error {
        case .invalidValue(_, let context): (path(context.codingPath), sentence(context.debugDescription))
        @unknown default: ("the top level", "\(error)")
        }
    }

    /// The error a context's decoding gave, as a snapshot error naming the context's place.
    ///
    /// - Parameters:
    ///   - error: What decoding the context threw.
    ///   - rawType: The context's type as written, when it can be read as text.
    static func contextError(_ error: DecodingError, rawType: String?) -> NavigationSnapshotError {
        let location = location(of: error)
        let keys = location.map(\.stringValue)
        let type = rawType ?? "?"
        if let payload = keys.lastIndex(of: "payload") {
            let at = path(Array(location[..<payload]))
            return .badPayload(type: type, at: at, reason: reason(error))
        }
        if keys.last == "type" {
            let at = path(location.dropLast())
            if case .keyNotFound = error { return .malformed(at: at, reason: "the context has no type") }
            return .unknownContextType(type, at: at)
        }
        return .malformed(at: path(location), reason: reason(error))
    }

    /// The type's name as a reader knows it: `Int`, `String`, `an object`.
    private static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
        return name
    }

    /// A debug description as part of a sentence: no final period.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

/// A JSON scalar read as text, whatever its kind: what a context's type was written as, for an
/// error that names it.
struct CodingScalarText: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if let bool = try? container.decode(Bool.self) {
            text = String(bool)
        } else {
            text = "(not a scalar)"
        }
    }
}
