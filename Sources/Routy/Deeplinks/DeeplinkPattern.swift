/// A URL pattern of a ``DeeplinkTable``, written as a string and printed back the same way.
///
/// Path segments are constants (`catalog`), named parameters (`:product`, one whole segment each,
/// named by a letter or `_`, then letters, digits and `_`) and a trailing catch-all `**` that
/// takes the rest of the path, zero or more segments. A parameter inside a segment
/// (`:{file}.json`, `{file}.json`) is not a pattern: write `:file` and take the value apart in
/// the closure. Constants are
/// written decoded (`/café`, not `/caf%C3%A9`) and compared case-sensitively, except where they
/// stand for a host (below). A trailing `/` is left out; an empty segment (`/a//b`) is not, as no
/// link matches one: ``DeeplinkTable/validate()`` reports it. A pattern is split as a link is,
/// at every `/` — also one that a combining mark follows, which with it is one `Character`
/// (`/a/\u{301}b` has the segments `a` and `\u{301}b`) — and a `:`, `?` or `#` counts wherever it
/// stands.
///
/// Scheme and host are matched only when the pattern names them:
/// - `/catalog/:category` names neither and matches any scheme and host, and paths without one:
///   `shop://catalog/shoes`, `https://example.com/catalog/shoes` and `/catalog/shoes`.
/// - `shop://catalog/:category` matches the `shop` scheme only. For a custom scheme the part
///   after `//`, which RFC 3986 calls the host, is the first path segment: `shop://catalog/shoes`,
///   `shop:/catalog/shoes` and `shop:///catalog/shoes` all have the path `catalog/shoes`. Being a
///   host, it is compared case-insensitively (it is lowercased, in the pattern and in the link),
///   so `shop://CATALOG/shoes` matches too; `shop:/CATALOG/shoes`, whose `CATALOG` is a path
///   segment, does not.
/// - `https://example.com/catalog/:category` matches that scheme and host (universal links). Only
///   `http` and `https` have hosts; schemes and hosts are compared case-insensitively.
///
/// A pattern without a scheme also matches the host of a custom-scheme link by its lowercased
/// text, so write its first segment in lowercase if it should match `shop://…` links.
///
/// ```swift
/// let pattern: DeeplinkPattern = "shop://catalog/:category/:product"
/// print(pattern)  // shop://catalog/:category/:product
/// ```
///
/// A pattern that cannot be read (`/a/**/b`, `/:`, `/:{file}.json`, `1x://a`, `shop:catalog`,
/// `/a//b`) never matches; ``DeeplinkTable/validate()`` reports it and why.
public struct DeeplinkPattern: Hashable, Sendable {
    /// One key of the trie: a scheme, a host or a path segment.
    enum Segment: Hashable, Sendable {
        case constant(String)
        /// A named path parameter, or `nil` for any scheme or any host.
        case parameter(String?)
        case catchAll
    }

    /// What a pattern is made of, read once and shared by its copies: a match hands its pattern
    /// out with every ``DeeplinkParameters``, which then costs one reference count.
    private final class Storage: Sendable {
        let scheme: String?
        let host: String?
        let path: [Segment]
        let problem: String?
        let keys: [Segment]
        let parameterNames: [String?]
        let namedParameters: [String]
        let text: String

        init(scheme: String?, host: String?, path: [Segment], problem: String?, text: String) {
            (self.scheme, self.host, self.path, self.problem, self.text) = (scheme, host, path, problem, text)
            keys = DeeplinkPattern.keys(scheme: scheme, host: host, path: path)
            var parameterNames: [String?] = []
            var namedParameters: [String] = []
            for case .parameter(let name) in keys {
                parameterNames.append(name)
                if let name { namedParameters.append(name) }
            }
            (self.parameterNames, self.namedParameters) = (parameterNames, namedParameters)
        }
    }

    private let storage: Storage

    /// The scheme, lowercased, or `nil` for any.
    var scheme: String? { storage.scheme }
    /// The host of an `http` or `https` pattern, lowercased.
    var host: String? { storage.host }
    /// The path segments.
    var path: [Segment] { storage.path }
    /// Why the text is not a pattern, or `nil` when it is one.
    var problem: String? { storage.problem }
    /// The keys under which the pattern sits in the trie: scheme, host, then the path segments.
    var keys: [Segment] { storage.keys }
    /// The name of each parameter key in ``keys`` in order, `nil` for any scheme or any host:
    /// what a match's captures are named.
    var parameterNames: [String?] { storage.parameterNames }
    /// The names of the path parameters, in order: ``parameterNames`` without the `nil`s.
    var namedParameters: [String] { storage.namedParameters }

    /// Reads a pattern.
    ///
    /// - Parameter text: The pattern, such as `shop://catalog/:category/:product` or `/help/**`.
    public init(_ text: String) {
        do throws(Invalid) {
            let parts = try Self.parse(text)
            storage = Storage(
                scheme: parts.scheme, host: parts.host, path: parts.path, problem: nil,
                text: Self.canonicalText(scheme: parts.scheme, host: parts.host, path: parts.path))
        } catch {
            storage = Storage(scheme: nil, host: nil, path: [], problem: error.reason, text: text)
        }
    }

