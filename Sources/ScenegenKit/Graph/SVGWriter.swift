/// Draws a `SceneGraph` as a standalone SVG image, laid out by `LayeredLayout`
/// (no Graphviz needed): scenes as boxes with their name in bold and their
/// inputs below, services as rounded boxes, missing scenes dashed, routes as
/// curves with arrowheads and labels, uses as dashed curves.
public enum SVGWriter {
    /// The font size of every text, in pixels.
    static let fontSize = 13
    /// The width of one character of the monospace font, an estimate (0.6 em, rounded up).
    static let characterWidth = 8
    /// The width of one character of an edge's label (12 px monospace), an estimate.
    static let labelCharacterWidth = 8
    /// The height of one line of text in a box.
    static let lineHeight = 18
    /// The space between a box's border and its text.
    static let horizontalPadding = 12
    static let verticalPadding = 8

    /// The SVG document, ending in a newline.
    public static func write(_ graph: SceneGraph) -> String {
        let sizes = graph.nodes.map(size)
        let layout = LayeredLayout(
            sizes: sizes, edges: graph.edges.map { ($0.from, $0.to) },
            labelWidths: graph.edges.map { $0.label.count * labelCharacterWidth })
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(layout.width)\" height=\"\(layout.height)\" "
                + "viewBox=\"0 0 \(layout.width) \(layout.height)\" font-family=\"monospace\" font-size=\"\(fontSize)\">",
            "<title>\(escaped(graph.name)) navigation</title>",
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
                + "orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#444\"/></marker></defs>",
            "<style>.node{fill:#f5f7ff;stroke:#345;stroke-width:1.5}.service{fill:#fff8e6}"
                + ".missing{fill:#fff;stroke-dasharray:5 4}.edge{fill:none;stroke:#444;stroke-width:1.3}"
                + ".uses{stroke:#a70;stroke-dasharray:6 4}.name{font-weight:bold}"
                + ".label{font-size:12px;fill:#333;paint-order:stroke;stroke:#fff;stroke-width:4px}</style>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
        ]
        for (index, edge) in graph.edges.enumerated() {
            let route = layout.routes[index]
            let kind = edge.kind == .uses ? "edge uses" : "edge"
            lines.append(
                "<path class=\"\(kind)\" d=\"\(pathData(route))\" marker-end=\"url(#arrow)\"><title>"
                    + escaped(graph.nodes[edge.from].name + " → " + graph.nodes[edge.to].name) + "</title></path>")
        }
        for (index, node) in graph.nodes.enumerated() {
            let box = layout.nodes[index]
            let kind: String
            let corner: Int
            switch node.kind {
            case .scene: (kind, corner) = ("node", 4)
            case .missingScene: (kind, corner) = ("node missing", 4)
            case .service: (kind, corner) = ("node service", 14)
            }
            lines.append(
                "<g id=\"\(node.id)\"><rect class=\"\(kind)\" x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" "
                    + "height=\"\(box.height)\" rx=\"\(corner)\"/>")
            let centre = box.x + box.width / 2
            for (line, text) in texts(of: node).enumerated() {
                let baseline = box.y + verticalPadding + lineHeight * line + fontSize
                let style = line == 0 ? " class=\"name\"" : ""
                lines.append(
                    "<text x=\"\(centre)\" y=\"\(baseline)\" text-anchor=\"middle\"\(style)>\(escaped(text))</text>")
            }
            lines.append("</g>")
        }
        for (index, edge) in graph.edges.enumerated() where !edge.label.isEmpty {
            let at = layout.routes[index].labelPosition
            let anchor = layout.routes[index].isLoop ? "start" : "middle"
            lines.append(
                "<text class=\"label\" x=\"\(at.x)\" y=\"\(at.y + 4)\" text-anchor=\"\(anchor)\">\(escaped(edge.label))</text>"
            )
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines a node's box shows.
    static func texts(of node: SceneGraph.Node) -> [String] {
        node.kind == .missingScene ? [node.name, "(not a scene of the spec)"] : [node.name] + node.details
    }

    /// A node's box: wide enough for its longest line in the monospace estimate,
    /// tall enough for its lines.
    static func size(of node: SceneGraph.Node) -> LayeredLayout.Size {
        let lines = texts(of: node)
        let longest = lines.map(\.count).max() ?? 0
        return LayeredLayout.Size(
            width: longest * characterWidth + 2 * horizontalPadding,
            height: lines.count * lineHeight + 2 * verticalPadding)
    }

    /// The `d` of an edge's path: straight lines along the rows, S-curves across the gaps.
    static func pathData(_ route: LayeredLayout.Route) -> String {
        let points = route.points
        guard let first = points.first else { return "" }
        if route.isLoop, points.count == 4 {
            return "M \(first.x) \(first.y) C \(points[1].x) \(points[1].y) \(points[2].x) \(points[2].y) "
                + "\(points[3].x) \(points[3].y)"
        }
        var data = "M \(first.x) \(first.y)"
        for index in points.indices.dropFirst() {
            let (from, to) = (points[index - 1], points[index])
            if index % 2 == 1 {
                if from != to { data += " L \(to.x) \(to.y)" }
            } else {
                let middle = (from.y + to.y) / 2
                data += " C \(from.x) \(middle) \(to.x) \(middle) \(to.x) \(to.y)"
            }
        }
        return data
    }

    /// `text` safe in XML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
