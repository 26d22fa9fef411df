import Foundation

/// The head of an HTTP/1.1 request as the live inspector's server reads it: the request line and
/// the `Host` header lines, nothing else.
struct HTTPRequestHead: Equatable, Sendable {
    /// `GET`, `HEAD`, …
    var method: String
    /// The path, without the query: `/entries`.
    var path: String
    /// The query's `name=value` pairs, as written.
    var query: [String: String]
    /// The value of each `Host` header line, in order: a request the server answers has exactly one.
    var hosts: [String]

    /// Reads a request's head — the bytes up to, not including, the blank line that ends it; its
    /// lines end with CR LF.
    ///
    /// Returns `nil` when the request line is not `METHOD SP /target SP HTTP/1.x` in ASCII, or
    /// when a header line is not `name:value` with a name of token characters — RFC 9112 answers
    /// 400 to whitespace between a name and its colon, and to a line folded onto the one before.
    init?(_ bytes: some Collection<UInt8>) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isUppercase }),
            parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else { return nil }
        method = String(parts[0])
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(target[0])
        query = [:]
        if target.count == 2 {
            for pair in target[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[String(nameAndValue[0])] = nameAndValue.count == 2 ? String(nameAndValue[1]) : ""
            }
        }
        hosts = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), !line[..<colon].isEmpty,
                line[..<colon].unicodeScalars.allSatisfy(Self.isTokenCharacter)
            else { return nil }
            if line[..<colon].lowercased() == "host" {
                hosts.append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// Whether a character may be in a header's name (RFC 9110's `tchar`).
    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
        }
    }
}

/// What the server answers: a status, a content type and a body.
package struct HTTPResponse: Equatable, Sendable {
    package var status: Int
    package var contentType: String
    package var body: [UInt8]

    init(status: Int, contentType: String = "text/plain; charset=utf-8", body: String) {
        self.status = status
        self.contentType = contentType
        self.body = Array(body.utf8)
    }

    /// A plain-text answer that says what went wrong.
    static func error(_ status: Int, _ message: String) -> Self {
        Self(status: status, body: message + "\n")
    }

    /// The status line, the headers and the body; every answer closes the connection.
    func bytes(includingBody: Bool = true) -> [UInt8] {
        let head =
            "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Error")\r\n"
            + "Content-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\n"
            // No other site may frame the page (clickjacking): CSP for browsers of now, the
            // older header for the others.
            + "Content-Security-Policy: frame-ancestors 'none'\r\n"
            + "X-Frame-Options: DENY\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    private static let reasons = [
        200: "OK", 204: "No Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        408: "Request Timeout", 431: "Request Header Fields Too Large", 503: "Service Unavailable",
    ]
}
