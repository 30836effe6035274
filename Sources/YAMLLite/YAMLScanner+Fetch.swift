import ScenegenCore

/// The token each indicator character makes, with the checks that refuse
/// misplaced ones.
extension YAMLScanner {
    // MARK: - Fetching structure tokens

    mutating func fetchStreamEnd() throws(YAMLError) {
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
            .unterminatedFlowCollection,
            "this `\(opening.bracket)` is never closed; add `\(closing)` after its last item",
            at: opening.mark,
            to: SourcePosition(
                line: opening.mark.line, column: opening.mark.column + 1, offset: opening.mark.offset + 1))
    }

    func checkDocumentIndicator(_ ch: Unicode.Scalar) -> Bool {
        column == 0 && peek(1) == ch && peek(2) == ch && YAMLScanner.isBlankOrEnd(peek(3))
    }

    mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(YAMLError) {
        if let opening = flowOpenings.last { throw unterminatedFlow(opening) }
        unwindIndent(-1)
        try removeSimpleKey()
        allowSimpleKey = false
        let start = mark
        forward(3)
        tokens.append(YAMLToken(kind: kind, start: start, end: mark))
    }

    mutating func fetchFlowCollectionStart(_ bracket: Unicode.Scalar) throws(YAMLError) {
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

    mutating func fetchFlowCollectionEnd(_ bracket: Unicode.Scalar) throws(YAMLError) {
        guard let opening = flowOpenings.last else {
            throw error(
                .unexpectedCharacter, "`\(bracket)` closes nothing; remove it, or quote the value if it is text",
                to: advanced(1))
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

    mutating func fetchFlowEntry() throws(YAMLError) {
        guard flowLevel > 0 else {
            throw error(
                .unexpectedCharacter, "`,` cannot start a value outside `[ ]` or `{ }`; quote the value",
                to: advanced(1))
        }
        allowSimpleKey = true
        try removeSimpleKey()
        let start = mark
        forward()
        tokens.append(YAMLToken(kind: .flowEntry, start: start, end: mark))
    }

    mutating func fetchBlockEntry() throws(YAMLError) {
        guard flowLevel == 0 else {
            throw error(
                .unexpectedToken, "a `- ` item cannot appear inside `[ ]` or `{ }`; separate items with commas",
                to: advanced(1))
        }
        guard allowSimpleKey else {
            throw error(
                .misplacedSequenceEntry,
                "a `- ` item cannot start here; start the list on its own line, indented under its key", to: advanced(1)
            )
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

    mutating func fetchValue() throws(YAMLError) {
        if let key = key(at: flowLevel) {
            removeKey(at: flowLevel)
            // The key's tokens are still queued (needMoreTokens holds them back); clamp all the same.
            let position = min(max(head, head + key.tokenNumber - tokensTaken), tokens.count)
            if position < tokens.count,
                tokens[position].kind == .flowSequenceStart || tokens[position].kind == .flowMappingStart
            {
                throw error(
                    .complexKey,
                    "a `[ ]` or `{ }` collection cannot be a mapping key in scenegen specs; use a plain or quoted key",
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
    mutating func scanToNextToken() {
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

    func checkPlain() -> Bool {
        let ch = peek()
        switch ch {
        case "\0", " ", "\t", "\r", "\n", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"",
            "%", "@", "`":
            return !YAMLScanner.isBlankOrEnd(peek(1)) && flowLevel == 0 && (ch == "?" || ch == ":")
        case "-":
            return !YAMLScanner.isBlankOrEnd(peek(1))
        default:
            return true
        }
    }

    // MARK: - Scalars

    mutating func fetchBlockScalar(folded: Bool) throws(YAMLError) {
        allowSimpleKey = true
        try removeSimpleKey()
        tokens.append(try scanBlockScalar(folded: folded))
    }

    mutating func fetchFlowScalar(double: Bool) throws(YAMLError) {
        try saveSimpleKey()
        allowSimpleKey = false
        tokens.append(try scanFlowScalar(double: double))
    }

    mutating func fetchPlain() throws(YAMLError) {
        try saveSimpleKey()
        allowSimpleKey = false
        tokens.append(scanPlain())
    }
}
