import ScenegenCore

// MARK: - Plain scalars

extension YAMLScanner {
    /// A plain (unquoted) scalar, folded over lines as PyYAML folds it: a
    /// single line break becomes a space, blank lines become line breaks.
    mutating func scanPlain() -> YAMLToken {
        var out = YAMLTextBuffer()
        let start = mark
        var end = start
        let minimumIndent = indent + 1
        var spaces = YAMLTextBuffer()
        while true {
            if peek() == "#" { break }
            var length = 0
            while true {
                let ch = peek(length)
                if YAMLScanner.isBlankOrEnd(ch) { break }
                if ch == ":" {
                    let next = peek(length + 1)
                    if YAMLScanner.isBlankOrEnd(next) { break }
                    if flowLevel > 0, next == "," || next == "[" || next == "]" || next == "{" || next == "}" { break }
                }
                if flowLevel > 0, ch == "," || ch == "?" || ch == "[" || ch == "]" || ch == "{" || ch == "}" { break }
                length += 1
            }
            if length == 0 { break }
            allowSimpleKey = false
            out.append(contentsOf: spaces)
            out.append(contentsOf: input[index..<index + length])
            forward(length)
            end = mark
            guard let more = scanPlainSpaces() else { break }
            spaces = more
            if spaces.isEmpty || peek() == "#" || (flowLevel == 0 && column < minimumIndent) { break }
        }
        return YAMLToken(kind: .scalar, start: start, end: end, value: out.string, style: .plain)
    }

    /// The whitespace after a chunk of a plain scalar as it folds; nil at a document marker.
    private mutating func scanPlainSpaces() -> YAMLTextBuffer? {
        var out = YAMLTextBuffer()
        let whitespaceStart = index
        while peek() == " " { forward() }
        let whitespaces = input[whitespaceStart..<index]
        guard YAMLScanner.isBreak(peek()) else {
            out.append(contentsOf: whitespaces)
            return out
        }
        scanLineBreak()
        allowSimpleKey = true
        if atDocumentMarker() { return nil }
        var breaks = 0
        while peek() == " " || YAMLScanner.isBreak(peek()) {
            if peek() == " " {
                forward()
            } else {
                scanLineBreak()
                breaks += 1
                if atDocumentMarker() { return nil }
            }
        }
        if breaks == 0 {
            out.append(" ")
        } else {
            for _ in 0..<breaks { out.append("\n") }
        }
        return out
    }

    /// Whether a `---` or `...` line starts here.
    func atDocumentMarker() -> Bool {
        let ch = peek()
        return column == 0 && (ch == "-" || ch == ".") && peek(1) == ch && peek(2) == ch
            && YAMLScanner.isBlankOrEnd(peek(3))
    }
}

// MARK: - Quoted scalars

extension YAMLScanner {
    /// A single- or double-quoted scalar with its escapes and line folding.
    mutating func scanFlowScalar(double: Bool) throws(YAMLError) -> YAMLToken {
        var out = YAMLTextBuffer()
        let start = mark
        let quote = peek()
        forward()
        try scanFlowScalarNonSpaces(double: double, start: start, into: &out)
        while peek() != quote {
            try scanFlowScalarSpaces(double: double, start: start, into: &out)
            try scanFlowScalarNonSpaces(double: double, start: start, into: &out)
        }
        forward()
        return YAMLToken(
            kind: .scalar, start: start, end: mark, value: out.string, style: double ? .doubleQuoted : .singleQuoted)
    }

    private func unterminatedQuote(_ start: SourcePosition, double: Bool) -> YAMLError {
        let quote = double ? "\"" : "'"
        return error(
            .unterminatedQuote,
            "this \(double ? "double" : "single")-quoted value is never closed; add the closing `\(quote)`",
            at: start, to: SourcePosition(line: start.line, column: start.column + 1, offset: start.offset + 1))
    }

    private mutating func scanFlowScalarNonSpaces(
        double: Bool, start: SourcePosition, into out: inout YAMLTextBuffer
    ) throws(YAMLError) {
        while true {
            var length = 0
            while true {
                let ch = peek(length)
                if ch == "'" || ch == "\"" || ch == "\\" || YAMLScanner.isBlankOrEnd(ch) { break }
                length += 1
            }
            if length > 0 {
                out.append(contentsOf: input[index..<index + length])
                forward(length)
            }
            let ch = peek()
            if !double && ch == "'" && peek(1) == "'" {
                out.append("'")
                forward(2)
            } else if (double && ch == "'") || (!double && (ch == "\"" || ch == "\\")) {
                out.append(ch)
                forward()
            } else if double && ch == "\\" {
                try scanEscape(start: start, into: &out)
            } else {
                return
            }
        }
    }

