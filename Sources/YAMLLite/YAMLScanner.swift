import ScenegenCore

/// Turns text into tokens, following PyYAML's scanner step by step (so that
/// indentation, simple keys and folding agree with it) but refusing, with a
/// `YAMLError`, every construct outside YAML-lite as soon as it is met.
///
/// Nothing here recurses: indentation and flow levels are explicit stacks,
/// both bounded by `YAMLParser.maximumDepth`.
struct YAMLScanner {
    /// A place where a `key:` may turn out to have started (PyYAML's SimpleKey).
    struct SimpleKey {
        var level: Int
        var tokenNumber: Int
        var required: Bool
        var index: Int
        var line: Int
        var column: Int
        var mark: SourcePosition
    }

    let path: String
    let input: [Unicode.Scalar]
    /// Offset of the next character; `line` and `column` are 0-based as in PyYAML.
    var index = 0
    var line = 0
    var column = 0

    var done = false
    var flowLevel = 0
    /// The opening bracket of every open flow collection, innermost last.
    var flowOpenings: [(bracket: Unicode.Scalar, mark: SourcePosition)] = []
    var tokens: [YAMLToken] = []
    var head = 0
    var tokensTaken = 0
    var indent = -1
    var indents: [Int] = []
    var allowSimpleKey = true
    /// At most one per flow level; a plain array, as it rarely holds more than two.
    var possibleSimpleKeys: [SimpleKey] = []
    /// A key dropped for running past 1024 characters, to explain the `:` that follows it.
    var overlongKey: SimpleKey?

    /// Prepares to scan `file`; throws for characters YAML-lite never accepts.
    init(file: SourceFile) throws(YAMLError) {
        path = file.path
        input = Array(file.text.unicodeScalars)
        try YAMLCharacterCheck.check(input, path: path)
        tokens.append(YAMLToken(kind: .streamStart, start: mark, end: mark))
    }

    // MARK: - Reading characters

    /// The current position as a `SourcePosition` (1-based).
    var mark: SourcePosition { SourcePosition(line: line + 1, column: column + 1, offset: index) }

    /// The character `offset` ahead, or NUL past the end (NUL never occurs in checked input).
    @inline(__always)
    func peek(_ offset: Int = 0) -> Unicode.Scalar {
        let position = index + offset
        return position < input.count ? input[position] : "\0"
    }

    /// Moves `count` characters ahead, counting lines and columns as PyYAML does.
    @inline(__always)
    mutating func forward(_ count: Int = 1) {
        for _ in 0..<count {
            guard index < input.count else { return }
            let scalar = input[index]
            index += 1
            if scalar == "\n" || (scalar == "\r" && (index >= input.count || input[index] != "\n")) {
                line += 1
                column = 0
            } else if scalar != "\u{FEFF}" {
                column += 1
            }
        }
    }

