import Foundation

/// What a link gave a pattern: its named path parameters, the segments the catch-all took, and
/// its query items, all percent-decoded.
///
/// ```swift
/// // "shop://catalog/shoes/42?ref=mail" matched by "shop://catalog/:category/:product"
/// try parameters.value("product", as: Int.self)        // 42
/// try parameters.valueIfPresent("ref", as: String.self) // "mail"
/// ```
public struct DeeplinkParameters: Sendable {
    /// The link as it was given.
    public let url: String
    /// The pattern that matched the link.
    public let pattern: DeeplinkPattern
    /// Where the texts of the path parameters are in `url`, in the order of the pattern's named
    /// parameters, then those of the segments the catch-all took. Texts are made when asked for.
    private let parts: Parts
    /// Where the query is in `url`, after the `?`.
    private let query: Range<Int>?
    /// The registration index of `pattern` in its table.
    @usableFromInline
    let route: Int

    /// Where a text is in the link, and how to read it.
    struct Part: Sendable {
        var source: Range<Int>
        var form: DeeplinkURL.Form
    }

    /// A list of parts that keeps the first four inline, packed in 64 bits each, so that matching a
    /// link allocates nothing for them and copies little; any more, and any part that does not fit
    /// in 32-bit offsets, go to an array.
    struct Parts: Sendable {
        /// Start (high 32 bits) and count (low 32 bits) in the link of the first `inlineCount` parts.
        private var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        /// The raw `form` of each inline part, 8 bits each, the first lowest.
        private var forms: UInt32 = 0
        private var inlineCount = 0
        /// The parts after the inline ones.
        private var more: [Part] = []

        /// The number of parts.
        var count: Int { inlineCount + more.count }

        mutating func append(_ part: Part) {
            guard more.isEmpty, inlineCount < 4, part.source.upperBound <= Int(UInt32.max) else {
                more.append(part)
                return
            }
            let packed = UInt64(part.source.lowerBound) << 32 | UInt64(part.source.count)
            switch inlineCount {
            case 0: inline.0 = packed
            case 1: inline.1 = packed
            case 2: inline.2 = packed
            default: inline.3 = packed
            }
            forms |= UInt32(part.form.rawValue) << (8 * inlineCount)
            inlineCount += 1
        }

        subscript(index: Int) -> Part {
            guard index < inlineCount else { return more[index - inlineCount] }
            let packed: UInt64
            switch index {
            case 0: packed = inline.0
            case 1: packed = inline.1
            case 2: packed = inline.2
            default: packed = inline.3
            }
            let start = Int(packed >> 32)
            let form = DeeplinkURL.Form(rawValue: UInt8(truncatingIfNeeded: forms >> (8 * index))) ?? .encoded
            return Part(source: start..<start + Int(packed & 0xFFFF_FFFF), form: form)
        }
    }

    init(url: String, pattern: DeeplinkPattern, route: Int, parts: Parts, query: Range<Int>?) {
        self.url = url
        self.pattern = pattern
        self.route = route
        self.parts = parts
        self.query = query
    }

    /// The segments that the trailing `**` took, in order; empty when it took none or the
    /// pattern has no catch-all.
    public var catchAll: [String] {
        (min(pattern.namedParameters.count, parts.count)..<parts.count).map { text(parts[$0]) }
    }

    /// The query items in the order the link lists them; an item without `=` has the value `nil`.
    public var queryItems: [URLQueryItem] {
        guard let query else { return [] }
        return text(of: query).split(separator: "&").map { item in
            let name = item.prefix { $0 != "=" }
            return URLQueryItem(
                name: Self.decode(name),
                value: name.endIndex == item.endIndex ? nil : Self.decode(item[name.endIndex...].dropFirst()))
        }
    }

    /// The text of a path parameter or, when the pattern has none of that name, of the first
    /// query item of that name (`""` for an item without a value).
    ///
    /// - Parameter name: A path parameter's name without the colon, or a query item's name.
    /// - Returns: The decoded text, or `nil` when the link has no such parameter.
    public subscript(name: String) -> String? {
        if let index = pattern.namedParameters.firstIndex(of: name) { return text(parts[index]) }
        return queryItems.first { $0.name == name }.map { $0.value ?? "" }
    }

