import ScenegenCore

/// StencilSwiftKit's `{% set name value %}` and `{% set name %}…{% endset %}`:
/// binds `name` to the value, or to the body's rendered text, in the current
/// scope (it ends with the enclosing `if`, loop iteration, include or macro call).
final class SetNode: TemplateTagNode {
    enum Content {
        case value(ValueExpression)
        case body([TemplateNode])
    }

    let name: String
    let content: Content

    init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        let expected = "`set` takes a variable name and a value: `{% set name value %}`"
        let name = try parser.identifier(in: words, at: 1, token, expected: expected)
        if words.count == 2 {
            return .tag(SetNode(name: name, content: .body(try parser.parseBody(of: "set", token, until: "endset"))))
        }
        var expression = parser.expressionParser(words, token, from: 2)
        let value = try expression.parseValue()
        try expression.expectEnd("in the `set` tag; expected `|` or `%}`")
        return .tag(SetNode(name: name, content: .value(value)))
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        let value: TemplateValue?
        switch content {
        case .value(let expression):
            value = try renderer.evaluate(expression, strict: renderer.strict)
        case .body(let nodes):
            var inner = OutputBuffer()
            try renderer.render(nodes, into: &inner)
            value = .string(inner.text)
        }
        // An undefined value still shadows an outer `name`, as in Stencil.
        renderer.scope.push(name, .value(value ?? .null))
    }
}
