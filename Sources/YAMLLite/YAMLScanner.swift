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

    private var done = false
    var flowLevel = 0
    /// The opening bracket of every open flow collection, innermost last.
    var flowOpenings: [(bracket: Unicode.Scalar, mark: SourcePosition)] = []
    private var tokens: [YAMLToken] = []
    private var head = 0
    private var tokensTaken = 0
    var indent = -1
    private var indents: [Int] = []
    var allowSimpleKey = true
    /// At most one per flow level; a plain array, as it rarely holds more than two.
    private var possibleSimpleKeys: [SimpleKey] = []
    /// A key dropped for running past 1024 characters, to explain the `:` that follows it.
    private var overlongKey: SimpleKey?

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

    func error(_ kind: YAMLError.Kind, _ message: String, at start: SourcePosition? = nil, to end: SourcePosition? = nil) -> YAMLError {
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
    mutating func check(_ first: YAMLToken.Kind, _ second: YAMLToken.Kind? = nil, _ third: YAMLToken.Kind? = nil, _ fourth: YAMLToken.Kind? = nil) throws(YAMLError) -> Bool {
        let kind = try peekKind()
        return kind == first || kind == second || kind == third || kind == fourth
    }

    /// The kind of the next token, without copying the token.
    mutating func peekKind() throws(YAMLError) -> YAMLToken.Kind {
        while try needMoreTokens() { try fetchMoreTokens() }
        return head < tokens.count ? tokens[head].kind : .streamEnd
    }

    private mutating func needMoreTokens() throws(YAMLError) -> Bool {
        if done { return false }
        if head == tokens.count { return true }
        try staleSimpleKeys()
        return nextPossibleSimpleKey() == tokensTaken
    }

    private mutating func fetchMoreTokens() throws(YAMLError) {
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
            throw error(.complexKey, "complex keys (`? key`) are not supported in scenegen specs; write `key: value`", to: advanced(1))
        case ":" where flowLevel > 0 || YAMLScanner.isBlankOrEnd(peek(1)): return try fetchValue()
        case "*":
            throw error(.alias, "aliases (`*name`) are not supported in scenegen specs; repeat the value instead", to: endOfWord())
        case "&":
            throw error(.anchor, "anchors (`&name`) are not supported in scenegen specs; repeat the value instead", to: endOfWord())
        case "!":
            throw error(.tag, "tags (`!tag`, `!!str`) are not supported in scenegen specs; every value is read as text, so remove the tag (quote the value if needed)", to: endOfWord())
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

    private func unexpectedCharacter(_ ch: Unicode.Scalar) -> YAMLError {
        if ch == "\t" {
            var start = index
            while start > 0, input[start - 1] == " " { start -= 1 }
            if start == 0 || YAMLScanner.isBreak(input[start - 1]) {
                return error(.tab, "tabs cannot indent YAML; indent with spaces")
            }
            return error(.tab, "a tab cannot separate values here; use spaces (tabs are allowed only inside quotes, block scalars and comments)")
        }
        if ch == "`" {
            return error(.unexpectedCharacter, "a backtick cannot start a plain value (it is reserved in YAML); quote the value", to: advanced(1))
        }
        if ch == "@" {
            return error(.unexpectedCharacter, "`\(ch)` is reserved in YAML and cannot start a plain value; quote the value", to: advanced(1))
        }
        if ch == "%" {
            return error(.unexpectedCharacter, "`%` cannot start a plain value; quote the value", to: advanced(1))
        }
        if ch == "|" || ch == ">" {
            return error(.unexpectedCharacter, "a block scalar (`\(ch)`) cannot appear inside `[ ]` or `{ }`; quote the value", to: advanced(1))
        }
        return error(.unexpectedCharacter, "`\(ch)` cannot start a value here; quote the value", to: advanced(1))
    }

    // MARK: - Simple keys

    private func nextPossibleSimpleKey() -> Int? {
        var minimum: Int?
        for key in possibleSimpleKeys where minimum == nil || key.tokenNumber < minimum! {
            minimum = key.tokenNumber
        }
        return minimum
    }

    /// Forgets keys that can no longer be keys (another line, or over 1024 characters on).
    private mutating func staleSimpleKeys() throws(YAMLError) {
        guard !possibleSimpleKeys.isEmpty else { return }
        for key in possibleSimpleKeys where key.line != line || index - key.index > 1024 {
            if key.required { throw missingColon(key) }
            if key.line == line { overlongKey = key }
            removeKey(at: key.level)
        }
    }

    func missingColon(_ key: SimpleKey) -> YAMLError {
        if key.line == line, index - key.index > 1024 {
            return error(.invalidKey, "a key cannot be longer than 1024 characters; shorten it", at: key.mark)
        }
        return error(
            .invalidKey, "expected `:` after this key; each line of a mapping is `key: value` (quote a value that spans several lines)",
            at: key.mark)
    }

    mutating func saveSimpleKey() throws(YAMLError) {
        let required = flowLevel == 0 && indent == column
        if allowSimpleKey {
            try removeSimpleKey()
            possibleSimpleKeys.append(SimpleKey(
                level: flowLevel, tokenNumber: tokensTaken + tokens.count - head, required: required, index: index, line: line,
                column: column, mark: mark))
        }
    }

    mutating func removeSimpleKey() throws(YAMLError) {
        if let key = key(at: flowLevel) {
            if key.required { throw missingColon(key) }
            removeKey(at: flowLevel)
        }
    }

    private func key(at level: Int) -> SimpleKey? {
        for key in possibleSimpleKeys where key.level == level { return key }
        return nil
    }

    private mutating func removeKey(at level: Int) {
        possibleSimpleKeys.removeAll { $0.level == level }
    }

    // MARK: - Indentation

    private mutating func unwindIndent(_ column: Int) {
        if flowLevel > 0 { return }
        while indent > column {
            indent = indents.popLast() ?? -1
            tokens.append(YAMLToken(kind: .blockEnd, start: mark, end: mark))
        }
    }

    private mutating func addIndent(_ column: Int, at position: SourcePosition) throws(YAMLError) -> Bool {
        guard indent < column else { return false }
        if indents.count >= YAMLParser.maximumDepth {
            throw error(.tooDeep, "collections nest deeper than \(YAMLParser.maximumDepth) levels", at: position)
        }
        indents.append(indent)
        indent = column
        return true
    }

    // MARK: - Fetching structure tokens

    private mutating func fetchStreamEnd() throws(YAMLError) {
        if let opening = flowOpenings.last { throw unterminatedFlow(opening) }
        unwindIndent(-1)
        try removeSimpleKey()
        allowSimpleKey = false
        possibleSimpleKeys = []
        tokens.append(YAMLToken(kind: .streamEnd, start: mark, end: mark))
        done = true
    }

    func unterminatedFlow(_ opening: (bracket: Unicode.Scalar, mark: SourcePosition)) -> YAMLError {
        let closing = opening.bracket == "[" ? "]" : "}"
        return error(
            .unterminatedFlowCollection, "this `\(opening.bracket)` is never closed; add `\(closing)` after its last item",
            at: opening.mark,
            to: SourcePosition(line: opening.mark.line, column: opening.mark.column + 1, offset: opening.mark.offset + 1))
    }

    private func checkDocumentIndicator(_ ch: Unicode.Scalar) -> Bool {
        column == 0 && peek(1) == ch && peek(2) == ch && YAMLScanner.isBlankOrEnd(peek(3))
    }

    private mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(YAMLError) {
        if let opening = flowOpenings.last { throw unterminatedFlow(opening) }
        unwindIndent(-1)
        try removeSimpleKey()
        allowSimpleKey = false
        let start = mark
        forward(3)
        tokens.append(YAMLToken(kind: kind, start: start, end: mark))
    }

    private mutating func fetchFlowCollectionStart(_ bracket: Unicode.Scalar) throws(YAMLError) {
        try saveSimpleKey()
        if flowLevel >= YAMLParser.maximumDepth {
            throw error(.tooDeep, "collections nest deeper than \(YAMLParser.maximumDepth) levels", to: advanced(1))
        }
        flowLevel += 1
        flowOpenings.append((bracket, mark))
        allowSimpleKey = true
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: bracket == "[" ? .flowSequenceStart : .flowMappingStart, start: start, end: mark))
    }

    private mutating func fetchFlowCollectionEnd(_ bracket: Unicode.Scalar) throws(YAMLError) {
        guard let opening = flowOpenings.last else {
            throw error(.unexpectedCharacter, "`\(bracket)` closes nothing; remove it, or quote the value if it is text", to: advanced(1))
        }
        let expected: Unicode.Scalar = opening.bracket == "[" ? "]" : "}"
        guard bracket == expected else {
            throw error(
                .unexpectedToken,
                "`\(bracket)` cannot close the `\(opening.bracket)` at line \(opening.mark.line), column \(opening.mark.column); write `\(expected)`",
                to: advanced(1))
        }
        try removeSimpleKey()
        flowLevel -= 1
        flowOpenings.removeLast()
        allowSimpleKey = false
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: bracket == "]" ? .flowSequenceEnd : .flowMappingEnd, start: start, end: mark))
    }

    private mutating func fetchFlowEntry() throws(YAMLError) {
        guard flowLevel > 0 else {
            throw error(.unexpectedCharacter, "`,` cannot start a value outside `[ ]` or `{ }`; quote the value", to: advanced(1))
        }
        allowSimpleKey = true
        try removeSimpleKey()
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: .flowEntry, start: start, end: mark))
    }

    private mutating func fetchBlockEntry() throws(YAMLError) {
        guard flowLevel == 0 else {
            throw error(.unexpectedToken, "a `- ` item cannot appear inside `[ ]` or `{ }`; separate items with commas", to: advanced(1))
        }
        guard allowSimpleKey else {
            throw error(
                .misplacedSequenceEntry,
                "a `- ` item cannot start here; start the list on its own line, indented under its key", to: advanced(1))
        }
        if try addIndent(column, at: mark) {
            tokens.append(YAMLToken(kind: .blockSequenceStart, start: mark, end: mark))
        }
        allowSimpleKey = true
        try removeSimpleKey()
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: .blockEntry, start: start, end: mark))
    }

    private mutating func fetchValue() throws(YAMLError) {
        if let key = key(at: flowLevel) {
            removeKey(at: flowLevel)
            let position = head + key.tokenNumber - tokensTaken
            if position < tokens.count, tokens[position].kind == .flowSequenceStart || tokens[position].kind == .flowMappingStart {
                throw error(
                    .complexKey, "a `[ ]` or `{ }` collection cannot be a mapping key in scenegen specs; use a plain or quoted key",
                    at: key.mark)
            }
            tokens.insert(YAMLToken(kind: .key, start: key.mark, end: key.mark), at: position)
            if flowLevel == 0, try addIndent(key.column, at: key.mark) {
                tokens.insert(YAMLToken(kind: .blockMappingStart, start: key.mark, end: key.mark), at: position)
            }
            allowSimpleKey = false
        } else {
            if flowLevel == 0 {
                if let key = overlongKey, key.line == line {
                    throw error(.invalidKey, "a key cannot be longer than 1024 characters; shorten it", at: key.mark)
                }
                guard allowSimpleKey else {
                    throw error(
                        .misplacedMappingValue,
                        "a `key: value` cannot start here; put it on its own line, or quote the value if it contains `: `",
                        to: advanced(1))
                }
                if try addIndent(column, at: mark) {
                    tokens.append(YAMLToken(kind: .blockMappingStart, start: mark, end: mark))
                }
            }
            allowSimpleKey = flowLevel == 0
            try removeSimpleKey()
        }
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: .value, start: start, end: mark))
    }

    // MARK: - Between tokens

    /// Skips spaces, comments and line breaks up to the next token.
    private mutating func scanToNextToken() {
        if index == 0 && peek() == "\u{FEFF}" { forward() }
        while true {
            while peek() == " " { forward() }
            if peek() == "#" {
                while !YAMLScanner.isBreakOrEnd(peek()) { forward() }
            }
            if scanLineBreak() {
                if flowLevel == 0 { allowSimpleKey = true }
            } else {
                return
            }
        }
    }

    private func checkPlain() -> Bool {
        let ch = peek()
        switch ch {
        case "\0", " ", "\t", "\r", "\n", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            return !YAMLScanner.isBlankOrEnd(peek(1)) && flowLevel == 0 && (ch == "?" || ch == ":")
        case "-":
            return !YAMLScanner.isBlankOrEnd(peek(1))
        default:
            return true
        }
    }

    // MARK: - Scalars

    private mutating func fetchBlockScalar(folded: Bool) throws(YAMLError) {
        allowSimpleKey = true
        try removeSimpleKey()
        tokens.append(try scanBlockScalar(folded: folded))
    }

    private mutating func fetchFlowScalar(double: Bool) throws(YAMLError) {
        try saveSimpleKey()
        allowSimpleKey = false
        tokens.append(try scanFlowScalar(double: double))
    }

    private mutating func fetchPlain() throws(YAMLError) {
        try saveSimpleKey()
        allowSimpleKey = false
        tokens.append(scanPlain())
    }
}
