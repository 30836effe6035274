import ScenegenCore

extension YAMLNode {
    /// The node as JSON, as `scenegen dump --raw` prints it: scalars as
    /// strings, sequences as arrays, mappings as objects in key order.
    ///
    /// Built with an explicit stack, so even a tree at `YAMLParser.maximumDepth`
    /// converts without deep recursion.
    public var jsonValue: JSONValue {
        // Each frame is a node whose children are being converted, and the values made so far.
        var frames: [(node: YAMLNode, values: [JSONValue])] = [(self, [])]
        var result = JSONValue.null
        while let frame = frames.last {
            let children = frame.node.childNodes
            if frame.values.count < children.count {
                let child = children[frame.values.count]
                if case .scalar(let text, _) = child.content {
                    frames[frames.count - 1].values.append(.string(text))
                } else {
                    frames.append((child, []))
                }
                continue
            }
            frames.removeLast()
            let value: JSONValue
            switch frame.node.content {
            case .scalar(let text, _): value = .string(text)
            case .sequence: value = .array(frame.values)
            case .mapping(let pairs):
                value = .object(zip(pairs, frame.values).map { (key: $0.key.scalar ?? "", value: $1) })
            }
            if frames.isEmpty {
                result = value
            } else {
                frames[frames.count - 1].values.append(value)
            }
        }
        return result
    }

    /// The nodes whose values the JSON form holds: items, or mapping values in order.
    private var childNodes: [YAMLNode] {
        switch content {
        case .scalar: return []
        case .sequence(let items): return items
        case .mapping(let pairs): return pairs.map(\.value)
        }
    }
}

extension YAMLNode {
    /// The node with the span of every node, as `scenegen dump --raw --spans`
    /// prints it: `{"span": "1:4-1:9", "scalar": "value"}`, `{"span": …,
    /// "sequence": [nodes]}`, `{"span": …, "mapping": [{"key": node, "value": node}]}`.
    ///
    /// Recursive, which is safe: trees are at most `YAMLParser.maximumDepth` deep.
    public var jsonValueWithSpans: JSONValue {
        let range = "\(span.start.line):\(span.start.column)-\(span.end.line):\(span.end.column)"
        switch content {
        case .scalar(let text, _):
            return .object([(key: "span", value: .string(range)), (key: "scalar", value: .string(text))])
        case .sequence(let items):
            return .object([
                (key: "span", value: .string(range)), (key: "sequence", value: .array(items.map(\.jsonValueWithSpans))),
            ])
        case .mapping(let pairs):
            let entries = pairs.map { pair in
                JSONValue.object([
                    (key: "key", value: pair.key.jsonValueWithSpans),
                    (key: "value", value: pair.value.jsonValueWithSpans),
                ])
            }
            return .object([(key: "span", value: .string(range)), (key: "mapping", value: .array(entries))])
        }
    }
}