    /// The text of a part: decoded, and lowercased for a host.
    private func text(_ part: Part) -> String {
        if part.form == .plain || part.form == .encoded,
            let text = url.utf8.withContiguousStorageIfAvailable({ bytes in
                Self.text(UnsafeBufferPointer(rebasing: bytes[part.source]))
            })
        {
            return text
        }
        let raw = text(of: part.source)
        switch part.form {
        case .plain: return String(raw)
        case .encoded: return Self.decode(raw)
        case .host: return DeeplinkURL.hostText(raw)
        }
    }

    /// Text that ``DeeplinkURL`` has found percent-encoded right, decoded, straight from the bytes.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { decoded in
            guard let base = decoded.baseAddress else { return "" }
            let count = DeeplinkPercentEncoding.decode(bytes, into: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// The text at UTF-8 offsets of `url`.
    private func text(of range: Range<Int>) -> Substring {
        let utf8 = url.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return url[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Text that ``DeeplinkURL`` has found percent-encoded right, decoded.
    private static func decode(_ text: Substring) -> String {
        DeeplinkPercentEncoding.decode(text) ?? String(text)
    }

    /// The parameter of that name, converted to `T`.
    ///
    /// - Parameters:
    ///   - name: A path parameter's name without the colon, or a query item's name; path
    ///     parameters come first.
    ///   - type: The type to convert to.
    /// - Returns: The converted value.
    /// - Throws: ``DeeplinkError/missingParameter(_:url:available:)`` when the link has no such
    ///   parameter, ``DeeplinkError/badParameter(_:value:expected:url:)`` when its text is not a `T`.
    @inlinable
    public func value<T: DeeplinkParameterValue>(_ name: String, as type: T.Type = T.self) throws(DeeplinkError)
        -> T
    {
        guard let value = try valueIfPresent(name, as: type) else {
            throw .missingParameter(name, url: url, available: availableNames)
        }
        return value
    }

    /// The parameter of that name converted to `T`, or `nil` when the link does not have it.
    ///
    /// - Parameters:
    ///   - name: A path parameter's name without the colon, or a query item's name.
    ///   - type: The type to convert to.
    /// - Returns: The converted value, or `nil` when there is no such parameter.
    /// - Throws: ``DeeplinkError/badParameter(_:value:expected:url:)`` when the text is not a `T`.
    @inlinable
    public func valueIfPresent<T: DeeplinkParameterValue>(_ name: String, as type: T.Type = T.self)
        throws(DeeplinkError) -> T?
    {
        if T.self == Int.self, let integer = pathInteger(name), let value = integer as? T { return value }
        guard let text = self[name] else { return nil }
        guard let value = T(deeplinkParameter: text) else {
            throw .badParameter(name, value: text, expected: String(describing: type), url: url)
        }
        return value
    }

    /// The path parameter `name` as an `Int`, read from the link's bytes without making its text,
    /// when that text is an optional sign and 1 to 18 decimal digits: what `Int(text)` returns
    /// for it. `nil` for any other text (the caller then converts the text, which also says why
    /// it is not an `Int`), and for a name that is no path parameter.
    ///
    /// Most links' parameters are identifiers: making the text of one and reading it with
    /// `Int(_:)` takes about 390 instructions, reading its bytes about 75 (callgrind, the
    /// `deeplink` benchmark).
    @usableFromInline
    func pathInteger(_ name: String) -> Int? {
        guard let index = pattern.namedParameters.firstIndex(of: name) else { return nil }
        let source = parts[index].source
        return url.utf8.withContiguousStorageIfAvailable { bytes in
            Self.integer(UnsafeBufferPointer(rebasing: bytes[source]))
        } ?? nil
    }

    /// The value of bytes that are an optional `+` or `-` and 1 to 18 decimal digits, which no
    /// `Int` overflows; `nil` for any other bytes. Percent-encoded or lowercased text of those
    /// bytes is the same bytes.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let signed = first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        var index = signed ? 1 : 0
        guard bytes.count > index, bytes.count - index <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        return first == UInt8(ascii: "-") ? -value : value
    }

    /// The path parameters' names in the pattern's order, then the query items' names.
    @usableFromInline
    var availableNames: [String] {
        var seen: Set<String> = []
        return (pattern.namedParameters + queryItems.map(\.name)).filter { seen.insert($0).inserted }
    }
}