    /// One `\` escape of a double-quoted scalar, the backslash being the current character.
    private mutating func scanEscape(start: SourcePosition, into out: inout YAMLTextBuffer) throws(YAMLError) {
        let backslash = mark
        forward()
        let ch = peek()
        if let replacement = YAMLScanner.escapeReplacements[ch] {
            out.append(replacement)
            forward()
        } else if let length = YAMLScanner.escapeCodes[ch] {
            forward()
            var code: UInt32 = 0
            for offset in 0..<length {
                guard let digit = Character(peek(offset)).hexDigitValue, peek(offset).isASCII else {
                    throw error(
                        .invalidEscape, "`\\\(ch)` needs \(length) hexadecimal digits", at: backslash,
                        to: advanced(offset + (YAMLScanner.isBlankOrEnd(peek(offset)) ? 0 : 1)))
                }
                code = code * 16 + UInt32(digit)
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw error(
                    .invalidEscape,
                    "`\\\(ch)\(prefix(length))` is not a Unicode character (surrogates cannot be escaped alone)",
                    at: backslash, to: advanced(length))
            }
            out.append(scalar)
            forward(length)
        } else if YAMLScanner.isBreak(ch) {
            scanLineBreak()
            try scanFlowScalarBreaks(start: start, into: &out)
        } else if ch == "\0" {
            throw unterminatedQuote(start, double: true)
        } else {
            throw error(
                .invalidEscape,
                "unknown escape `\\\(ch)` in a double-quoted value; write `\\\\` for a backslash, or use single quotes",
                at: backslash, to: advanced(1))
        }
    }

    private mutating func scanFlowScalarSpaces(
        double: Bool, start: SourcePosition, into out: inout YAMLTextBuffer
    ) throws(YAMLError) {
        let whitespaceStart = index
        while peek() == " " || peek() == "\t" { forward() }
        let whitespaces = input[whitespaceStart..<index]
        let ch = peek()
        if ch == "\0" {
            throw unterminatedQuote(start, double: double)
        } else if YAMLScanner.isBreak(ch) {
            scanLineBreak()
            var breaks = YAMLTextBuffer()
            try scanFlowScalarBreaks(start: start, into: &breaks)
            if breaks.isEmpty { out.append(" ") }
            out.append(contentsOf: breaks)
        } else {
            out.append(contentsOf: whitespaces)
        }
    }

    private mutating func scanFlowScalarBreaks(start: SourcePosition, into out: inout YAMLTextBuffer) throws(YAMLError)
    {
        while true {
            if atDocumentMarker() {
                throw error(
                    .documentMarkerInQuote,
                    "`\(prefix(3))` at the start of a line ends the document inside a quoted value; indent the line",
                    to: advanced(3))
            }
            while peek() == " " || peek() == "\t" { forward() }
            if YAMLScanner.isBreak(peek()) {
                scanLineBreak()
                out.append("\n")
            } else {
                return
            }
        }
    }

    static let escapeReplacements: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "\\": "\\", "/": "/", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]

    static let escapeCodes: [Unicode.Scalar: Int] = ["x": 2, "u": 4, "U": 8]
}

// MARK: - Block scalars

