import ScenegenCore

/// Turns tokens into events with PyYAML's parser state machine: an explicit
/// stack of states instead of recursion, so deep nesting cannot overflow.
struct YAMLEventParser {
    private enum State {
        case streamStart, implicitDocumentStart, documentStart, documentEnd, documentContent
        case blockNode
        case blockSequenceFirstEntry, blockSequenceEntry, indentlessSequenceEntry
        case blockMappingFirstKey, blockMappingKey, blockMappingValue
        case flowSequenceFirstEntry, flowSequenceEntry
        case flowSequenceEntryMappingKey, flowSequenceEntryMappingValue, flowSequenceEntryMappingEnd
        case flowMappingFirstKey, flowMappingKey, flowMappingValue, flowMappingEmptyValue
        case finished
    }

    private var scanner: YAMLScanner
    private var state = State.streamStart
    private var states: [State] = []
    /// Where each open collection starts, for messages.
    private var marks: [SourcePosition] = []
    private var documentCount = 0
    private var lastDocumentEndedExplicitly = false

    init(file: SourceFile) throws(YAMLError) {
        scanner = try YAMLScanner(file: file)
    }

    private func error(_ kind: YAMLError.Kind, _ message: String, at token: YAMLToken) -> YAMLError {
        YAMLError(kind, message, at: SourceSpan(path: scanner.path, start: token.start, end: token.end))
    }

    /// The next event.
    mutating func next() throws(YAMLError) -> YAMLEvent {
        switch state {
        case .streamStart:
            _ = try scanner.nextToken()
            state = .implicitDocumentStart
            return .streamStart
        case .implicitDocumentStart:
            if try scanner.check(.documentStart, .streamEnd) { return try parseDocumentStart() }
            documentCount += 1
            states.append(.documentEnd)
            state = .blockNode
            return .documentStart
        case .documentStart: return try parseDocumentStart()
        case .documentEnd:
            lastDocumentEndedExplicitly = false
            if try scanner.check(.documentEnd) {
                _ = try scanner.nextToken()
                lastDocumentEndedExplicitly = true
            }
            state = .documentStart
            return .documentEnd
        case .documentContent:
            if try scanner.check(.documentStart, .documentEnd, .streamEnd) {
                state = popState()
                return .emptyDocument
            }
            return try parseNode(block: true)
        case .blockNode: return try parseNode(block: true)
        case .blockSequenceFirstEntry:
            marks.append(try scanner.nextToken().start)
            return try parseBlockSequenceEntry()
        case .blockSequenceEntry: return try parseBlockSequenceEntry()
        case .indentlessSequenceEntry: return try parseIndentlessSequenceEntry()
        case .blockMappingFirstKey:
            marks.append(try scanner.nextToken().start)
            return try parseBlockMappingKey()
        case .blockMappingKey: return try parseBlockMappingKey()
        case .blockMappingValue: return try parseBlockMappingValue()
        case .flowSequenceFirstEntry:
            marks.append(try scanner.nextToken().start)
            return try parseFlowSequenceEntry(first: true)
        case .flowSequenceEntry: return try parseFlowSequenceEntry(first: false)
        case .flowSequenceEntryMappingKey:
            let token = try scanner.nextToken()
            if try !scanner.check(.value, .flowEntry, .flowSequenceEnd) {
                states.append(.flowSequenceEntryMappingValue)
                return try parseNode(block: false)
            }
            state = .flowSequenceEntryMappingValue
            return emptyScalar(at: token.end)
        case .flowSequenceEntryMappingValue:
            if try scanner.check(.value) {
                let token = try scanner.nextToken()
                if try !scanner.check(.flowEntry, .flowSequenceEnd) {
                    states.append(.flowSequenceEntryMappingEnd)
                    return try parseNode(block: false)
                }
                state = .flowSequenceEntryMappingEnd
                return emptyScalar(at: token.end)
            }
            state = .flowSequenceEntryMappingEnd
            return emptyScalar(at: try scanner.peekToken().start)
        case .flowSequenceEntryMappingEnd:
            state = .flowSequenceEntry
            return .mappingEnd(end: try scanner.peekToken().start)
        case .flowMappingFirstKey:
            marks.append(try scanner.nextToken().start)
            return try parseFlowMappingKey(first: true)
        case .flowMappingKey: return try parseFlowMappingKey(first: false)
        case .flowMappingValue:
            if try scanner.check(.value) {
                let token = try scanner.nextToken()
                if try !scanner.check(.flowEntry, .flowMappingEnd) {
                    states.append(.flowMappingKey)
                    return try parseNode(block: false)
                }
                state = .flowMappingKey
                return emptyScalar(at: token.end)
            }
            state = .flowMappingKey
            return emptyScalar(at: try scanner.peekToken().start)
        case .flowMappingEmptyValue:
            state = .flowMappingKey
            return emptyScalar(at: try scanner.peekToken().start)
        case .finished:
            return .streamEnd
        }
    }

