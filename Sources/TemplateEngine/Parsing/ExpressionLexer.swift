/// One word, literal or symbol inside a tag.
struct ExpressionToken {
    enum Kind: Equatable {
        /// A name, path, number or range: `scene.fields[0].name`, `12`, `1...n`.
        case word
        /// A quoted string; `text` holds it without the quotes.
        case string
        /// `|`, `:`, `,`, `(`, `)`, `==`, `!=`, `<`, `<=`, `>`, `>=`.
        case symbol
    }

    let kind: Kind
    let text: String
    /// Byte range in the template.
    let start: Int
    let end: Int

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
}

/// Cuts the inside of a tag into expression tokens. Spaces around `|`, `:`
/// and `,` are allowed, as Stencil allows them.
struct ExpressionLexer {
    let source: TemplateSource

    /// Replaces `tokens` with the tokens of bytes `start..<end`, reusing the
    /// array's storage when nothing else holds it: a parse then allocates no
    /// token array for most tags.
    func tokenize(from start: Int, to end: Int, into tokens: inout [ExpressionToken]) throws(TemplateError) {
        let bytes = source.bytes
        // The new tokens are written over the old ones, and the old ones left over removed
        // at the end: emptying the array first (`removeAll(keepingCapacity:)`) went through
        // the generic `replaceSubrange`, which cost more than the few tokens of a tag.
        tokens.reserveCapacity(8)
        var count = 0
        func emit(_ token: ExpressionToken) {
            if count < tokens.count {
                tokens[count] = token
            } else {
                tokens.append(token)
            }
            count += 1
        }
        defer {
            while tokens.count > count { tokens.removeLast() }
        }
        var index = start
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var close = index + 1
                while close < end, bytes[close] != byte { close += 1 }
                guard close < end else {
                    throw TemplateError(
                        "unterminated string: expected a closing `\(Character(Unicode.Scalar(byte)))`",
                        at: source.span(index, index + 1))
                }
                emit(
                    ExpressionToken(kind: .string, text: source.text(index + 1, close), start: index, end: close + 1))
                index = close + 1
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"):
                emit(ExpressionToken(kind: .symbol, text: Self.symbol(byte), start: index, end: index + 1))
                index += 1
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                let pairs = index + 1 < end && bytes[index + 1] == UInt8(ascii: "=")
                if !pairs, byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!") {
                    let suggestion = byte == UInt8(ascii: "=") ? "==" : "!="
                    throw TemplateError(
                        "unexpected `\(Character(Unicode.Scalar(byte)))`; did you mean `\(suggestion)`?",
                        at: source.span(index, index + 1))
                }
                let length = pairs ? 2 : 1
                let text = pairs ? Self.comparison(byte) : Self.symbol(byte)
                emit(ExpressionToken(kind: .symbol, text: text, start: index, end: index + length))
                index += length
            default:
                let wordStart = index
                var depth = 0
                var openBracket = index
                while index < end {
                    let current = bytes[index]
                    if depth > 0 {
                        if current == UInt8(ascii: "[") { depth += 1 }
                        if current == UInt8(ascii: "]") { depth -= 1 }
                        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                            var close = index + 1
                            while close < end, bytes[close] != current { close += 1 }
                            index = close
                        }
                        index += 1
                        continue
                    }
                    if current == UInt8(ascii: "[") {
                        depth += 1
                        openBracket = index
                        index += 1
                        continue
                    }
                    if Self.endsWord(current) { break }
                    index += 1
                }
                if depth > 0 {
                    throw TemplateError("unbalanced `[`: expected `]`", at: source.span(openBracket, openBracket + 1))
                }
                emit(
                    ExpressionToken(kind: .word, text: source.text(wordStart, index), start: wordStart, end: index))
            }
        }
    }

    /// A one-byte symbol's text, a literal: no string is made for it.
    private static func symbol(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "|"): "|"
        case UInt8(ascii: ":"): ":"
        case UInt8(ascii: ","): ","
        case UInt8(ascii: "("): "("
        case UInt8(ascii: ")"): ")"
        case UInt8(ascii: "="): "="
        case UInt8(ascii: "!"): "!"
        case UInt8(ascii: "<"): "<"
        case UInt8(ascii: ">"): ">"
        default: String(Unicode.Scalar(byte))
        }
    }

    /// A two-byte comparison's text (`==`, `!=`, `<=`, `>=`), a literal.
    private static func comparison(_ first: UInt8) -> String {
        switch first {
        case UInt8(ascii: "="): "=="
        case UInt8(ascii: "!"): "!="
        case UInt8(ascii: "<"): "<="
        default: ">="
        }
    }

    private static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }
}
