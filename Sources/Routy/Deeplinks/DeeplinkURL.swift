import Foundation

/// A link read for matching: scheme, host, percent-decoded path segments and query items.
///
/// Read by hand in one pass rather than with `URLComponents`, whose handling of stray `%`,
/// spaces and non-ASCII text differs between platforms. Non-ASCII text is accepted as it is.
/// Empty segments (a trailing or doubled slash) are left out, the fragment is ignored, and `+`
/// in a query stays `+`.
struct DeeplinkURL: Sendable {
    /// The schemes whose links have a host; for any other scheme the part after `//` is the first
    /// path segment.
    static let hostSchemes: Set<String> = ["http", "https"]

    /// The scheme, lowercased, or `nil` for a link without one, such as `/catalog/shoes`.
    var scheme: String?
    /// The host of an `http` or `https` link, lowercased, without user and port.
    var host: String?
    /// The path segments, decoded.
    var segments: [String] = []
    /// The query items, decoded.
    var queryItems: [URLQueryItem] = []

    /// The keys to look up in the trie: scheme, host (empty where there is none), then the segments.
    var keys: [String] { [scheme ?? "", host ?? ""] + segments }

    /// Reads a link.
    ///
    /// - Parameter text: The link, such as `shop://catalog/shoes?ref=mail`.
    /// - Throws: ``DeeplinkError/malformedURL(_:reason:)`` when the text is not a link.
    init(parsing text: String) throws(DeeplinkError) {
        func malformed(_ reason: String) -> DeeplinkError { .malformedURL(text, reason: reason) }
        guard !text.isEmpty else { throw malformed("it is empty") }
        if let scalar = text.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
            throw malformed(
                "it contains a space or control character (U+\(String(scalar.value, radix: 16, uppercase: true)))")
        }
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[mark...].dropFirst()
            rest = rest[..<mark]
        }
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            guard Self.isScheme(rest[..<colon]) else { throw malformed("`\(rest[..<colon])` is not a scheme") }
            scheme = rest[..<colon].lowercased()
            rest = rest[colon...].dropFirst()
        } else if rest.isEmpty {
            throw malformed("it has no path")
        }
        let hasHost = scheme.map(Self.hostSchemes.contains) ?? false
        var encodedSegments: [Substring] = []
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2).prefix { $0 != "/" }
            rest = rest[authority.endIndex...]
            if hasHost {
                host = try Self.host(of: authority, malformed: malformed)
            } else if !authority.isEmpty {
                encodedSegments.append(authority)
            }
        } else if hasHost {
            throw malformed("an `\(scheme ?? "")` link needs a host, as in `\(scheme ?? "")://example.com/path`")
        }
        encodedSegments += rest.split(separator: "/")
        segments = try encodedSegments.map { segment throws(DeeplinkError) in
            try Self.decode(segment, malformed: malformed)
        }
        queryItems = try query.split(separator: "&").map { item throws(DeeplinkError) in
            let name = item.prefix { $0 != "=" }
            let value = item[name.endIndex...].dropFirst()
            return URLQueryItem(
                name: try Self.decode(name, malformed: malformed),
                value: name.endIndex == item.endIndex ? nil : try Self.decode(value, malformed: malformed))
        }
    }

    /// Whether the text is a scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func host(of authority: Substring, malformed: (String) -> DeeplinkError) throws(DeeplinkError)
        -> String
    {
        var host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
            let port = host[colon...].dropFirst()
            guard port.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw malformed("the port `\(port)` is not a number")
            }
            host = host[..<colon]
        }
        guard !host.isEmpty else { throw malformed("it has no host") }
        return try decode(host, malformed: malformed).lowercased()
    }

    private static func decode(_ text: Substring, malformed: (String) -> DeeplinkError) throws(DeeplinkError)
        -> String
    {
        guard let decoded = DeeplinkPercentEncoding.decode(text) else {
            throw malformed("`\(text)` is not percent-encoded right (`%` and two hex digits, as UTF-8)")
        }
        return decoded
    }
}