    private mutating func popState() -> State {
        states.popLast() ?? .finished
    }

    private func emptyScalar(at mark: SourcePosition) -> YAMLEvent {
        .scalar("", style: .plain, start: mark, end: mark)
    }

    // MARK: - Documents

    private mutating func parseDocumentStart() throws(YAMLError) -> YAMLEvent {
        while try scanner.check(.documentEnd) {
            let token = try scanner.nextToken()
            if documentCount == 0 {
                throw error(.unexpectedToken, "`...` ends a document that has not started; remove it", at: token)
            }
            lastDocumentEndedExplicitly = true
        }
        let token = try scanner.peekToken()
        if token.kind == .streamEnd {
            _ = try scanner.nextToken()
            state = .finished
            return .streamEnd
        }
        if documentCount > 0 {
            if token.kind == .documentStart {
                throw error(
                    .multipleDocuments,
                    "a second document (`---`) is not supported; a scenegen spec is one document, so remove the marker and merge the documents",
                    at: token)
            }
            if lastDocumentEndedExplicitly {
                throw error(
                    .multipleDocuments,
                    "text after the document end marker `...`; a scenegen spec is one document, so remove the marker or the text",
                    at: token)
            }
            throw error(
                .unexpectedToken,
                "found \(token.description) after the document's value; a document has a single root value (indent this line, or write `key: value` lines)",
                at: token)
        }
        documentCount += 1
        _ = try scanner.nextToken()
        states.append(.documentEnd)
        state = .documentContent
        return .documentStart
    }

    // MARK: - Nodes

    private mutating func parseNode(block: Bool, indentlessSequence: Bool = false) throws(YAMLError) -> YAMLEvent {
        let token = try scanner.peekToken()
        if indentlessSequence && token.kind == .blockEntry {
            state = .indentlessSequenceEntry
            return .sequenceStart(start: token.start, flow: false)
        }
        switch token.kind {
        case .scalar:
            _ = try scanner.nextToken()
            state = popState()
            return .scalar(token.value, style: token.style, start: token.start, end: token.end)
        case .flowSequenceStart:
            state = .flowSequenceFirstEntry
            return .sequenceStart(start: token.start, flow: true)
        case .flowMappingStart:
            state = .flowMappingFirstKey
            return .mappingStart(start: token.start, flow: true)
        case .blockSequenceStart where block:
            state = .blockSequenceFirstEntry
            return .sequenceStart(start: token.start, flow: false)
        case .blockMappingStart where block:
            state = .blockMappingFirstKey
            return .mappingStart(start: token.start, flow: false)
        case .documentEnd:
            throw error(.unexpectedToken, "`...` ends a document that has not started; remove it", at: token)
        case .flowEntry:
            throw error(
                .unexpectedToken, "expected a value before `,`; remove the extra comma or write the value", at: token)
        case .value:
            throw error(.unexpectedToken, "expected a key before `:`; write `key: value`", at: token)
        default:
            throw error(.unexpectedToken, "expected a value, found \(token.description)", at: token)
        }
    }

    /// The error for a token that does not continue the block collection opened at the top of `marks`.
    private func blockMisfit(_ token: YAMLToken, in kind: String, expecting item: String) -> YAMLError {
        let open = marks.last ?? token.start
        if token.start.column > open.column {
            return error(
                .inconsistentIndentation,
                "inconsistent indentation: this line starts at column \(token.start.column), but the \(kind) it continues starts at column \(open.column) (line \(open.line)); line it up with its siblings",
                at: token)
        }
        return error(
            .unexpectedToken,
            "found \(token.description) where the \(kind) at line \(open.line), column \(open.column) expects \(item); indent it under a key, or make both the same kind",
            at: token)
    }

    // MARK: - Block collections

