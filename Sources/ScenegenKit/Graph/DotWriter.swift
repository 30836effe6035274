/// Writes a `SceneGraph` as a Graphviz `digraph`: scenes as boxes whose label
/// lists the inputs line by line (`\n`), services as ellipses, routes as
/// arrows labelled with what they pass, uses as dashed arrows.
public enum DotWriter {
    /// The digraph's text, ending in a newline.
    public static func write(_ graph: SceneGraph) -> String {
        var lines = [
            "digraph \(quoted(graph.name)) {",
            "    rankdir=TB;",
            "    node [shape=box, fontname=\"monospace\"];",
            "    edge [fontname=\"monospace\"];",
        ]
        for node in graph.nodes {
            let label = quoted(([node.name] + node.details).joined(separator: "\n"))
            switch node.kind {
            case .scene: lines.append("    \(node.id) [label=\(label)];")
            case .missingScene:
                let text = quoted(node.name + "\n(not a scene of the spec)")
                lines.append("    \(node.id) [label=\(text), style=dashed];")
            case .service: lines.append("    \(node.id) [label=\(label), shape=ellipse];")
            }
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if !edge.label.isEmpty { attributes.append("label=\(quoted(edge.label))") }
            if edge.kind == .uses { attributes.append("style=dashed") }
            let list = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            lines.append("    \(graph.nodes[edge.from].id) -> \(graph.nodes[edge.to].id)\(list);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a DOT string: in double quotes, with `\` and `"` escaped and
    /// each line break written `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
