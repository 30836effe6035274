import ScenegenCore

/// A tag node that renders itself: the tags added to the core ones, each in
/// its own file with its parsing and rendering together, as Stencil's tags are.
protocol TemplateTagNode: AnyObject {
    /// Renders into `out`, reading and changing the renderer's scope.
    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError)
}

/// The self-rendering tags, by name: one registration line per tag.
enum TemplateTags {
    /// Parses a tag whose name (and expression tokens) the parser has read.
    typealias Parse =
        @Sendable (inout TemplateParser, TemplateToken, [ExpressionToken]) throws(TemplateError) ->
        TemplateNode

    static let parsers: [String: Parse] = [
        "break": LoopControlNode.parse,
        "continue": LoopControlNode.parse,
        "ifnot": IfNotTag.parse,
        "set": SetNode.parse,
        "macro": MacroNode.parse,
        "call": CallNode.parse,
        "import": ImportNode.parse,
        "map": MapNode.parse,
    ]

    /// The closing tags these tags use, and the tag each belongs to.
    static let owners = ["endset": "set", "endmacro": "macro", "endmap": "map"]

    /// Every name these tags add, for "did you mean".
    static let names = Array(parsers.keys) + Array(owners.keys)
}

extension TemplateParser {
    /// `name` in a tag's expression tokens at `position`, or an error naming what the tag expects.
    func identifier(in words: [ExpressionToken], at position: Int, _ token: TemplateToken, expected: String)
        throws(TemplateError) -> String
    {
        guard position < words.count else {
            throw TemplateError(expected, at: source.span(token.contentEnd, token.contentEnd))
        }
        let word = words[position]
        guard word.kind == .word, Self.isIdentifier(word.text) else {
            let written = word.kind == .string ? "the string \"\(word.text)\"" : "`\(word.text)`"
            throw TemplateError("\(written) is not a name; \(expected)", at: source.span(word.start, word.end))
        }
        return word.text
    }

    /// Parses the body of a tag up to `end`, keeping the tag open meanwhile; `end` takes no argument.
    mutating func parseBody(of name: String, _ token: TemplateToken, until end: String) throws(TemplateError)
        -> [TemplateNode]
    {
        open.append((name, span(of: token)))
        let (body, terminator) = try parseNodes(until: [end])
        if let terminator { try expectNoArguments(terminator) }
        open.removeLast()
        return body
    }
}
