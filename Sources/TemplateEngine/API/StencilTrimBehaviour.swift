/// Stencil 0.15's `TrimBehaviour`: what is removed from the text before and
/// after every block tag that has no `-` or `+` marker on that side.
/// Comments and `{{ }}` never trim (as in Stencil).
public struct StencilTrimBehaviour: Hashable, Sendable {
    /// What one side removes.
    public enum Trim: String, Hashable, Sendable, CaseIterable {
        /// Nothing.
        case nothing
        /// Spaces and tabs.
        case whitespace
        /// Spaces and tabs and one line break.
        case whitespaceAndOneNewLine
        /// All whitespace, line breaks included.
        case whitespaceAndNewLines
    }

    /// What goes before a tag (from the end of the text before it).
    public var leading: Trim
    /// What goes after a tag (from the start of the text after it).
    public var trailing: Trim

    /// Creates a behaviour from its two sides.
    public init(leading: Trim, trailing: Trim) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Stencil's default: nothing is trimmed.
    public static let nothing = StencilTrimBehaviour(leading: .nothing, trailing: .nothing)
    /// Blanks before a tag, blanks and one line break after it (StencilSwiftKit's default, SwiftGen's
    /// "modern spacing").
    public static let smart = StencilTrimBehaviour(leading: .whitespace, trailing: .whitespaceAndOneNewLine)
    /// All whitespace on both sides.
    public static let all = StencilTrimBehaviour(leading: .whitespaceAndNewLines, trailing: .whitespaceAndNewLines)
}
