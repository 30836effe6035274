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
