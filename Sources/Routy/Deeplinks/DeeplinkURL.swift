/// A link read for matching, as positions in its UTF-8 bytes: scheme, host, path and query.
///
/// Read by hand in one pass over the bytes rather than with `URLComponents`, whose handling of
/// stray `%`, spaces and non-ASCII text differs between platforms, and rather than by
/// `Character`, whose grapheme breaking costs more than the rest of a match. Every delimiter is
/// ASCII, so the bytes between two of them are whole UTF-8 characters; non-ASCII text is accepted
/// as it is, and a `%`-escape must decode to UTF-8.
///
/// The rules (RFC 3986, and what a pattern can describe):
/// - The scheme, when there is one, is followed by `//` and an authority, or by `/` and a path
///   (`shop:/catalog`). `shop:catalog` (a path that does not start with `/`) is no form a pattern
///   describes, and is reported rather than guessed at.
/// - The authority of an `http` or `https` link is its host (user and port are left out); of any
///   other link it is the first path segment. Either way it is a host: lowercased.
/// - A single trailing `/` is left out; an empty segment (`catalog//42`) is reported, as no
///   pattern matches one.
/// - The fragment is ignored, empty query items are left out, and `+` in a query stays `+`.
///
/// Reading checks everything, so that the parameters' texts can later be decoded without failing,
/// in three steps: ``init(_:)`` finds the parts and checks scheme and host,
/// ``keys(into:scratch:unicodeHost:)`` checks the path while it writes the keys, then
/// ``checkQuery()``. It allocates nothing unless the link is malformed.
struct DeeplinkURL {
    /// Whether links of the scheme, lowercased, have a host: `http` and `https`. For any other
    /// scheme the part after `//` is the first path segment.
    static func isHostScheme(_ scheme: String) -> Bool {
        scheme == "http" || scheme == "https"
    }

    /// Why a link is malformed: the `reason` of ``DeeplinkError/malformedURL(_:reason:)``.
    struct Failure: Error {
        let reason: String
    }

    /// How a key's text is read from the link.
    enum Form: UInt8, Sendable {
        /// As it is.
        case plain
        /// Percent-decoded.
        case encoded
        /// Percent-decoded and lowercased: a scheme or a host.
        case host
    }

    /// One key of the link as the trie reads it: scheme, host or a path segment, decoded and
    /// lowercased where it has to be, and where its text is in the link.
    struct Key {
        /// The key's text, in the link's bytes or in a scratch buffer.
        var bytes: UnsafeBufferPointer<UInt8>
        /// ``DeeplinkTrie/hash(_:)`` of `bytes`.
        var hash: UInt64
        /// The key's text in the link, before decoding.
        var source: Range<Int>
        /// How to read `source` to get the key's text.
        var form: Form
    }

    /// The link's bytes; valid only while the caller holds them.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The scheme, as written.
    private(set) var scheme: Range<Int>?
    /// The host: of an `http` or `https` link, without user and port; of any other, the
    /// authority when it is not empty, which is the first path segment.
    private(set) var host: Range<Int>?
    /// Whether the link's scheme is `http` or `https`, whose host is a key of its own.
    private(set) var hasHostKey = false
    /// The path after the authority, before `?` and `#`.
    private(set) var path: Range<Int> = 0..<0
    /// The text after `?`, before `#`.
    private(set) var query: Range<Int>?
    /// The number of `/` in the link, the fragment's included: no fewer than the path's segments
    /// less one.
    private var slashCount = 0
    /// Whether the link has a `%` before its fragment; without one, no key needs decoding.
    private(set) var hasPercent = false

    /// At least the number of keys: scheme, host, then the path segments (with a custom scheme's
    /// host), of which there are at most one more than the `/` in the path.
    var maximumKeyCount: Int { 3 + slashCount }

    /// The number of scratch bytes ``keys(into:scratch:unicodeHost:)`` may write: lowercased scheme and host,
    /// decoded segments.
    var scratchCount: Int { (scheme?.count ?? 0) + (host?.count ?? 0) + path.count }