    /// The keys under which a pattern sits in the trie: scheme, host, then the path segments.
    /// A custom scheme's host key is empty, as it is for a link with that scheme.
    private static func keys(scheme: String?, host: String?, path: [Segment]) -> [Segment] {
        let schemeKey = scheme.map(Segment.constant) ?? .parameter(nil)
        let hostKey: Segment = host.map(Segment.constant) ?? (scheme == nil ? .parameter(nil) : .constant(""))
        var keys = [schemeKey, hostKey]
        keys.reserveCapacity(2 + path.count)
        keys.append(contentsOf: path)
        return keys
    }

    private struct Invalid: Error {
        let reason: String
    }

    private static func parse(_ text: String) throws(Invalid) -> (scheme: String?, host: String?, path: [Segment]) {
        guard !text.isEmpty else { throw Invalid(reason: "it is empty; write `/` for the root of any link") }
        var native = text
        return try native.withUTF8 { bytes in
            Result { () throws(Invalid) in try parse(Text(bytes: bytes)) }
        }.get()
    }

    /// Reads scheme, host and path from the bytes of a pattern.
    private static func parse(_ text: Text) throws(Invalid) -> (scheme: String?, host: String?, path: [Segment]) {
        guard !Self.hasByte(in: text.bytes, "?", "#") else {
            throw Invalid(reason: "a pattern matches the path only; read query items in its closure")
        }
        let end = text.bytes.count
        var rest = 0..<end
        var scheme: String?
        var host: String?
        var segments: [String] = []
        if let colon = text.firstIndex(of: ":", in: 0..<end), colon > 0, !text.contains("/", in: 0..<colon) {
            guard text.has("/", at: colon + 1), text.has("/", at: colon + 2) else {
                throw Invalid(reason: "write the scheme with `//`, as in `\(text[0..<colon])://path`")
            }
            guard DeeplinkURL.isScheme(text.bytes, 0..<colon) else {
                throw Invalid(
                    reason: "`\(text[0..<colon])` is not a scheme (a letter, then letters, digits, `+`, `-`, `.`)")
            }
            scheme = text[0..<colon].lowercased()
            let authority = colon + 3..<(text.firstIndex(of: "/", in: colon + 3..<end) ?? end)
            rest = authority.upperBound..<end
            if let scheme, DeeplinkURL.isHostScheme(scheme) {
                guard !authority.isEmpty, !text.has(":", at: authority.lowerBound), !text.contains("*", in: authority)
                else {
                    throw Invalid(
                        reason: "a `\(scheme)` pattern names its host, as in `\(scheme)://example.com/path`; "
                            + "leave out scheme and host (`/path`) to match any")
                }
                guard text.firstIndex(of: ":", in: authority) == nil, text.firstIndex(of: "@", in: authority) == nil
                else {
                    throw Invalid(
                        reason: "write the host alone, without user or port, as in `\(scheme)://example.com/path`")
                }
                host = text[authority].lowercased()
            } else if !authority.isEmpty {
                // The host of a custom scheme is its first segment; as a host, it is lowercased.
                let isConstant = !text.has(":", at: authority.lowerBound) && !text.has("*", at: authority.lowerBound)
                segments.append(isConstant ? text[authority].lowercased() : text[authority])
            }
        }
        try Self.segments(of: rest, in: text, into: &segments)
        return (scheme, host, try path(of: segments))
    }

    /// Appends the segments of a path: without a leading and a trailing `/`, and none empty.
    private static func segments(of path: Range<Int>, in text: Text, into segments: inout [String]) throws(Invalid) {
        let first = segments.count
        var start = path.lowerBound
        while true {
            let slash = text.firstIndex(of: "/", in: start..<path.upperBound)
            segments.append(text[start..<(slash ?? path.upperBound)])
            guard let slash else { break }
            start = slash + 1
        }
        if segments[first].isEmpty { segments.remove(at: first) }
        if segments.count > first, segments[segments.count - 1].isEmpty { segments.removeLast() }
        guard !segments[first...].contains(where: \.isEmpty) else {
            throw Invalid(reason: "it has an empty segment (`//`), which no link matches; remove the extra `/`")
        }
    }

    /// The text of a pattern as UTF-8 bytes, read at byte offsets as ``DeeplinkURL`` reads a link:
    /// a delimiter (`/`, `:`, `?`, `#`, `*`, `@`) is its byte wherever it stands, also where a
    /// combining mark follows it (`/\u{301}`, one `Character`), so that a pattern splits where
    /// the links it describes split. Every delimiter is ASCII, so the bytes between two of them
    /// are whole UTF-8 characters.
    private struct Text {
        let bytes: UnsafeBufferPointer<UInt8>

        /// Whether the byte at `offset` is `delimiter`.
        func has(_ delimiter: Unicode.Scalar, at offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] == UInt8(ascii: delimiter)
        }

        /// The offset of the first `delimiter` character in `range`.
        func firstIndex(of delimiter: Unicode.Scalar, in range: Range<Int>) -> Int? {
            var offset = range.lowerBound
            while offset < range.upperBound {
                if has(delimiter, at: offset) { return offset }
                offset += 1
            }
            return nil
        }

