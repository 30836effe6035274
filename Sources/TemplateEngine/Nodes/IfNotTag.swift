import ScenegenCore

/// `{% ifnot condition %}…{% else %}…{% endif %}`: Stencil's `if not`, parsed
/// into an ordinary conditional (the `else` part first, under the condition).
enum IfNotTag {
    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        var expression = parser.expressionParser(words, token)
        let condition = try expression.parseCondition()
        try expression.expectEnd("in the `ifnot` condition; expected `and`, `or`, a comparison or `%}`")
        parser.open.append(("ifnot", parser.span(of: token)))
        let (body, end) = try parser.parseNodes(until: ["else", "endif"])
        var otherwise: [TemplateNode] = []
        if let end {
            try parser.expectNoArguments(end)
            if end.name == "else" {
                let (nodes, elseEnd) = try parser.parseNodes(until: ["endif"])
                otherwise = nodes
                if let elseEnd { try parser.expectNoArguments(elseEnd) }
            }
        }
        parser.open.removeLast()
        return .conditional([
            ConditionalBranch(condition: condition, body: otherwise), ConditionalBranch(condition: nil, body: body),
        ])
    }
}
