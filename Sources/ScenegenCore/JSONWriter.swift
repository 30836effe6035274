/// Writes `JSONValue`s as text: pretty (two-space indent, one key a line, as
/// `dump` prints) or compact.
///
/// It writes UTF-8 bytes: the lock hashes the compact JSON of every scene and
/// model a run renders, and appending to a `String` scalar by scalar cost more
/// than rendering the files.
public enum JSONWriter {
    /// `value` as JSON text. Pretty output ends without a newline.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    /// `value` as the UTF-8 bytes of its JSON text (what `write` returns).
    public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        write(value, pretty: pretty, indent: 0, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, pretty: Bool, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text): appendString(text, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]".utf8
                return
            }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(indent: indent + 1, to: &out) }
                write(item, pretty: pretty, indent: indent + 1, to: &out)
            }
            if pretty { newline(indent: indent, to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}".utf8
                return
            }
            out.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(indent: indent + 1, to: &out) }
                appendString(pair.key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(pair.value, pretty: pretty, indent: indent + 1, to: &out)
            }
            if pretty { newline(indent: indent, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(indent: Int, to out: inout [UInt8]) {
        out.append(10)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// `text` as a JSON string literal, appended to `out` as UTF-8: `"`, `\`,
    /// and control characters (and DEL) escaped, `\n`, `\r`, `\t`, `\b`, `\f`
    /// by name and the others as `\u00XX`; everything else, non-ASCII
    /// characters included, as it is. Runs with nothing to escape are copied whole.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else {
                    continue
                }
                if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 10: out.append(UInt8(ascii: "n"))
                case 13: out.append(UInt8(ascii: "r"))
                case 9: out.append(UInt8(ascii: "t"))
                case 8: out.append(UInt8(ascii: "b"))
                case 12: out.append(UInt8(ascii: "f"))
                default:
                    out += "u00".utf8
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0xF))
                }
            }
            if runStart < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The lowercase hex digit of `value` (0...15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
