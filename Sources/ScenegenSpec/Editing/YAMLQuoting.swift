/// Writing strings into YAML-lite text: plain when that reads back the same,
/// double-quoted otherwise.
enum YAMLQuoting {
    /// `text` as a YAML scalar that reads back as `text`.
    static func scalar(_ text: String) -> String {
        needsQuotes(text) ? doubleQuoted(text) : text
    }

    /// Whether a plain scalar would read differently (or not at all).
    static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return true }
        if first == " " || last == " " { return true }
        if "[]{},&*!|>'\"%@`#?:-".contains(first) { return true }
        if text.contains(": ") || text.contains(" #") || last == ":" { return true }
        return text.contains { $0.isNewline || $0 == "\t" || ($0.asciiValue.map { $0 < 0x20 } ?? false) }
    }

    /// `"text"` with YAML escapes.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
