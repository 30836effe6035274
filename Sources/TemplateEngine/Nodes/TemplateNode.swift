import ScenegenCore

/// A parsed piece of a template. An enum so rendering is one `switch` per
/// node; payloads that hold children are classes or arrays, so nodes share them.
enum TemplateNode {
    /// Text already trimmed, as UTF-8 bytes ready to copy into the output: a run
    /// of the parse's text arena, so rendering it retains nothing.
    case text(TextRun)
    /// `{{ name.path }}` with no filter and no inline `if`, the commonest
    /// output: the lookup alone, a shared path and two offsets, no object of
    /// its own (a 10 MB template holds 600,000).
    case variable(VariableLookup)
    /// `{{ expression }}` with filters: the value expression itself, no object around it.
    case output(ValueExpression)
    /// `{{ value if condition else other }}`.
    case inlineIf(OutputNode)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: its branches in order, held
    /// as the array itself (no object around it to make and to reach through).
    case conditional([ConditionalBranch])
    /// `{% for %}…{% empty %}…{% endfor %}`.
    case loop(LoopNode)
    /// `{% include "name" [context] %}`.
    case include(IncludeNode)
    /// `{% extends "name" %}` and every node after it.
    case extends(ExtendsNode)
    /// `{% block name %}…{% endblock %}`.
    case block(BlockNode)
    /// `{% filter f %}…{% endfilter %}`.
    case filterBlock(FilterBlockNode)
    /// A tag that parses and renders itself (`break`, `set`, `macro`…): see `TemplateTags`.
    /// Boxed, so the payload is one reference: copying the node is a single retain.
    case selfRendering(SelfRenderingTag)

    /// A node for a tag that renders itself.
    static func tag(_ node: any TemplateTagNode) -> TemplateNode {
        .selfRendering(SelfRenderingTag(node))
    }
}

/// The box of a self-rendering tag's node.
final class SelfRenderingTag {
    let node: any TemplateTagNode

    init(_ node: any TemplateTagNode) {
        self.node = node
    }
}

/// `{{ value if condition }}` or `{{ value if condition else other }}`.
final class OutputNode {
    let value: ValueExpression
    let condition: ConditionExpression
    let otherwise: ValueExpression?

    init(value: ValueExpression, condition: ConditionExpression, otherwise: ValueExpression?) {
        self.value = value
        self.condition = condition
        self.otherwise = otherwise
    }
}

/// One branch of an `if`: a condition (nil for `else`) and its body.
struct ConditionalBranch {
    let condition: ConditionExpression?
    let body: [TemplateNode]
}

/// A `for` loop.
final class LoopNode {
    /// The loop's variable (`for x in`), or the first of two (`for key, value in`).
    let variable: String
    let variableFingerprint: Int
    /// The second variable of `for key, value in`; nil with one.
    let secondVariable: String?
    let secondFingerprint: Int
    let sequence: ValueExpression
    let filter: ConditionExpression?
    let body: [TemplateNode]
    let emptyBody: [TemplateNode]
    let span: TemplateSpan
    /// `outer` in `{% outer: for … %}`, the name `break outer` and `forloop.outer` use.
    var label: String?

    init(
        variable: String, secondVariable: String?, sequence: ValueExpression, filter: ConditionExpression?,
        body: [TemplateNode], emptyBody: [TemplateNode], span: TemplateSpan
    ) {
        self.variable = variable
        self.variableFingerprint = variable.templateFingerprint
        self.secondVariable = secondVariable
        self.secondFingerprint = secondVariable?.templateFingerprint ?? 0
        self.sequence = sequence
        self.filter = filter
        self.body = body
        self.emptyBody = emptyBody
        self.span = span
    }
}

/// An `include`.
final class IncludeNode {
    let name: Operand
    let context: VariableLookup?
    let span: TemplateSpan

    init(name: Operand, context: VariableLookup?, span: TemplateSpan) {
        self.name = name
        self.context = context
        self.span = span
    }
}

/// An `extends`: the parent's name and the child's top-level blocks.
final class ExtendsNode {
    let name: Operand
    let blocks: [String: BlockNode]
    let span: TemplateSpan

    init(name: Operand, blocks: [String: BlockNode], span: TemplateSpan) {
        self.name = name
        self.blocks = blocks
        self.span = span
    }
}

/// A named block a child template may override.
final class BlockNode {
    let name: String
    let body: [TemplateNode]
    let span: TemplateSpan

    init(name: String, body: [TemplateNode], span: TemplateSpan) {
        self.name = name
        self.body = body
        self.span = span
    }
}

/// A `filter` block: its body's output goes through filters.
final class FilterBlockNode {
    let filters: [FilterApplication]
    let body: [TemplateNode]

    init(filters: [FilterApplication], body: [TemplateNode]) {
        self.filters = filters
        self.body = body
    }
}
