/// One piece of a template's text, as the lexer cuts it.
///
/// Stored in 12 bytes (a 10 MB template has over a million tokens): 32-bit
/// offsets, the content's distance from each end in a byte, and the kind and
/// markers packed in another. Reads as full `Int` offsets.
struct TemplateToken {
    /// What a piece is.
    enum Kind: UInt8, Equatable {
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
    enum Marker: UInt8, Equatable {
        case none
        /// `-`: remove all whitespace, newlines included, on that side.
        case trim
        /// `+`: keep whitespace even when line trimming is on.
        case keep
    }

    private let startOffset: UInt32
    private let endOffset: UInt32
    /// `contentStart - start` and `end - contentEnd`: delimiters and markers, a few bytes.
    private let openerWidth: UInt8
    private let closerWidth: UInt8
    /// Kind in bits 0-1, leading marker in bits 2-3, trailing marker in bits 4-5.
    private let packed: UInt8

    init(
        kind: Kind, start: Int, end: Int, contentStart: Int, contentEnd: Int, leading: Marker, trailing: Marker
    ) {
        startOffset = UInt32(truncatingIfNeeded: start)
        endOffset = UInt32(truncatingIfNeeded: end)
        openerWidth = UInt8(truncatingIfNeeded: contentStart - start)
        closerWidth = UInt8(truncatingIfNeeded: end - contentEnd)
        packed = kind.rawValue | leading.rawValue << 2 | trailing.rawValue << 4
    }

    var kind: Kind { Kind(rawValue: packed & 3) ?? .text }
    /// Byte range of the whole token, delimiters included.
    var start: Int { Int(startOffset) }
    var end: Int { Int(endOffset) }
    /// Byte range of the content between the delimiters (and markers).
    var contentStart: Int { Int(startOffset) + Int(openerWidth) }
    var contentEnd: Int { Int(endOffset) - Int(closerWidth) }
    /// Marker after `{%`.
    var leading: Marker { Marker(rawValue: packed >> 2 & 3) ?? .none }
    /// Marker before `%}`.
    var trailing: Marker { Marker(rawValue: packed >> 4 & 3) ?? .none }
}
