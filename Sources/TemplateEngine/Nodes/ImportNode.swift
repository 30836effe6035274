import ScenegenCore

/// StencilSwiftKit's `{% import "file" %}`: renders `file` over the current
/// variables and throws its output away, so the macros and `set`s at its top
/// level become available here.
final class ImportNode: TemplateTagNode {
    let name: Operand
    let span: TemplateSpan

    init(name: Operand, span: TemplateSpan) {
        self.name = name
        self.span = span
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        var expression = parser.expressionParser(words, token)
        guard !expression.atEnd else {
            throw TemplateError(
                "expected the name of the template to import: `{% import \"macros.stencil\" %}`",
                at: expression.currentSpan)
        }
        let name = try expression.parseOperand()
        try expression.expectEnd("in the `import` tag; expected `%}`")
        return .tag(ImportNode(name: name, span: parser.span(of: token)))
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        guard case .string(let file)? = try renderer.evaluate(name) else {
            throw TemplateError("the template name of `import` must be a string", at: span)
        }
        guard renderer.tags.callDepth < CallNode.maximumDepth else {
            throw TemplateError(
                "imports nest deeper than \(CallNode.maximumDepth) levels; does `\(file)` import itself?", at: span)
        }
        renderer.tags.callDepth += 1
        defer { renderer.tags.callDepth -= 1 }
        var discarded = OutputBuffer()
        do {
            let body = try renderer.environment.body(named: file, at: span)
            try renderer.render(body.nodes, into: &discarded)
        } catch {
            var error = error
            if error.span?.path != span.path { error.notes.append(.note("imported from here", at: span)) }
            throw error
        }
    }
}
