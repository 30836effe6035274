import ScenegenCore

/// A parsed template, ready to render any number of contexts.
public struct Template: @unchecked Sendable {
    let body: ParsedTemplate
    /// The environment that parsed it: its loader serves includes and parents.
    public let environment: TemplateEnvironment

    init(body: ParsedTemplate, environment: TemplateEnvironment) {
        self.body = body
        self.environment = environment
    }

    /// The template's source.
    public var source: SourceFile { body.file }

    /// Renders with `context` as the top-level variables.
    public func render(_ context: [String: TemplateValue] = [:]) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(environment: environment, context: context)
        var out = OutputBuffer(capacity: body.file.text.utf8.count * 2)
        try renderer.render(body.nodes, into: &out)
        return out.text
    }

    /// Renders as `render` does, and tells for each output position the
    /// template position that produced it. The map is empty unless the
    /// environment's options have `recordsLineMap`.
    public func renderWithLineMap(_ context: [String: TemplateValue] = [:]) throws(TemplateError)
        -> RenderedTemplate
    {
        var renderer = TemplateRenderer(environment: environment, context: context)
        var out = OutputBuffer(capacity: body.file.text.utf8.count * 2)
        out.recordsLineMarks = true
        try renderer.render(body.nodes, into: &out)
        let lineMap = TemplateLineMap(marks: renderer.lineMarks, output: out.bytes()[...])
        return RenderedTemplate(text: out.text, lineMap: lineMap)
    }
}
