/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping key order, with
/// errors at line:column. Duplicate keys are errors.
public struct JSONParser {
    private let file: SourceFile
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// How deeply arrays and objects may nest before the input is refused.
    public static let maximumDepth = 512

    /// Parses the whole text of `file` as one JSON value.
    public static func parse(_ file: SourceFile) throws(DiagnosticError) -> JSONValue {
        var parser = JSONParser(file: file)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected `\(parser.scalars[parser.index])` after the JSON value")
        }
        return value
    }

    private init(file: SourceFile) {
        self.file = file
        var scalars = Array(file.text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
    }

    private var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart + 1, offset: index)
    }

    private func error(_ message: String) -> DiagnosticError {
        .error(message, at: SourceSpan(path: file.path, start: position))
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current {
            switch scalar {
            case " ", "\t", "\r": index += 1
            case "\n":
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(DiagnosticError) -> JSONValue {
        guard let scalar = current else { throw error("expected a JSON value, found the end of the text") }
        switch scalar {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return .string(try parseString())
        case "t": return try parseWord("true", .bool(true))
        case "f": return try parseWord("false", .bool(false))
        case "n": return try parseWord("null", .null)
        case "-", "0"..."9": return try parseNumber()
        default: throw error("expected a JSON value, found `\(scalar)`")
        }
    }

    private mutating func enter() throws(DiagnosticError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("JSON nests deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(DiagnosticError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == "}" {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a string key in the JSON object") }
            let keyPosition = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw .error(
                    "duplicate key `\(key)` in JSON object", at: SourceSpan(path: file.path, start: keyPosition))
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected `:` after the key `\(key)`") }
            index += 1
            skipWhitespace()
            pairs.append((key, try parseValue()))
            skipWhitespace()
            if current == "," {
                index += 1
                continue
            }
            if current == "}" {
                index += 1
                return .object(pairs)
            }
            throw error("expected `,` or `}` in the JSON object")
        }
    }

    private mutating func parseArray() throws(DiagnosticError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == "]" {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            if current == "," {
                index += 1
                continue
            }
            if current == "]" {
                index += 1
                return .array(items)
            }
            throw error("expected `,` or `]` in the JSON array")
        }
    }

    private mutating func parseWord(_ word: String, _ value: JSONValue) throws(DiagnosticError) -> JSONValue {
        let expected = Array(word.unicodeScalars)
        guard index + expected.count <= scalars.count, Array(scalars[index..<index + expected.count]) == expected else {
            throw error("expected `\(word)`")
        }
        index += expected.count
        return value
    }

    private mutating func parseNumber() throws(DiagnosticError) -> JSONValue {
        let start = index
        if current == "-" { index += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit in the number") }
        if first == "0" {
            index += 1
        } else {
            while let digit = current, ("0"..."9").contains(digit) { index += 1 }
        }
        if current == "." {
            index += 1
            guard let digit = current, ("0"..."9").contains(digit) else { throw error("expected a digit after `.`") }
            while let digit = current, ("0"..."9").contains(digit) { index += 1 }
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard let digit = current, ("0"..."9").contains(digit) else {
                throw error("expected a digit in the exponent")
            }
            while let digit = current, ("0"..."9").contains(digit) { index += 1 }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return .number(text)
    }

    private mutating func parseString() throws(DiagnosticError) -> String {
        let openPosition = position
        index += 1
        var out = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw .error("unterminated JSON string", at: SourceSpan(path: file.path, start: openPosition))
            }
            index += 1
            switch scalar {
            case "\"": return String(out)
            case "\\":
                guard let escape = current else { continue }
                index += 1
                switch escape {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                            throw error("unpaired surrogate in `\\u` escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in `\\u` escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(code) else { throw error("invalid `\\u` escape") }
                    out.append(decoded)
                default:
                    index -= 2
                    throw error("invalid escape `\\\(escape)` in JSON string")
                }
            case "\n":
                index -= 1
                throw error("line break inside a JSON string; write it as `\\n`")
            default:
                if scalar.value < 0x20 {
                    index -= 1
                    throw error("control character inside a JSON string")
                }
                out.append(scalar)
            }
        }
    }

    private mutating func parseHex4() throws(DiagnosticError) -> UInt32 {
        guard index + 4 <= scalars.count else { throw error("expected four hex digits after `\\u`") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(scalars[index]).hexDigitValue else {
                throw error("expected four hex digits after `\\u`")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
