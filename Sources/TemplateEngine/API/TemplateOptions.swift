/// How a template environment parses and renders.
public struct TemplateOptions: Hashable, Sendable {
    /// How text around tags is trimmed; Stencil's `.nothing` by default.
    public var trim: TemplateTrimMode
    /// An undefined variable printed (or looped over) is an error naming it,
    /// instead of empty text.
    public var strict: Bool
    /// Whether `Template.renderWithLineMap` can tell, for each output
    /// position, the template position that produced it (off by default: the
    /// parse then keeps a mark before every node, which plain rendering skips).
    public var recordsLineMap = false

    /// Jinja2's `trim_blocks` plus `lstrip_blocks` (`trim == .lines`): a line
    /// holding only a tag or a comment leaves no line in the output. Off by
    /// default, which renders exactly as Stencil does.
    public var trimBlocks: Bool {
        get { trim == .lines }
        set { trim = newValue ? .lines : .stencil(.nothing) }
    }

    /// Creates options; both default to off (Stencil's behaviour).
    public init(trimBlocks: Bool = false, strict: Bool = false) {
        self.trim = trimBlocks ? .lines : .stencil(.nothing)
        self.strict = strict
    }

    /// Creates options with a trim mode.
    public init(trim: TemplateTrimMode, strict: Bool = false) {
        self.trim = trim
        self.strict = strict
    }

    /// The Stencil behaviour, or `.nothing` in line-trimming mode.
    var stencilTrim: StencilTrimBehaviour {
        if case .stencil(let behaviour) = trim { return behaviour }
        return .nothing
    }
}
