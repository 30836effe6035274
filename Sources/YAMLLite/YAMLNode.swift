import ScenegenCore

/// One node of a YAML-lite document: a string scalar, a sequence or a
/// mapping (key order kept), with the span it covers in the source.
///
/// As with PyYAML's `BaseLoader`, every scalar is a string: `true`, `12` and
/// `~` are the strings "true", "12" and "~"; an empty value is "". Typing is
/// the job of the layer that reads the tree.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A string, and the style it was written in.
        case scalar(String, style: YAMLScalarStyle)
        /// Items in order.
        case sequence([YAMLNode])
        /// Key/value pairs in the order written.
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node is: its first character to just past its last.
    public var span: SourceSpan

    /// Creates a node.
    public init(_ content: Content, span: SourceSpan) {
        self.content = content
        self.span = span
    }

    /// The scalar's string, or nil for a collection.
    public var scalar: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    /// The sequence's items, or nil for another kind of node.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The mapping's pairs in order, or nil for another kind of node.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of the first pair whose key is the scalar `key`, in a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar == key }?.value
    }

    /// "scalar", "sequence" or "mapping", for messages.
    public var kindName: String {
        switch content {
        case .scalar: return "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}

/// One entry of a mapping.
public struct YAMLPair: Hashable, Sendable {
    /// The key (a scalar in YAML-lite; complex keys are rejected).
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// How a scalar was written; the spec layer uses it for notes such as
/// "an unquoted `[Car]` is read as a one-element list".
public enum YAMLScalarStyle: String, Hashable, Sendable {
    /// `value`, or nothing at all (an empty value).
    case plain
    /// `'value'`.
    case singleQuoted
    /// `"value"`.
    case doubleQuoted
    /// `|` block.
    case literal
    /// `>` block.
    case folded
}
