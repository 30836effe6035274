import ScenegenCore

/// One parsing event, as PyYAML's parser emits them; the composer in
/// `YAMLParser` builds the node tree from these without recursion.
enum YAMLEvent {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    /// The content of an explicit document (`---`) that has none.
    case emptyDocument
    case scalar(String, style: YAMLScalarStyle, start: SourcePosition, end: SourcePosition)
    case sequenceStart(start: SourcePosition, flow: Bool)
    /// `end` is past the `]` of a flow sequence, ignored for a block sequence.
    case sequenceEnd(end: SourcePosition)
    case mappingStart(start: SourcePosition, flow: Bool)
    /// `end` is past the `}` of a flow mapping, ignored for a block mapping.
    case mappingEnd(end: SourcePosition)
}