    private mutating func parseBlockSequenceEntry() throws(YAMLError) -> YAMLEvent {
        if try scanner.check(.blockEntry) {
            let token = try scanner.nextToken()
            if try !scanner.check(.blockEntry, .blockEnd) {
                states.append(.blockSequenceEntry)
                return try parseNode(block: true)
            }
            state = .blockSequenceEntry
            return emptyScalar(at: token.end)
        }
        let token = try scanner.peekToken()
        guard token.kind == .blockEnd else { throw blockMisfit(token, in: "list", expecting: "another `- ` item") }
        _ = try scanner.nextToken()
        state = popState()
        _ = marks.popLast()
        return .sequenceEnd(end: token.end)
    }

    private mutating func parseIndentlessSequenceEntry() throws(YAMLError) -> YAMLEvent {
        if try scanner.check(.blockEntry) {
            let token = try scanner.nextToken()
            if try !scanner.check(.blockEntry, .key, .value, .blockEnd) {
                states.append(.indentlessSequenceEntry)
                return try parseNode(block: true)
            }
            state = .indentlessSequenceEntry
            return emptyScalar(at: token.end)
        }
        let token = try scanner.peekToken()
        state = popState()
        return .sequenceEnd(end: token.start)
    }

    private mutating func parseBlockMappingKey() throws(YAMLError) -> YAMLEvent {
        if try scanner.check(.key) {
            let token = try scanner.nextToken()
            if try !scanner.check(.key, .value, .blockEnd) {
                states.append(.blockMappingValue)
                return try parseNode(block: true, indentlessSequence: true)
            }
            state = .blockMappingValue
            return emptyScalar(at: token.end)
        }
        let token = try scanner.peekToken()
        guard token.kind == .blockEnd else { throw blockMisfit(token, in: "mapping", expecting: "another `key:`") }
        _ = try scanner.nextToken()
        state = popState()
        _ = marks.popLast()
        return .mappingEnd(end: token.end)
    }

    private mutating func parseBlockMappingValue() throws(YAMLError) -> YAMLEvent {
        if try scanner.check(.value) {
            let token = try scanner.nextToken()
            if try !scanner.check(.key, .value, .blockEnd) {
                states.append(.blockMappingKey)
                return try parseNode(block: true, indentlessSequence: true)
            }
            state = .blockMappingKey
            return emptyScalar(at: token.end)
        }
        state = .blockMappingKey
        return emptyScalar(at: try scanner.peekToken().start)
    }

    // MARK: - Flow collections

    private func flowMisfit(_ token: YAMLToken, closing: String) -> YAMLError {
        let open = marks.last ?? token.start
        return error(
            .unexpectedToken,
            "expected `,` or `\(closing)` after an item of the collection at line \(open.line), column \(open.column), found \(token.description); if the collection ends here, close it with `\(closing)`",
            at: token)
    }

    private mutating func parseFlowSequenceEntry(first: Bool) throws(YAMLError) -> YAMLEvent {
        if try !scanner.check(.flowSequenceEnd) {
            if !first {
                let token = try scanner.peekToken()
                guard token.kind == .flowEntry else { throw flowMisfit(token, closing: "]") }
                _ = try scanner.nextToken()
            }
            let token = try scanner.peekToken()
            if token.kind == .key {
                state = .flowSequenceEntryMappingKey
                return .mappingStart(start: token.start, flow: true)
            }
            if token.kind != .flowSequenceEnd {
                states.append(.flowSequenceEntry)
                return try parseNode(block: false)
            }
        }
        let token = try scanner.nextToken()
        state = popState()
        _ = marks.popLast()
        return .sequenceEnd(end: token.end)
    }

    private mutating func parseFlowMappingKey(first: Bool) throws(YAMLError) -> YAMLEvent {
        if try !scanner.check(.flowMappingEnd) {
            if !first {
                let token = try scanner.peekToken()
                guard token.kind == .flowEntry else { throw flowMisfit(token, closing: "}") }
                _ = try scanner.nextToken()
            }
            if try scanner.check(.key) {
                let token = try scanner.nextToken()
                if try !scanner.check(.value, .flowEntry, .flowMappingEnd) {
                    states.append(.flowMappingValue)
                    return try parseNode(block: false)
                }
                state = .flowMappingValue
                return emptyScalar(at: token.end)
            }
            if try !scanner.check(.flowMappingEnd) {
                states.append(.flowMappingEmptyValue)
                return try parseNode(block: false)
            }
        }
        let token = try scanner.nextToken()
        state = popState()
        _ = marks.popLast()
        return .mappingEnd(end: token.end)
    }
}