    /// Reads a link.
    ///
    /// - Parameter bytes: The link's UTF-8 bytes.
    /// - Throws: ``Failure`` saying why the link is malformed.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        self.bytes = bytes
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw Failure(reason: "it is empty") }
        var scan = Scan(count: bytes.count)
        var index = 0
        // Eight bytes at a time: a word with no control character, `#`, `%` or `?` needs only its
        // `/` counted (reading a link of the `deeplink` benchmark, the `?` search included: 850
        // instructions a byte at a time, 500 so).
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if Self.stops(in: word) == 0 {
                scan.slashes += Self.count(Self.bytes(in: word, equalTo: UInt8(ascii: "/")))
            } else {
                for offset in index..<index + 8 { try scan.read(bytes[offset], at: offset) }
            }
            index += 8
        }
        while index < bytes.count {
            try scan.read(bytes[index], at: index)
            index += 1
        }
        (slashCount, hasPercent) = (scan.slashes, scan.hasPercent)
        var end = scan.end
        if let mark = scan.mark {
            query = mark + 1..<end
            end = mark
        }
        var start = 0
        index = 0
        while index < end, bytes[index] != UInt8(ascii: ":"), bytes[index] != UInt8(ascii: "/") { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: ":") {
            guard Self.isScheme(bytes, 0..<index) else { throw Failure(reason: "`\(text(0..<index))` is not a scheme") }
            scheme = 0..<index
            hasHostKey = Self.isHostScheme(bytes, 0..<index)
            start = index + 1
        } else if end == 0 {
            throw Failure(reason: "it has no path")
        }
        if end - start >= 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
            let authority = start + 2..<(firstIndex(of: UInt8(ascii: "/"), in: start + 2..<end) ?? end)
            start = authority.upperBound
            if hasHostKey {
                host = try hostRange(in: authority)
            } else if !authority.isEmpty {
                try checkEncoding(authority)
                host = authority
            }
        } else if let scheme {
            let name = text(scheme).lowercased()
            if hasHostKey {
                throw Failure(reason: "an `\(name)` link needs a host, as in `\(name)://example.com/path`")
            }
            // `shop:catalog`: neither a host nor a path from the root, so no pattern's form.
            if start == end || bytes[start] != UInt8(ascii: "/") {
                let rest = start == end ? "nothing" : "`\(text(start..<end))`"
                let fix = start == end ? "`\(name)://` and a path" : "`\(name)://\(text(start..<end))`"
                throw Failure(
                    reason: "`\(text(scheme)):` is followed by \(rest), not by `//` and a host or `/` and a path; "
                        + "write \(fix)")
            }
        }
        path = start..<end
    }

    /// What the first pass over a link finds, a byte at a time where its words have a byte other
    /// than a letter, a digit or a delimiter that only needs counting.
    private struct Scan {
        /// The link's length.
        let count: Int
        /// Where the fragment starts: the first `#`, or the link's end.
        var end: Int
        /// The first `?` before `end`.
        var mark: Int?
        var slashes = 0
        var hasPercent = false

        init(count: Int) {
            (self.count, end) = (count, count)
        }

        mutating func read(_ byte: UInt8, at index: Int) throws(Failure) {
            // Letters, digits and most delimiters are above `/`: one comparison passes them.
            guard byte <= UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == 0x7F else { return }
            if byte == UInt8(ascii: "/") {
                slashes += 1
            } else if byte <= 0x20 || byte == 0x7F {
                throw Failure(
                    reason: "it contains a space or control character (U+\(String(byte, radix: 16, uppercase: true)))")
            }
            guard end == count else { return }
            if byte == UInt8(ascii: "#") { end = index }
            if byte == UInt8(ascii: "%") { hasPercent = true }
            if byte == UInt8(ascii: "?"), mark == nil { mark = index }
        }
    }

    // MARK: - Words
    //
    // Eight bytes of the link read as one little-endian word, and tested at once: each test sets
    // the high bit of each byte of the word it holds for. The sums of a byte's low seven bits
    // never carry into the next byte, so the tests are exact.

    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The bytes of `word` that are `byte`.
    static func bytes(in word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
    }

    /// The bytes of `word` below `limit`, which is 1 to 128.
    static func bytes(in word: UInt64, below limit: UInt8) -> UInt64 {
        ~(((word & lowBits) &+ ones &* UInt64(0x80 &- limit)) | word) & highBits
    }

    /// The bytes where the first pass has more to do than count a `/`: spaces, control
    /// characters, `#`, `%` and `?`.
    static func stops(in word: UInt64) -> UInt64 {
        bytes(in: word, below: 0x21) | bytes(in: word, equalTo: 0x7F) | bytes(in: word, equalTo: UInt8(ascii: "#"))
            | bytes(in: word, equalTo: UInt8(ascii: "%")) | bytes(in: word, equalTo: UInt8(ascii: "?"))
    }

    /// The number of bytes a test holds for.
    static func count(_ bytes: UInt64) -> Int {
        Int(truncatingIfNeeded: ((bytes >> 7) &* ones) >> 56)
    }

    /// Whether the bytes in `range` are a scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = range.first, isLetter(bytes[first]) else { return false }
        // A counted loop: `allSatisfy` over the range leaves a generic call in every match.
        var index = first + 1
        while index < range.upperBound {
            let byte = bytes[index]
            guard
                isLetter(byte) || isDigit(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
            index += 1
        }
        return true
    }

    // Comparisons rather than `ClosedRange.contains`, which the optimizer leaves a generic call
    // in the matching of every link.
    private static func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether the scheme is `http` or `https`, in any case.
    private static func isHostScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count == 4 || range.count == 5 else { return false }
        let http: [UInt8] = [UInt8(ascii: "h"), UInt8(ascii: "t"), UInt8(ascii: "t"), UInt8(ascii: "p")]
        for (offset, letter) in http.enumerated() where bytes[range.lowerBound + offset] | 0x20 != letter {
            return false
        }
        return range.count == 4 || bytes[range.lowerBound + 4] | 0x20 == UInt8(ascii: "s")
    }

    /// The host of an `http` or `https` authority: after the last `@`, before a `:` and a port.
    private func hostRange(in authority: Range<Int>) throws(Failure) -> Range<Int> {
        var host = authority
        if let at = lastIndex(of: UInt8(ascii: "@"), in: host) { host = at + 1..<host.upperBound }
        if let colon = lastIndex(of: UInt8(ascii: ":"), in: host),
            firstIndex(of: UInt8(ascii: "]"), in: colon..<host.upperBound) == nil
        {
            let port = colon + 1..<host.upperBound
            guard port.allSatisfy({ Self.isDigit(bytes[$0]) }) else {
                throw Failure(reason: "the port `\(text(port))` is not a number")
            }
            host = host.lowerBound..<colon
        }
        guard !host.isEmpty else { throw Failure(reason: "it has no host") }
        try checkEncoding(host)
        return host
    }

    /// Checks the query's names and values: what reading a link checks last.
    func checkQuery() throws(Failure) {
        guard let query else { return }
        var index = query.lowerBound
        while index < query.upperBound {
            let item = index..<(firstIndex(of: UInt8(ascii: "&"), in: index..<query.upperBound) ?? query.upperBound)
            let name = item.lowerBound..<(firstIndex(of: UInt8(ascii: "="), in: item) ?? item.upperBound)
            try checkEncoding(name)
            if name.upperBound < item.upperBound { try checkEncoding(name.upperBound + 1..<item.upperBound) }
            index = item.upperBound + 1
        }
    }

    private func checkEncoding(_ range: Range<Int>) throws(Failure) {
        guard hasPercent, !DeeplinkPercentEncoding.isValid(UnsafeBufferPointer(rebasing: bytes[range])) else { return }
        throw Failure(reason: "`\(text(range))` is not percent-encoded right (`%` and two hex digits, as UTF-8)")
    }

    // MARK: - Keys

    /// The host, decoded and lowercased, when that takes more than lowercasing ASCII letters in
    /// place: when it has a `%` or a non-ASCII character. `nil` otherwise.
    func unicodeHost() -> [UInt8]? {
        guard let host else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[host])
        guard raw.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) else { return nil }
        return Array(Self.hostText(String(decoding: raw, as: UTF8.self)[...]).utf8)
    }

    /// The text of a host as a parameter's value: decoded and lowercased.
    static func hostText(_ text: Substring) -> String {
        (DeeplinkPercentEncoding.decode(text) ?? String(text)).lowercased()
    }

    /// Writes the link's keys: scheme, host (both empty when the link has none), then the path
    /// segments, a custom scheme's host first; checks each segment in the same pass over its bytes
    /// that finds its end and hashes it.
    ///
    /// - Parameters:
    ///   - keys: Room for ``maximumKeyCount`` keys.
    ///   - scratch: Room for ``scratchCount`` bytes plus the count of `unicodeHost`, where
    ///     lowercased and decoded keys go.
    ///   - unicodeHost: What ``unicodeHost()`` returned.
    /// - Returns: The number of keys written.
    /// - Throws: ``Failure`` when a segment is empty or not percent-encoded right.
    func keys(
        into keys: UnsafeMutableBufferPointer<Key>, scratch: UnsafeMutablePointer<UInt8>, unicodeHost: [UInt8]?
    ) throws(Failure) -> Int {
        var written = 0
        /// The key of the text at `source`; `asciiHash` is its hash when the caller has hashed it
        /// and found it ASCII.
        func key(_ source: Range<Int>, _ form: Form, asciiHash: UInt64? = nil) -> Key {
            var text = UnsafeBufferPointer(rebasing: bytes[source])
            var hash = asciiHash
            switch form {
            case .plain:
                break
            case .encoded:
                if hasPercent, text.contains(UInt8(ascii: "%")) {
                    let count = DeeplinkPercentEncoding.decode(text, into: scratch + written)
                    text = UnsafeBufferPointer(start: scratch + written, count: count)
                    written += count
                    hash = nil
                }
            case .host:
                if let unicodeHost {
                    for (offset, byte) in unicodeHost.enumerated() { scratch[written + offset] = byte }
                    text = UnsafeBufferPointer(start: scratch + written, count: unicodeHost.count)
                    written += unicodeHost.count
                } else if text.contains(where: { Self.isUppercase($0) }) {
                    for (offset, byte) in text.enumerated() {
                        scratch[written + offset] =
                            Self.isUppercase(byte) ? byte | 0x20 : byte
                    }
                    text = UnsafeBufferPointer(start: scratch + written, count: text.count)
                    written += text.count
                }
                hash = nil
            }
            return Key(bytes: text, hash: hash ?? DeeplinkTrie.hash(text), source: source, form: form)
        }
        let empty = Key(
            bytes: UnsafeBufferPointer(start: nil, count: 0), hash: DeeplinkTrie.emptyHash, source: 0..<0, form: .plain)
        keys[0] = scheme.map { schemeKey(of: $0, into: scratch, written: &written) } ?? empty
        keys[1] = empty
        var next = 2
        if let host {
            if hasHostKey {
                keys[1] = key(host, .host)
            } else {
                keys[2] = key(host, .host)
                next = 3
            }
        }
        var index = path.lowerBound
        if index < path.upperBound, bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < path.upperBound {
            var end = index
            var hash = DeeplinkTrie.hashSeed
            var bits: UInt8 = 0
            while end < path.upperBound, bytes[end] != UInt8(ascii: "/") {
                hash = DeeplinkTrie.hash(hash, adding: bytes[end])
                bits |= bytes[end]
                end += 1
            }
            guard end > index else {
                throw Failure(
                    reason: "it has an empty segment (`//`) after `\(text(0..<index - 1))`, which no pattern matches; "
                        + "fill the segment in or remove a `/`")
            }
            try checkEncoding(index..<end)
            keys[next] = key(index..<end, .encoded, asciiHash: bits < 0x80 ? hash : nil)
            next += 1
            index = end + 1
        }
        return next
    }

    /// The scheme's key: ASCII, lowercased.
    private func schemeKey(of scheme: Range<Int>, into scratch: UnsafeMutablePointer<UInt8>, written: inout Int)
        -> Key
    {
        var text = UnsafeBufferPointer(rebasing: bytes[scheme])
        if text.contains(where: { Self.isUppercase($0) }) {
            for (offset, byte) in text.enumerated() {
                scratch[written + offset] = Self.isUppercase(byte) ? byte | 0x20 : byte
            }
            text = UnsafeBufferPointer(start: scratch + written, count: text.count)
            written += text.count
        }
        return Key(bytes: text, hash: DeeplinkTrie.hash(text), source: scheme, form: .host)
    }

    // MARK: - Bytes

    private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func lastIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }

    /// The text of a range, for a message.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
