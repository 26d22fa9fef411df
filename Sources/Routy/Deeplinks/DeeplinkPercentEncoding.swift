/// Strict percent-encoding and decoding of link segments and query items (RFC 3986).
///
/// Written here rather than taken from Foundation so that it behaves the same on every platform:
/// Foundation on Linux quietly re-encodes a stray `%`, where a link must be reported as malformed.
enum DeeplinkPercentEncoding {
    /// The text with every `%XX` replaced by its byte, or `nil` when a `%` is not followed by two
    /// hex digits or the bytes are not UTF-8. `+` is kept as it is.
    static func decode(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let invalid = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return invalid ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes are percent-encoded right: every `%` is followed by two hex digits, and
    /// the decoded bytes are UTF-8. Bytes without a `%` are taken to be UTF-8 already, as the
    /// bytes of a `String` cut at ASCII characters are.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var hasPercent = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, hexValue(bytes[index + 1]) != nil, hexValue(bytes[index + 2]) != nil
                else { return false }
                hasPercent = true
                index += 3
            } else {
                index += 1
            }
        }
        guard hasPercent else { return true }
        let invalid = transcode(
            DecodingIterator(bytes: bytes), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return !invalid
    }

    /// Writes the decoded bytes of text that ``isValid(_:)`` accepted.
    ///
    /// - Parameters:
    ///   - bytes: The encoded text.
    ///   - destination: Where to write; room for `bytes.count` bytes, which is the most it takes.
    /// - Returns: The number of bytes written.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        var iterator = DecodingIterator(bytes: bytes)
        var count = 0
        while let byte = iterator.next() {
            destination[count] = byte
            count += 1
        }
        return count
    }

    /// The decoded bytes of valid text, one at a time.
    private struct DecodingIterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%"), index + 2 < bytes.count else {
                index += 1
                return byte
            }
            let high = hexValue(bytes[index + 1]) ?? 0
            let low = hexValue(bytes[index + 2]) ?? 0
            index += 3
            return high << 4 | low
        }
    }

    /// The text with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) written as `%XX`.
    static func encode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(hexDigit(byte >> 4))
                encoded.unicodeScalars.append(hexDigit(byte & 0xF))
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}
