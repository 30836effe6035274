/// Writes a `SceneGraph` as a Mermaid flowchart (`flowchart TD`), which GitHub
/// and most Markdown viewers draw: scenes as boxes, services as rounded
/// boxes, routes as arrows labelled with what they pass, uses as dashed arrows.
public enum MermaidWriter {
    /// The flowchart's text, ending in a newline.
    public static func write(_ graph: SceneGraph) -> String {
        var lines = ["flowchart TD"]
        for node in graph.nodes {
            let label = ([node.name] + node.details).map(escaped).joined(separator: "<br/>")
            switch node.kind {
            case .scene: lines.append("    \(node.id)[\"\(label)\"]")
            case .missingScene: lines.append("    \(node.id)[\"\(label)<br/>(not a scene of the spec)\"]")
            case .service: lines.append("    \(node.id)([\"\(label)\"])")
            }
        }
        for edge in graph.edges {
            let from = graph.nodes[edge.from].id
            let to = graph.nodes[edge.to].id
            let arrow = edge.kind == .uses ? "-.->" : "-->"
            if edge.label.isEmpty {
                lines.append("    \(from) \(arrow) \(to)")
            } else {
                lines.append("    \(from) \(arrow)|\(escaped(edge.label))| \(to)")
            }
        }
        if graph.nodes.contains(where: { $0.kind == .missingScene }) {
            lines.append("    classDef missing stroke-dasharray: 4 4")
            let missing = graph.nodes.filter { $0.kind == .missingScene }.map(\.id)
            lines.append("    class \(missing.joined(separator: ",")) missing")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside a quoted Mermaid label or between `|`s: the
    /// characters Mermaid reads as markup become its entity codes (`#quot;`).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "|": result += "#124;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
