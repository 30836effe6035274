import ScenegenCore

/// Reads a YAML-lite document into a `YAMLNode` tree, exactly as PyYAML's
/// `yaml.load(text, Loader=yaml.BaseLoader)` reads it (every scalar a
/// string, key order kept), and refuses what YAML-lite leaves out with a
/// `YAMLError` at its line and column. See docs/yaml-lite.md.
public enum YAMLParser {
    /// How deeply collections may nest: deeper input is refused with a
    /// `.tooDeep` error. Specs need about five levels.
    public static let maximumDepth = 100

    /// The document's root node; nil for an empty document (only comments and
    /// blank lines, or `---` alone).
    public static func parse(_ file: SourceFile) throws(YAMLError) -> YAMLNode? {
        var composer = try Composer(file: file)
        return try composer.compose()
    }

    /// Builds the tree from events with an explicit stack of open collections.
    private struct Composer {
        /// A collection whose end has not been read yet.
        private struct OpenCollection {
            var start: SourcePosition
            var flow: Bool
            var isMapping: Bool
            var items: [YAMLNode] = []
            var pairs: [YAMLPair] = []
            var pendingKey: YAMLNode?
            /// First position of each key of a mapping, to report duplicates.
            var keys: [String: SourcePosition] = [:]
        }

        private var events: YAMLEventParser
        private let path: String
        private var stack: [OpenCollection] = []
        private var root: YAMLNode?

        init(file: SourceFile) throws(YAMLError) {
            events = try YAMLEventParser(file: file)
            path = file.path
        }

        mutating func compose() throws(YAMLError) -> YAMLNode? {
            while true {
                switch try events.next() {
                case .streamStart, .documentStart, .documentEnd, .emptyDocument:
                    continue
                case .streamEnd:
                    return root
                case .scalar(let value, let style, let start, let end):
                    try attach(YAMLNode(.scalar(value, style: style), span: span(start, end)))
                case .sequenceStart(let start, let flow):
                    try open(OpenCollection(start: start, flow: flow, isMapping: false))
                case .mappingStart(let start, let flow):
                    try open(OpenCollection(start: start, flow: flow, isMapping: true))
                case .sequenceEnd(let end), .mappingEnd(let end):
                    guard let collection = stack.popLast() else { continue }
                    try attach(close(collection, end: end))
                }
            }
        }

        private func span(_ start: SourcePosition, _ end: SourcePosition) -> SourceSpan {
            SourceSpan(path: path, start: start, end: end)
        }

        private mutating func open(_ collection: OpenCollection) throws(YAMLError) {
            guard stack.count < YAMLParser.maximumDepth else {
                throw YAMLError(
                    .tooDeep, "collections nest deeper than \(YAMLParser.maximumDepth) levels; flatten the structure",
                    at: span(collection.start, collection.start))
            }
            stack.append(collection)
        }

        /// The node of a finished collection: a flow collection ends past its
        /// bracket, a block one with its last item.
        private func close(_ collection: OpenCollection, end: SourcePosition) -> YAMLNode {
            if collection.isMapping {
                let last = collection.flow ? end : collection.pairs.last?.value.span.end ?? collection.start
                return YAMLNode(.mapping(collection.pairs), span: span(collection.start, last))
            }
            let last = collection.flow ? end : collection.items.last?.span.end ?? collection.start
            return YAMLNode(.sequence(collection.items), span: span(collection.start, last))
        }

        private mutating func attach(_ node: YAMLNode) throws(YAMLError) {
            guard !stack.isEmpty else {
                root = node
                return
            }
            let top = stack.count - 1
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return
            }
            guard let key = stack[top].pendingKey else {
                guard let name = node.scalar else {
                    throw YAMLError(
                        .complexKey,
                        "a \(node.kindName) cannot be a mapping key in scenegen specs; use a plain or quoted key",
                        at: node.span)
                }
                if let first = stack[top].keys[name] {
                    throw YAMLError(
                        .duplicateKey,
                        "duplicate key `\(name)`; it is already set at line \(first.line), column \(first.column) of this mapping, so remove or rename one",
                        at: node.span)
                }
                stack[top].keys[name] = node.span.start
                stack[top].pendingKey = node
                return
            }
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        }
    }
}
