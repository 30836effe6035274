import ScenegenCore

/// One token of the scanner, as PyYAML's scanner makes them: structure
/// markers, block indentation changes and scalars.
struct YAMLToken {
    /// What a token is.
    enum Kind: Equatable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowMappingStart, flowSequenceEnd, flowMappingEnd
        case key, value, blockEntry, flowEntry
        case scalar
    }

    var kind: Kind
    var start: SourcePosition
    var end: SourcePosition
    /// The scalar's text, for `.scalar`.
    var value: String = ""
    /// The scalar's style, for `.scalar`.
    var style: YAMLScalarStyle = .plain

    /// How messages name the token: "`,`", "the end of the file".
    var description: String {
        switch kind {
        case .streamStart: return "the start of the file"
        case .streamEnd: return "the end of the file"
        case .documentStart: return "`---`"
        case .documentEnd: return "`...`"
        case .blockSequenceStart, .blockEntry: return "a `- ` item"
        case .blockMappingStart, .key: return "a `key:`"
        case .blockEnd: return "the end of the block"
        case .flowSequenceStart: return "`[`"
        case .flowMappingStart: return "`{`"
        case .flowSequenceEnd: return "`]`"
        case .flowMappingEnd: return "`}`"
        case .value: return "`:`"
        case .flowEntry: return "`,`"
        case .scalar:
            guard !value.isEmpty else { return "an empty value" }
            let firstLine = value.prefix { !$0.isNewline }
            let shown = firstLine.count > 40 || firstLine.count < value.count ? firstLine.prefix(40) + "…" : firstLine
            return "the value `\(shown)`"
        }
    }
}
