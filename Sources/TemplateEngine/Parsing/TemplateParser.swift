import ScenegenCore

/// Builds the node tree of one template from its tokens. Every mistake is
/// reported here, before anything renders: unknown tags and filters, stray
/// or missing end tags, malformed expressions.
struct TemplateParser {
    let source: TemplateSource
    let tokens: [TemplateToken]
    let filters: TemplateFilterRegistry
    let trimmer: WhitespaceTrimmer
    private var index = 0
    /// The nodes of the bodies being parsed, outermost first (see `parseNodes`).
    private var pending: [TemplateNode] = []
    /// Tags whose end has not been seen yet, innermost last.
    var open: [(name: String, span: TemplateSpan)] = []
    /// The last tag's words, kept so the next tag reuses their storage.
    private var lastWords: [ExpressionToken] = []
    /// Whether each node is preceded by a `PositionMarkNode` (`TemplateOptions.recordsLineMap`).
    var marksPositions = false

    /// How deeply tags may nest: far beyond any real template, and well
    /// within the stack the recursive parser and renderer need.
    static let maximumNesting = 200

    /// The tags this engine knows, for "did you mean".
    static let tagNames = [
        "if", "elif", "else", "endif", "for", "empty", "endfor", "include", "extends", "block", "endblock", "filter",
        "endfilter",
    ]

    /// Which opening tag each closing or middle tag belongs to.
    private static let owners = [
        "elif": "if", "else": "if", "endif": "if", "empty": "for", "endfor": "for", "endblock": "block",
        "endfilter": "filter",
    ]

    init(
        source: TemplateSource, filters: TemplateFilterRegistry, trimBlocks: Bool,
        stencilTrim: StencilTrimBehaviour = .nothing
    ) throws(TemplateError) {
        self.source = source
        self.filters = filters
        self.tokens = try TemplateLexer(source: source).tokenize()
        var trimmer = WhitespaceTrimmer(bytes: source.bytes, tokens: tokens, trimBlocks: trimBlocks)
        trimmer.stencilTrim = stencilTrim
        self.trimmer = trimmer
    }

