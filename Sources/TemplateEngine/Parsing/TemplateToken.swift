/// One piece of a template's text, as the lexer cuts it.
struct TemplateToken {
    /// What a piece is.
    enum Kind: Equatable {
        /// Literal text.
        case text
        /// `{{ … }}`.
        case variable
        /// `{% … %}`.
        case block
        /// `{# … #}`.
        case comment
    }

    /// A whitespace-control marker of a block tag: `{%-`, `{%+`, or none.
    enum Marker: Equatable {
        case none
        /// `-`: remove all whitespace, newlines included, on that side.
        case trim
        /// `+`: keep whitespace even when line trimming is on.
        case keep
    }

    let kind: Kind
    /// Byte range of the whole token, delimiters included.
    let start: Int
    let end: Int
    /// Byte range of the content between the delimiters (and markers).
    let contentStart: Int
    let contentEnd: Int
    /// Marker after `{%`.
    let leading: Marker
    /// Marker before `%}`.
    let trailing: Marker
}
