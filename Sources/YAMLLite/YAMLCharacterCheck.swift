import ScenegenCore

/// Refuses, before scanning, the characters YAML-lite never reads: control
/// characters (as PyYAML's reader does) and the Unicode line breaks NEL,
/// LINE SEPARATOR and PARAGRAPH SEPARATOR, which PyYAML counts as line
/// breaks but editors and `SourceFile` do not, so positions would disagree.
enum YAMLCharacterCheck {
    /// Throws for the first character of `input` that YAML-lite does not accept.
    static func check(_ input: [Unicode.Scalar], path: String) throws(YAMLError) {
        for (offset, scalar) in input.enumerated() where !isAccepted(scalar, at: offset) {
            let position = self.position(of: offset, in: input)
            let span = SourceSpan(
                path: path, start: position,
                end: SourcePosition(line: position.line, column: position.column + 1, offset: offset + 1))
            let code =
                "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                + String(scalar.value, radix: 16, uppercase: true)
            switch scalar {
            case "\u{85}", "\u{2028}", "\u{2029}":
                throw YAMLError(
                    .unsupportedLineBreak,
                    "the line break character \(code) is not supported; use an ordinary line break (LF or CRLF)",
                    at: span)
            case "\u{FEFF}":
                throw YAMLError(
                    .controlCharacter,
                    "a byte order mark (U+FEFF) may only be the first character of the file; remove it", at: span)
            default:
                throw YAMLError(
                    .controlCharacter,
                    "the control character \(code) cannot appear in YAML; remove it, or write it as an escape in a double-quoted value",
                    at: span)
            }
        }
    }

    /// Whether YAML accepts `scalar` as text at `offset`.
    @inline(__always)
    static func isAccepted(_ scalar: Unicode.Scalar, at offset: Int) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value <= 0x7E { return true }
        if value == 0x0A || value == 0x0D || value == 0x09 { return true }
        if value == 0x2028 || value == 0x2029 { return false }
        if value == 0xFEFF { return offset == 0 }
        return (value >= 0xA0 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
    }

    /// The 1-based line and column of `offset`, counted as the scanner counts them.
    private static func position(of offset: Int, in input: [Unicode.Scalar]) -> SourcePosition {
        var line = 1
        var column = 1
        for index in 0..<offset {
            let scalar = input[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= input.count || input[index + 1] != "\n")) {
                line += 1
                column = 1
            } else if !(index == 0 && scalar == "\u{FEFF}") {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column, offset: offset)
    }
}