        /// Whether the text in `range` contains `delimiter`.
        func contains(_ delimiter: Unicode.Scalar, in range: Range<Int>) -> Bool {
            bytes[range].contains(UInt8(ascii: delimiter))
        }

        /// The text of a range.
        subscript(range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    private static func path(of segments: [String]) throws(Invalid) -> [Segment] {
        var path: [Segment] = []
        path.reserveCapacity(segments.count)
        // The names so far, in a set from the second on: most patterns have one or none.
        var firstName: Substring?
        var names: Set<Substring> = []
        for (index, segment) in segments.enumerated() {
            if segment == "**" {
                guard index == segments.count - 1 else {
                    throw Invalid(reason: "the catch-all `**` must be the last segment")
                }
                path.append(.catchAll)
            } else if segment == "*" {
                throw Invalid(
                    reason: "`*` is not a segment; write `:name` for one segment or a trailing `**` for the rest")
            } else if segment.utf8.first == UInt8(ascii: ":") {
                // The byte, as a link reads it: `:\u{301}x` is a parameter named `\u{301}x`.
                let name = Substring(segment.unicodeScalars.dropFirst())
                guard !name.isEmpty else { throw Invalid(reason: "`:` needs a name, as in `:id`") }
                guard isName(name) else {
                    throw Invalid(
                        reason: "`\(name)` is not a parameter name (a letter or `_`, then letters, digits and `_`), "
                            + "and a parameter takes a whole segment; write `:\(suggestedName(in: name))` and take "
                            + "its value apart in the closure")
                }
                if let firstName {
                    if names.isEmpty { names.insert(firstName) }
                    guard names.insert(name).inserted else {
                        throw Invalid(
                            reason: "the parameter `:\(name)` appears twice; give each parameter its own name")
                    }
                } else {
                    firstName = name
                }
                path.append(.parameter(String(name)))
            } else if Self.hasByte(in: segment.utf8, "{", "}"), segment.contains(where: { $0 == "{" || $0 == "}" }) {
                throw Invalid(
                    reason: "`\(segment)` is a constant, not a parameter: a parameter is written `:name` and takes a "
                        + "whole segment; write `:\(suggestedName(in: segment[...]))` and take its value apart in the closure"
                )
            } else {
                path.append(.constant(segment))
            }
        }
        return path
    }

    /// Whether `text` names a parameter: a letter or `_`, then letters, digits and `_`, as a
    /// closure reads it with ``DeeplinkParameters/value(_:as:)``.
    private static func isName(_ text: Substring) -> Bool {
        // ASCII text, as names almost always are, byte by byte: of ASCII, the letters are A–Z
        // and a–z and the numbers 0–9, as `Character` says.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            func isLetter(_ byte: UInt8) -> Bool {
                (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            }
            guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
            return text.utf8.allSatisfy {
                isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
            }
        }
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `bytes` holds `first` or `second`.
    private static func hasByte(in bytes: some Collection<UInt8>, _ first: Unicode.Scalar, _ second: Unicode.Scalar)
        -> Bool
    {
        bytes.contains { $0 == UInt8(ascii: first) || $0 == UInt8(ascii: second) }
    }

    /// The first name in `text` — `file` in `{file}.json` — to suggest in an error, or `name`.
    private static func suggestedName(in text: Substring) -> String {
        let start = text.firstIndex { $0.isLetter || $0 == "_" } ?? text.endIndex
        let name = text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? "name" : String(name)
    }

    private static func canonicalText(scheme: String?, host: String?, path: [Segment]) -> String {
        var text = prefix(scheme: scheme, host: host)
        for (index, segment) in path.enumerated() {
            if index > 0 { text += "/" }
            switch segment {
            case .constant(let constant): text += constant
            case .parameter(let name): text += ":" + (name ?? "")
            case .catchAll: text += "**"
            }
        }
        return text
    }

    /// What comes before the path: `/`, `https://example.com/` or, for a custom scheme whose
    /// first segment stands where a host would, `shop://`.
    static func prefix(scheme: String?, host: String?) -> String {
        guard let scheme else { return "/" }
        guard let host else { return scheme + "://" }
        return scheme + "://" + host + "/"
    }
}

extension DeeplinkPattern {
    /// Whether the patterns print the same: the same scheme, host and segments, or, for texts
    /// that are not patterns, the same text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage.text == rhs.storage.text
    }

    /// Hashes the text the pattern prints as.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.text)
    }
}

extension DeeplinkPattern: CustomStringConvertible {
    /// The pattern as it is written: `shop://catalog/:category/:product`, `/help/**`.
    ///
    /// A trailing slash is left out and scheme and host (also a custom scheme's) are lowercased; a
    /// text that is not a pattern prints as it was written.
    public var description: String { storage.text }
}

extension DeeplinkPattern: ExpressibleByStringLiteral {
    /// Reads a pattern from a string literal, as ``init(_:)`` does.
    ///
    /// - Parameter value: The pattern, such as `"shop://catalog/:category"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