    /// The `count` characters from the current one, as a string.
    func prefix(_ count: Int) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: input[index..<min(index + count, input.count)])
        return String(out)
    }

    /// Whether `scalar` ends a token: end of text, space, tab or line break.
    @inline(__always)
    static func isBlankOrEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\0"
    }

    @inline(__always)
    static func isBreakOrEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\0"
    }

    @inline(__always)
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// Consumes one line break (`\r\n`, `\r` or `\n`) and returns "\n", or "" if there is none.
    @discardableResult
    mutating func scanLineBreak() -> Bool {
        let scalar = peek()
        guard YAMLScanner.isBreak(scalar) else { return false }
        if scalar == "\r" && peek(1) == "\n" { forward(2) } else { forward() }
        return true
    }

    func error(
        _ kind: YAMLError.Kind, _ message: String, at start: SourcePosition? = nil, to end: SourcePosition? = nil
    ) -> YAMLError {
        YAMLError(kind, message, at: SourceSpan(path: path, start: start ?? mark, end: end))
    }

    // MARK: - Handing out tokens

    /// The next token, without consuming it.
    mutating func peekToken() throws(YAMLError) -> YAMLToken {
        while try needMoreTokens() { try fetchMoreTokens() }
        return head < tokens.count ? tokens[head] : YAMLToken(kind: .streamEnd, start: mark, end: mark)
    }

    /// The next token, consumed.
    mutating func nextToken() throws(YAMLError) -> YAMLToken {
        let token = try peekToken()
        if head < tokens.count {
            head += 1
            tokensTaken += 1
            if head == tokens.count {
                tokens.removeAll(keepingCapacity: true)
                head = 0
            }
        }
        return token
    }

    /// Whether the next token is of `kind`.
    mutating func check(
        _ first: YAMLToken.Kind, _ second: YAMLToken.Kind? = nil, _ third: YAMLToken.Kind? = nil,
        _ fourth: YAMLToken.Kind? = nil
    ) throws(YAMLError) -> Bool {
        let kind = try peekKind()
        return kind == first || kind == second || kind == third || kind == fourth
    }

    /// The kind of the next token, without copying the token.
    mutating func peekKind() throws(YAMLError) -> YAMLToken.Kind {
        while try needMoreTokens() { try fetchMoreTokens() }
        return head < tokens.count ? tokens[head].kind : .streamEnd
    }

    mutating func needMoreTokens() throws(YAMLError) -> Bool {
        if done { return false }
        if head == tokens.count { return true }
        try staleSimpleKeys()
        return nextPossibleSimpleKey() == tokensTaken
    }

    mutating func fetchMoreTokens() throws(YAMLError) {
        scanToNextToken()
        try staleSimpleKeys()
        unwindIndent(column)
        let ch = peek()
        switch ch {
        case "\0" where index >= input.count: return try fetchStreamEnd()
        case "%" where column == 0:
            throw error(.directive, "directives (`%YAML`, `%TAG`) are not supported in scenegen specs; remove the line")
        case "-" where checkDocumentIndicator("-"): return try fetchDocumentIndicator(.documentStart)
        case "." where checkDocumentIndicator("."): return try fetchDocumentIndicator(.documentEnd)
        case "[", "{": return try fetchFlowCollectionStart(ch)
        case "]", "}": return try fetchFlowCollectionEnd(ch)
        case ",": return try fetchFlowEntry()
        case "-" where YAMLScanner.isBlankOrEnd(peek(1)): return try fetchBlockEntry()
        case "?" where flowLevel > 0 || YAMLScanner.isBlankOrEnd(peek(1)):
            throw error(
                .complexKey, "complex keys (`? key`) are not supported in scenegen specs; write `key: value`",
                to: advanced(1))
        case ":" where flowLevel > 0 || YAMLScanner.isBlankOrEnd(peek(1)): return try fetchValue()
        case "*":
            throw error(
                .alias, "aliases (`*name`) are not supported in scenegen specs; repeat the value instead",
                to: endOfWord())
        case "&":
            throw error(
                .anchor, "anchors (`&name`) are not supported in scenegen specs; repeat the value instead",
                to: endOfWord())
        case "!":
            throw error(
                .tag,
                "tags (`!tag`, `!!str`) are not supported in scenegen specs; every value is read as text, so remove the tag (quote the value if needed)",
                to: endOfWord())
        case "|" where flowLevel == 0, ">" where flowLevel == 0: return try fetchBlockScalar(folded: ch == ">")
        case "'", "\"": return try fetchFlowScalar(double: ch == "\"")
        default:
            if checkPlain() { return try fetchPlain() }
            throw unexpectedCharacter(ch)
        }
    }

    /// The position `count` characters ahead on the current line.
    func advanced(_ count: Int) -> SourcePosition {
        SourcePosition(line: line + 1, column: column + 1 + count, offset: index + count)
    }

    /// The position past the run of non-blank characters starting here, for spans of `&name` and the like.
    func endOfWord() -> SourcePosition {
        var count = 1
        while !YAMLScanner.isBlankOrEnd(peek(count)) { count += 1 }
        return advanced(count)
    }

    func unexpectedCharacter(_ ch: Unicode.Scalar) -> YAMLError {
        if ch == "\t" {
            var start = index
            while start > 0, input[start - 1] == " " { start -= 1 }
            if start == 0 || YAMLScanner.isBreak(input[start - 1]) {
                return error(.tab, "tabs cannot indent YAML; indent with spaces")
            }
            return error(
                .tab,
                "a tab cannot separate values here; use spaces (tabs are allowed only inside quotes, block scalars and comments)"
            )
        }
        if ch == "`" {
            return error(
                .unexpectedCharacter, "a backtick cannot start a plain value (it is reserved in YAML); quote the value",
                to: advanced(1))
        }
        if ch == "@" {
            return error(
                .unexpectedCharacter, "`\(ch)` is reserved in YAML and cannot start a plain value; quote the value",
                to: advanced(1))
        }
        if ch == "%" {
            return error(.unexpectedCharacter, "`%` cannot start a plain value; quote the value", to: advanced(1))
        }
        if ch == "|" || ch == ">" {
            return error(
                .unexpectedCharacter, "a block scalar (`\(ch)`) cannot appear inside `[ ]` or `{ }`; quote the value",
                to: advanced(1))
        }
        return error(.unexpectedCharacter, "`\(ch)` cannot start a value here; quote the value", to: advanced(1))
    }
}
