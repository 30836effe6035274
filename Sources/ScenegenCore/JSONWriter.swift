/// Writes `JSONValue`s as text: pretty (two-space indent, one key a line, as
/// `dump` prints) or compact.
public enum JSONWriter {
    /// `value` as JSON text. Pretty output ends without a newline.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        write(value, pretty: pretty, indent: 0, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, pretty: Bool, indent: Int, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): writeString(text, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                write(item, pretty: pretty, indent: indent + 1, to: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                writeString(pair.key, to: &out)
                out += pretty ? ": " : ":"
                write(pair.value, pretty: pretty, indent: indent + 1, to: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// A JSON string literal; non-ASCII characters are written as they are (UTF-8).
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
