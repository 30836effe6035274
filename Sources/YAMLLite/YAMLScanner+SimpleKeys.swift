import ScenegenCore

/// Simple keys (a `key:` found only when its `:` comes) and block
/// indentation, as PyYAML tracks them.
extension YAMLScanner {
    // MARK: - Simple keys

    func nextPossibleSimpleKey() -> Int? {
        possibleSimpleKeys.lazy.map(\.tokenNumber).min()
    }

    /// Forgets keys that can no longer be keys (another line, or over 1024 characters on).
    mutating func staleSimpleKeys() throws(YAMLError) {
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
            .invalidKey,
            "expected `:` after this key; each line of a mapping is `key: value` (quote a value that spans several lines)",
            at: key.mark)
    }

    mutating func saveSimpleKey() throws(YAMLError) {
        let required = flowLevel == 0 && indent == column
        if allowSimpleKey {
            try removeSimpleKey()
            possibleSimpleKeys.append(
                SimpleKey(
                    level: flowLevel, tokenNumber: tokensTaken + tokens.count - head, required: required, index: index,
                    line: line,
                    column: column, mark: mark))
        }
    }

    mutating func removeSimpleKey() throws(YAMLError) {
        if let key = key(at: flowLevel) {
            if key.required { throw missingColon(key) }
            removeKey(at: flowLevel)
        }
    }

    func key(at level: Int) -> SimpleKey? {
        for key in possibleSimpleKeys where key.level == level { return key }
        return nil
    }

    mutating func removeKey(at level: Int) {
        possibleSimpleKeys.removeAll { $0.level == level }
    }

    // MARK: - Indentation

    mutating func unwindIndent(_ column: Int) {
        if flowLevel > 0 { return }
        while indent > column {
            indent = indents.popLast() ?? -1
            tokens.append(YAMLToken(kind: .blockEnd, start: mark, end: mark))
        }
    }

    mutating func addIndent(_ column: Int, at position: SourcePosition) throws(YAMLError) -> Bool {
        guard indent < column else { return false }
        if indents.count >= YAMLParser.maximumDepth {
            throw error(.tooDeep, "collections nest deeper than \(YAMLParser.maximumDepth) levels", at: position)
        }
        indents.append(indent)
        indent = column
        return true
    }
}