    /// Parses the whole template.
    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        // The node stack holds at most a node per token, the open tags a few: each made
        // once at its size instead of grown a step at a time.
        pending.reserveCapacity(tokens.count)
        open.reserveCapacity(8)
        return try parseNodes(until: []).nodes
    }

    /// A block tag that ended a run of nodes: its name and expression tokens.
    struct Terminator {
        let name: String
        let token: TemplateToken
        let words: [ExpressionToken]
    }

    func span(of token: TemplateToken) -> TemplateSpan {
        source.span(token.start, token.end)
    }

    func expressionParser(_ words: [ExpressionToken], _ token: TemplateToken, from position: Int = 1)
        -> ExpressionParser
    {
        ExpressionParser(source: source, filters: filters, tokens: words, end: token.contentEnd, position: position)
    }

    /// Nodes up to one of `terminators` (returned) or the end of the template (nil).
    /// An array, not a set: it holds a few names, and comparing them beats hashing one.
    mutating func parseNodes(until terminators: [String]) throws(TemplateError) -> (
        nodes: [TemplateNode], end: Terminator?
    ) {
        // Nodes collect on one stack shared by every level, and each body is
        // copied off it once at its exact size: no array grows per body.
        let base = pending.count
        func finish() -> [TemplateNode] {
            if base == 0 {
                defer { pending = [] }
                return pending
            }
            // One at a time: `removeSubrange` goes through the generic `replaceSubrange`,
            // which cost more than the few nodes of a body.
            defer { while pending.count > base { pending.removeLast() } }
            return Array(pending[base...])
        }
        while index < tokens.count {
            let token = tokens[index]
            let tokenIndex = index
            index += 1
            switch token.kind {
            case .text:
                let run = keptText(ofTextAt: tokenIndex)
                guard run.count > 0 else { continue }
                if marksPositions { markText(run.count, of: tokenIndex) }
                pending.append(.text(run))
            case .comment:
                continue
            case .variable:
                if marksPositions { pending.append(.tag(PositionMarkNode(source.span(token.start, token.start)))) }
                do {
                    pending.append(try parseOutput(token))
                } catch {
                    throw strayOpener(in: token) ?? error
                }
            case .block:
                do {
                    try ExpressionLexer(source: source).tokenize(
                        from: token.contentStart, to: token.contentEnd, into: &lastWords)
                } catch {
                    throw strayOpener(in: token) ?? error
                }
                let words = lastWords
                // `{% %}`: Stencil renders nothing for it.
                if words.isEmpty { continue }
                guard let first = words.first, first.kind == .word else {
                    throw TemplateError("expected a tag name such as `if`, `for` or `include`", at: span(of: token))
                }
                let name = first.text
                if terminators.contains(name) { return (finish(), Terminator(name: name, token: token, words: words)) }
                if open.count >= Self.maximumNesting {
                    throw TemplateError("tags nest deeper than \(Self.maximumNesting) levels", at: span(of: token))
                }
                if marksPositions { pending.append(.tag(PositionMarkNode(source.span(token.start, token.start)))) }
                do {
                    // Handed over, so the tag's words are dropped before the tags it encloses are
                    // read: the next words then reuse their storage instead of copying it.
                    pending.append(try parseTag(name, token, consume words))
                } catch {
                    throw strayOpener(in: token) ?? error
                }
            }
        }
        if let innermost = open.last, !terminators.isEmpty {
            let expected =
                terminators.contains("end" + innermost.name) ? "end" + innermost.name : terminators.sorted().last ?? ""
            throw TemplateError(
                "unclosed `\(innermost.name)`: expected `{% \(expected) %}` before the end of the template",
                at: innermost.span)
        }
        return (finish(), nil)
    }

    /// What is left of text token `tokenIndex` after trimming, copied into the parse's arena.
    /// Without Stencil's trimming that is one range of the source, copied from the source itself.
    private func keptText(ofTextAt tokenIndex: Int) -> TextRun {
        guard trimmer.stencilTrim == .nothing else {
            return trimmer.keptBytes(ofTextAt: tokenIndex).withUnsafeBufferPointer { source.texts.store($0) }
        }
        let range = trimmer.keptRange(ofTextAt: tokenIndex)
        return source.bytes.withUnsafeBufferPointer { source.texts.store(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The mark before a text node: where its kept bytes start, exact when they are one run of the source.
    private mutating func markText(_ keptCount: Int, of tokenIndex: Int) {
        let range = trimmer.keptRange(ofTextAt: tokenIndex)
        let exact = range.count == keptCount
        let mark = PositionMarkNode(source.span(range.lowerBound, range.lowerBound), textLength: exact ? keptCount : 0)
        pending.append(.tag(mark))
    }

    /// The error for a `{{` or `{%` whose closer was never written, so the
    /// lexer ran on into the next tag: at the opener left open, naming the tag
    /// it ran into. Nil when the token holds no opener outside quotes.
    func strayOpener(in token: TemplateToken) -> TemplateError? {
        let bytes = source.bytes
        var quote: UInt8?
        var index = token.contentStart
        while index + 1 < token.contentEnd {
            let byte = bytes[index]
            if let open = quote {
                // Strings have no escapes, as in the expression lexer: the next quote ends one.
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{"),
                [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[index + 1])
            {
                let inner = source.span(index, index + 2)
                let isVariable = token.kind == .variable
                return TemplateError(
                    "unclosed \(isVariable ? "variable" : "tag"): expected `\(isVariable ? "}}" : "%}")` before the "
                        + "`\(inner.sourceText)` on line \(inner.start.line)",
                    at: source.span(token.start, token.start + 2))
            }
            index += 1
        }
        return nil
    }

    private mutating func parseTag(_ name: String, _ token: TemplateToken, _ words: consuming [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        if words.count >= 3, words[1].isSymbol(":"), words[2].isWord("for") {
            return try parseFor(token, words, label: name)
        }
        // The built-in tags first: no name of `TemplateTags` is one of them, and comparing
        // a few short names is cheaper than hashing one.
        switch name {
        case "if": return try parseIf(token, words)
        case "for": return try parseFor(token, words)
        case "include": return try parseInclude(token, words)
        case "extends": return try parseExtends(token, words)
        case "block": return try parseBlock(token, words)
        case "filter": return try parseFilterBlock(token, words)
        default:
            if let parse = TemplateTags.parsers[name] { return try parse(&self, token, words) }
            let nameSpan = source.span(words[0].start, words[0].end)
            if let owner = Self.owners[name] ?? TemplateTags.owners[name] {
                if let innermost = open.last(where: { $0.name != "extends" }) {
                    let closer = innermost.name == "if" || innermost.name == "ifnot" ? "endif" : "end" + innermost.name
                    throw TemplateError(
                        "unexpected `\(name)`; expected `\(closer)` to close the `\(innermost.name)` on line \(innermost.span.start.line)",
                        at: nameSpan)
                }
                throw TemplateError("unexpected `\(name)` without a matching `\(owner)`", at: nameSpan)
            }
            var message = "unknown tag `\(name)`"
            if let suggestion = NameSuggestion.closest(to: name, among: Self.tagNames + TemplateTags.names) {
                message += "; did you mean `\(suggestion)`?"
            }
            throw TemplateError(message, at: nameSpan)
        }
    }

    // MARK: - Variables

    private mutating func parseOutput(_ token: TemplateToken) throws(TemplateError) -> TemplateNode {
        if token.contentStart < token.contentEnd, source.bytes[token.contentStart] == UInt8(ascii: "{") {
            // Stencil reads `{{{ v }}}` as the variable `{ v` (nothing) and a `}`: say so instead.
            throw TemplateError(
                "`{{{` starts a variable with `{`, which prints nothing; to print a brace before a value, "
                    + "write `{{ \"{\" }}{{ value }}`", at: source.span(token.start, token.contentStart + 1))
        }
        if let lookup = knownLookup(from: token.contentStart, to: token.contentEnd) { return .variable(lookup) }
        try ExpressionLexer(source: source).tokenize(
            from: token.contentStart, to: token.contentEnd, into: &lastWords)
        let words = lastWords
        guard !words.isEmpty else {
            throw TemplateError(
                "empty variable tag: expected a variable name between `{{` and `}}`", at: span(of: token))
        }
        // `{{ field.name }}` alone, the commonest output: its lookup is the node, with no
        // value expression made to be dropped (what the general path below would return).
        if words.count == 1, words[0].kind == .word,
            case .lookup(let lookup) = try VariableReferenceParser(source: source).operand(
                words[0].text, start: words[0].start)
        {
            return .variable(lookup)
        }
        var parser = expressionParser(words, token, from: 0)
        let value = try parser.parseValue()
        var condition: ConditionExpression?
        var otherwise: ValueExpression?
        if let word = parser.current, word.isWord("if") {
            parser.advance()
            condition = try parser.parseCondition()
            if let word = parser.current, word.isWord("else") {
                parser.advance()
                otherwise = try parser.parseValue()
            }
        }
        try parser.expectEnd("in the variable tag; expected `|`, `if` or `}}`")
        guard let condition else {
            if value.filters.isEmpty, case .lookup(let lookup) = value.operand { return .variable(lookup) }
            return .output(value)
        }
        return .inlineIf(OutputNode(value: value, condition: condition, otherwise: otherwise))
    }

    /// The lookup of a variable tag whose content `start..<end` is one word of names and
    /// dots (`field.name`) that an earlier reference of this parse compiled: found by the
    /// word's bytes where they lie, with no token and no string made (the commonest output
    /// is a reference written before). Nil for anything else, which the general path parses.
    private func knownLookup(from start: Int, to end: Int) -> VariableLookup? {
        source.bytes.withUnsafeBufferPointer { bytes in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            func isNamePart(_ byte: UInt8) -> Bool {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
                    return true
                default:
                    return false
                }
            }
            var wordStart = start
            while wordStart < end, isSpace(bytes[wordStart]) { wordStart += 1 }
            var wordEnd = wordStart
            while wordEnd < end, isNamePart(bytes[wordEnd]) { wordEnd += 1 }
            var rest = wordEnd
            while rest < end, isSpace(bytes[rest]) { rest += 1 }
            guard wordStart < wordEnd, rest == end,
                let path = source.cache.path(spelledBy: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
            else { return nil }
            return VariableLookup(path: path, start: wordStart, end: wordEnd)
        }
    }

    // MARK: - if

    private mutating func parseIf(_ token: TemplateToken, _ words: consuming [ExpressionToken]) throws(TemplateError)
        -> TemplateNode
    {
        var parser = expressionParser(words, token)
        var condition: ConditionExpression? = try parser.parseCondition()
        try parser.expectEnd("in the `if` condition; expected `and`, `or`, a comparison or `%}`")
        _ = consume parser
        _ = consume words
        open.append(("if", span(of: token)))
        var branches: [ConditionalBranch] = []
        branches.reserveCapacity(2)  // `if`…`else`, the commonest: one allocation, not two
        while true {
            let (body, end) = try parseNodes(until: ["elif", "else", "endif"])
            branches.append(ConditionalBranch(condition: condition, body: body))
            guard let end else { break }
            if end.name == "endif" { break }
            if end.name == "elif" {
                var elifParser = expressionParser(end.words, end.token)
                condition = try elifParser.parseCondition()
                try elifParser.expectEnd("in the `elif` condition; expected `and`, `or`, a comparison or `%}`")
                continue
            }
            try expectNoArguments(end)
            _ = consume end
            let (elseBody, elseEnd) = try parseNodes(until: ["endif"])
            branches.append(ConditionalBranch(condition: nil, body: elseBody))
            if let elseEnd { try expectNoArguments(elseEnd) }
            break
        }
        open.removeLast()
        return .conditional(branches)
    }

    func expectNoArguments(_ end: Terminator) throws(TemplateError) {
        guard end.words.count > 1 else { return }
        let extra = end.words[1]
        throw TemplateError(
            "`\(end.name)` takes no argument; unexpected `\(extra.text)`", at: source.span(extra.start, extra.end))
    }

    // MARK: - for

    private mutating func parseFor(_ token: TemplateToken, _ words: consuming [ExpressionToken], label: String? = nil)
        throws(TemplateError) -> TemplateNode
    {
        var parser = expressionParser(words, token, from: label == nil ? 1 : 3)
        // One name (`for x in`) or two (`for key, value in`), held apart: no array for them.
        var variable = ""
        var secondVariable: String?
        var variableCount = 0
        while true {
            guard let word = parser.current, word.kind == .word, !word.isWord("in") else {
                throw TemplateError("expected a loop variable: `for item in items`", at: parser.currentSpan)
            }
            guard Self.isIdentifier(word.text) else {
                throw TemplateError(
                    "`\(word.text)` cannot be a loop variable; use a plain name", at: parser.currentSpan)
            }
            if variableCount == 0 { variable = word.text } else if variableCount == 1 { secondVariable = word.text }
            variableCount += 1
            parser.advance()
            guard let comma = parser.current, comma.isSymbol(",") else { break }
            parser.advance()
        }
        guard variableCount <= 2 else {
            throw TemplateError(
                "a `for` loop takes one variable, or two (`key, value`) over a dictionary", at: span(of: token))
        }
        guard let inWord = parser.current, inWord.isWord("in") else {
            throw TemplateError("expected `in` after the loop variable: `for item in items`", at: parser.currentSpan)
        }
        parser.advance()
        let sequence = try parser.parseValue()
        var filter: ConditionExpression?
        if let whereWord = parser.current, whereWord.isWord("where") {
            parser.advance()
            filter = try parser.parseCondition()
        }
        try parser.expectEnd("in the `for` tag; expected `where` or `%}`")
        _ = consume parser
        _ = consume words
        open.append(("for", span(of: token)))
        let (body, end) = try parseNodes(until: ["empty", "endfor"])
        var emptyBody: [TemplateNode] = []
        if let end {
            try expectNoArguments(end)
            if end.name == "empty" {
                let (nodes, emptyEnd) = try parseNodes(until: ["endfor"])
                emptyBody = nodes
                if let emptyEnd { try expectNoArguments(emptyEnd) }
            }
        }
        open.removeLast()
        let loop = LoopNode(
            variable: variable, secondVariable: secondVariable, sequence: sequence, filter: filter, body: body,
            emptyBody: emptyBody, span: span(of: token))
        loop.label = label
        return .loop(loop)
    }

    static func isIdentifier(_ text: String) -> Bool {
        if let ascii = Self.isASCIIIdentifier(text) { return ascii }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether an all-ASCII `text` is an identifier, without Unicode properties; nil for other text.
    private static func isASCIIIdentifier(_ text: String) -> Bool? {
        var isFirst = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirst: break
            case 0x80...: return nil
            default: return false
            }
            isFirst = false
        }
        return !isFirst
    }

    // MARK: - include, extends, block, filter

    private func parseInclude(_ token: TemplateToken, _ words: [ExpressionToken]) throws(TemplateError) -> TemplateNode
    {
        var parser = expressionParser(words, token)
        guard !parser.atEnd else {
            throw TemplateError(
                "expected the name of the template to include: `{% include \"name\" %}`", at: parser.currentSpan)
        }
        let name = try parser.parseOperand()
        var context: VariableLookup?
        if let word = parser.current, word.kind == .word {
            let operand = try parser.parseOperand()
            guard case .lookup(let lookup) = operand else {
                throw TemplateError(
                    "the context of `include` must be a variable holding a dictionary",
                    at: source.span(word.start, word.end))
            }
            context = lookup
        }
        try parser.expectEnd("in the `include` tag; expected `%}`")
        return .include(IncludeNode(name: name, context: context, span: span(of: token)))
    }

    private mutating func parseExtends(_ token: TemplateToken, _ words: [ExpressionToken]) throws(TemplateError)
        -> TemplateNode
    {
        if open.contains(where: { $0.name == "extends" }) {
            throw TemplateError("`extends` may appear only once in a template", at: span(of: token))
        }
        guard open.isEmpty else {
            throw TemplateError(
                "`extends` must be at the top level of the template, not inside `\(open[open.count - 1].name)`",
                at: span(of: token))
        }
        var parser = expressionParser(words, token)
        guard !parser.atEnd else {
            throw TemplateError(
                "expected the name of the parent template: `{% extends \"base\" %}`", at: parser.currentSpan)
        }
        let name = try parser.parseOperand()
        try parser.expectEnd("in the `extends` tag; expected `%}`")
        open.append(("extends", span(of: token)))
        let (nodes, _) = try parseNodes(until: [])
        open.removeLast()
        var blocks: [String: BlockNode] = [:]
        for node in nodes {
            switch node {
            case .block(let block): blocks[block.name] = block
            case .extends(let other):
                throw TemplateError("`extends` may appear only once in a template", at: other.span)
            default: continue
            }
        }
        return .extends(ExtendsNode(name: name, blocks: blocks, span: span(of: token)))
    }

    private mutating func parseBlock(_ token: TemplateToken, _ words: [ExpressionToken]) throws(TemplateError)
        -> TemplateNode
    {
        guard words.count == 2, words[1].kind == .word else {
            throw TemplateError(
                "`block` takes one argument, the block's name: `{% block content %}`", at: span(of: token))
        }
        let name = words[1].text
        open.append(("block", span(of: token)))
        let (body, end) = try parseNodes(until: ["endblock"])
        if let end, end.words.count > 1 {
            let closing = end.words[1]
            guard end.words.count == 2, closing.text == name else {
                throw TemplateError(
                    "`endblock \(closing.text)` does not match `block \(name)`",
                    at: source.span(closing.start, closing.end))
            }
        }
        open.removeLast()
        return .block(BlockNode(name: name, body: body, span: span(of: token)))
    }

    private mutating func parseFilterBlock(_ token: TemplateToken, _ words: [ExpressionToken]) throws(TemplateError)
        -> TemplateNode
    {
        var parser = expressionParser(words, token)
        guard !parser.atEnd else {
            throw TemplateError("expected a filter: `{% filter lowercase %}`", at: parser.currentSpan)
        }
        var applications = [try parser.parseFilterApplication(after: nil)]
        applications += try parser.parseFilters()
        try parser.expectEnd("in the `filter` tag; expected `|` or `%}`")
        open.append(("filter", span(of: token)))
        let (body, end) = try parseNodes(until: ["endfilter"])
        if let end { try expectNoArguments(end) }
        open.removeLast()
        return .filterBlock(FilterBlockNode(filters: applications, body: body))
    }
}
