/// JSON text written by hand, safe to embed in an HTML page: besides what JSON escapes, `<`, `>`,
/// `&` and the line separators U+2028 and U+2029 are written as `\u` escapes, so that no string
/// from a log — a payload holding `</script>` — can end the script element that holds the data.
struct InspectorJSON {
    private(set) var text = ""

    /// Appends JSON punctuation or a number, as is.
    mutating func raw(_ part: String) {
        text += part
    }

    /// Appends a number.
    mutating func number(_ value: Int) {
        text += String(value)
    }

    /// Appends a string, quoted and escaped.
    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}", "\u{7F}":
                text += Self.unicodeEscape(scalar)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Appends `"key":` and the string.
    mutating func field(_ key: String, _ value: String) {
        text += ",\"\(key)\":"
        string(value)
    }

    /// Appends `"key":` and the number.
    mutating func field(_ key: String, _ value: Int) {
        text += ",\"\(key)\":\(value)"
    }

    /// Appends `"key":` and an array of strings.
    mutating func field(_ key: String, _ values: [String]) {
        text += ",\"\(key)\":["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            string(value)
        }
        text += "]"
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` written as character references, for HTML text
    /// and attribute values.
    var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
