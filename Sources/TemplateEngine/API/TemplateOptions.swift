/// How a template environment parses and renders.
public struct TemplateOptions: Hashable, Sendable {
    /// Jinja2's `trim_blocks` plus `lstrip_blocks`: a line holding only a tag
    /// or a comment leaves no line in the output. Off by default, which
    /// renders exactly as Stencil does.
    public var trimBlocks: Bool
    /// An undefined variable printed (or looped over) is an error naming it,
    /// instead of empty text.
    public var strict: Bool

    /// Creates options; both default to off (Stencil's behaviour).
    public init(trimBlocks: Bool = false, strict: Bool = false) {
        self.trimBlocks = trimBlocks
        self.strict = strict
    }
}
