import ScenegenCore

/// StencilSwiftKit's `{% map items into names using item %}…{% endmap %}`:
/// renders the body once per item (with `item` and `maploop` bound) and binds
/// `names` to the array of those renderings. Renders nothing itself; an empty
/// or non-array `items` binds nothing.
final class MapNode: TemplateTagNode {
    let sequence: ValueExpression
    let result: String
    let variable: String?
    let body: [TemplateNode]
    let span: TemplateSpan

    init(sequence: ValueExpression, result: String, variable: String?, body: [TemplateNode], span: TemplateSpan) {
        self.sequence = sequence
        self.result = result
        self.variable = variable
        self.body = body
        self.span = span
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        let expected = "`map` reads `{% map items into names %}` or `{% map items into names using item %}`"
        var expression = parser.expressionParser(words, token)
        guard !expression.atEnd else { throw TemplateError(expected, at: expression.currentSpan) }
        let sequence = try expression.parseValue()
        guard let into = expression.current, into.isWord("into") else {
            throw TemplateError(expected, at: expression.currentSpan)
        }
        let result = try parser.identifier(in: words, at: expression.position + 1, token, expected: expected)
        var variable: String?
        let rest = expression.position + 2
        if rest < words.count {
            guard words[rest].isWord("using"), rest + 2 == words.count else {
                throw TemplateError(expected, at: parser.source.span(words[rest].start, words[rest].end))
            }
            variable = try parser.identifier(in: words, at: rest + 1, token, expected: expected)
        }
        let body = try parser.parseBody(of: "map", token, until: "endmap")
        return .tag(
            MapNode(sequence: sequence, result: result, variable: variable, body: body, span: parser.span(of: token)))
    }

    static let maploopFingerprint = "maploop".templateFingerprint

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        guard case .array(let items)? = try renderer.evaluate(sequence, strict: renderer.strict), !items.isEmpty else {
            return
        }
        var mapped: [TemplateValue] = []
        mapped.reserveCapacity(items.count)
        let base = renderer.scope.depth
        for (index, item) in items.enumerated() {
            renderer.remainingIterations -= 1
            if renderer.remainingIterations < 0 {
                throw TemplateError(
                    "this rendering ran more than \(TemplateRenderer.maximumLoopIterations) loop iterations", at: span)
            }
            let maploop: TemplateDictionary = [
                "counter": .int(index), "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                "item": item,
            ]
            renderer.scope.push("maploop", fingerprint: Self.maploopFingerprint, .value(.dictionary(maploop)))
            if let variable { renderer.scope.push(variable, .value(item)) }
            var inner = OutputBuffer()
            defer { renderer.scope.pop(to: base) }
            try renderer.render(body, into: &inner)
            mapped.append(.string(inner.text))
        }
        renderer.scope.push(result, .value(.array(mapped)))
    }
}
