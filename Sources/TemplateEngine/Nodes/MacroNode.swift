import ScenegenCore

/// StencilSwiftKit's `{% macro name a b %}…{% endmacro %}`: defines a block
/// that `{% call name x y %}` renders with `a` and `b` bound to the arguments.
/// Defining renders nothing; the name is bound in the current scope, as `set` binds.
final class MacroNode: TemplateTagNode {
    let name: String
    let parameters: [String]
    let body: [TemplateNode]
    let span: TemplateSpan

    /// The key of the dictionary a macro's name is bound to; no lookup can spell it.
    static let key = " macro"

    init(name: String, parameters: [String], body: [TemplateNode], span: TemplateSpan) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.span = span
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        let expected = "`macro` takes a name, then its parameters: `{% macro name a b %}`"
        let name = try parser.identifier(in: words, at: 1, token, expected: expected)
        var parameters: [String] = []
        for position in 2..<max(2, words.count) {
            parameters.append(try parser.identifier(in: words, at: position, token, expected: expected))
        }
        let body = try parser.parseBody(of: "macro", token, until: "endmacro")
        return .tag(MacroNode(name: name, parameters: parameters, body: body, span: parser.span(of: token)))
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        let index: Int
        if let known = renderer.tags.macros.firstIndex(where: { $0 === self }) {
            index = known
        } else {
            index = renderer.tags.macros.count
            renderer.tags.macros.append(self)
        }
        renderer.scope.push(name, .value(.dictionary([Self.key: .int(index)])))
    }
}

/// `{% call name argument… %}`: renders the macro `name` with its parameters
/// bound to the arguments, over the caller's variables.
final class CallNode: TemplateTagNode {
    let macro: VariableLookup
    let arguments: [ValueExpression]
    let span: TemplateSpan

    /// Macro calls and imports nested deeper than this are runaway recursion.
    static let maximumDepth = 64

    init(macro: VariableLookup, arguments: [ValueExpression], span: TemplateSpan) {
        self.macro = macro
        self.arguments = arguments
        self.span = span
    }

    static func parse(_ parser: inout TemplateParser, _ token: TemplateToken, _ words: [ExpressionToken])
        throws(TemplateError) -> TemplateNode
    {
        var expression = parser.expressionParser(words, token)
        guard !expression.atEnd else {
            throw TemplateError(
                "`call` takes the name of a macro, then its arguments: `{% call name x %}`",
                at: expression.currentSpan)
        }
        let nameSpan = expression.currentSpan
        guard case .lookup(let lookup) = try expression.parseOperand() else {
            throw TemplateError("`call` needs the name of a macro, not a value", at: nameSpan)
        }
        var arguments: [ValueExpression] = []
        while !expression.atEnd { arguments.append(try expression.parseValue()) }
        return .tag(CallNode(macro: lookup, arguments: arguments, span: parser.span(of: token)))
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        guard case .dictionary(let bound)? = try renderer.resolve(macro),
            case .int(let index)? = bound[MacroNode.key], index < renderer.tags.macros.count
        else {
            throw TemplateError("call to undefined macro `\(macro.text)`", at: macro.span)
        }
        let definition = renderer.tags.macros[index]
        guard definition.parameters.count == arguments.count else {
            throw TemplateError(
                "macro `\(macro.text)` takes \(definition.parameters.count) argument"
                    + "\(definition.parameters.count == 1 ? "" : "s"), not \(arguments.count)",
                at: span, notes: [.note("`\(definition.name)` is defined here", at: definition.span)])
        }
        guard renderer.tags.callDepth < Self.maximumDepth else {
            throw TemplateError(
                "macro calls nest deeper than \(Self.maximumDepth) levels; does `\(definition.name)` call itself "
                    + "without a condition that ends it?", at: span)
        }
        var values: [TemplateValue] = []
        for argument in arguments { values.append(try renderer.evaluate(argument, strict: renderer.strict) ?? .null) }
        let base = renderer.scope.depth
        for (parameter, value) in zip(definition.parameters, values) { renderer.scope.push(parameter, .value(value)) }
        renderer.tags.callDepth += 1
        defer {
            renderer.tags.callDepth -= 1
            renderer.scope.pop(to: base)
        }
        do {
            try renderer.render(definition.body, into: &out)
        } catch {
            var error = error
            error.notes.append(.note("in the macro called here", at: span))
            throw error
        }
    }
}