extension YAMLScanner {
    /// A literal `|` or folded `>` block scalar with its header.
    mutating func scanBlockScalar(folded: Bool) throws(YAMLError) -> YAMLToken {
        var out = YAMLTextBuffer()
        let start = mark
        forward()
        let (chomping, increment) = try scanBlockScalarIndicators(start: start)
        // The node ends after its last line of text, or after its header when it has none.
        var end = mark
        try scanBlockScalarIgnoredLine(start: start)
        let minimumIndent = max(indent + 1, 1)
        var indentation: Int
        var breaks: Int
        if let increment {
            indentation = minimumIndent + increment - 1
            breaks = scanBlockScalarBreaks(indentation)
        } else {
            let (found, maximumIndent) = scanBlockScalarIndentation()
            breaks = found
            indentation = max(minimumIndent, maximumIndent)
        }
        var lineBreak = false
        while column == indentation && index < input.count {
            for _ in 0..<breaks { out.append("\n") }
            let leadingNonSpace = peek() != " " && peek() != "\t"
            var length = 0
            while !YAMLScanner.isBreakOrEnd(peek(length)) { length += 1 }
            out.append(contentsOf: input[index..<index + length])
            forward(length)
            end = mark
            lineBreak = scanLineBreak()
            breaks = scanBlockScalarBreaks(indentation)
            if column == indentation && index < input.count {
                if folded && lineBreak && leadingNonSpace && peek() != " " && peek() != "\t" {
                    if breaks == 0 { out.append(" ") }
                } else if lineBreak {
                    out.append("\n")
                }
            } else {
                break
            }
        }
        if chomping != false && lineBreak { out.append("\n") }
        if chomping == true { for _ in 0..<breaks { out.append("\n") } }
        return YAMLToken(kind: .scalar, start: start, end: end, value: out.string, style: folded ? .folded : .literal)
    }

    private mutating func scanBlockScalarIndicators(start: SourcePosition) throws(YAMLError) -> (Bool?, Int?) {
        var chomping: Bool?
        var increment: Int?
        func digit(_ ch: Unicode.Scalar) -> Int? {
            ch.isASCII ? Character(ch).wholeNumberValue : nil
        }
        let zeroMessage = "the indentation indicator of a block scalar must be 1 to 9, not 0"
        var ch = peek()
        if ch == "+" || ch == "-" {
            chomping = ch == "+"
            forward()
            ch = peek()
            if let value = digit(ch) {
                guard value != 0 else { throw error(.invalidBlockScalarHeader, zeroMessage, to: advanced(1)) }
                increment = value
                forward()
            }
        } else if let value = digit(ch) {
            guard value != 0 else { throw error(.invalidBlockScalarHeader, zeroMessage, to: advanced(1)) }
            increment = value
            forward()
            ch = peek()
            if ch == "+" || ch == "-" {
                chomping = ch == "+"
                forward()
            }
        }
        ch = peek()
        if ch == "\t" {
            throw error(
                .tab,
                "a tab cannot separate values here; use spaces (tabs are allowed only inside quotes, block scalars and comments)"
            )
        }
        if ch != " " && !YAMLScanner.isBreakOrEnd(ch) {
            throw error(
                .invalidBlockScalarHeader,
                "a block scalar header takes only `-`/`+` and an indentation digit after `|` or `>`, found `\(ch)`; put the text on the next lines",
                to: advanced(1))
        }
        return (chomping, increment)
    }

    private mutating func scanBlockScalarIgnoredLine(start: SourcePosition) throws(YAMLError) {
        while peek() == " " { forward() }
        if peek() == "#" {
            while !YAMLScanner.isBreakOrEnd(peek()) { forward() }
        }
        let ch = peek()
        if !YAMLScanner.isBreakOrEnd(ch) {
            if ch == "\t" {
                throw error(
                    .tab,
                    "a tab cannot separate values here; use spaces (tabs are allowed only inside quotes, block scalars and comments)"
                )
            }
            throw error(
                .invalidBlockScalarHeader,
                "text cannot follow a block scalar header on its line; start the text on the next line, indented",
                to: advanced(1))
        }
        scanLineBreak()
    }

    /// Skips the leading empty lines of an auto-indented block scalar; returns their count and the deepest indentation seen.
    private mutating func scanBlockScalarIndentation() -> (breaks: Int, maximumIndent: Int) {
        var breaks = 0
        var maximumIndent = 0
        while peek() == " " || YAMLScanner.isBreak(peek()) {
            if peek() != " " {
                scanLineBreak()
                breaks += 1
            } else {
                forward()
                maximumIndent = max(maximumIndent, column)
            }
        }
        return (breaks, maximumIndent)
    }

    private mutating func scanBlockScalarBreaks(_ indentation: Int) -> Int {
        var breaks = 0
        while column < indentation && peek() == " " { forward() }
        while YAMLScanner.isBreak(peek()) {
            scanLineBreak()
            breaks += 1
            while column < indentation && peek() == " " { forward() }
        }
        return breaks
    }
}
