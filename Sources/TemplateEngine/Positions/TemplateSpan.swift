import ScenegenCore

/// Where a piece of a template is: its text and a byte range in it, 16 bytes
/// in all. Nodes and expressions keep one each; it becomes a `SourceSpan`
/// (path, line:column) only when a diagnostic is made from it.
///
/// It reads like a `SourceSpan` (`path`, `start`, `end`), so code that
/// reports an error at a node's span works with either.
struct TemplateSpan: Sendable, CustomStringConvertible {
    let text: TemplateText
    private let startOffset: UInt32
    private let endOffset: UInt32

    /// The span of bytes `start..<end` of `text` (an end before the start is the start).
    init(_ text: TemplateText, _ start: Int, _ end: Int) {
        self.text = text
        startOffset = UInt32(clamping: start)
        endOffset = UInt32(clamping: max(start, end))
    }

    /// Byte offset of the first byte.
    var startByte: Int { Int(startOffset) }
    /// Byte offset just past the last byte.
    var endByte: Int { Int(endOffset) }

    /// The template's path as diagnostics show it.
    var path: String { text.file.path }
    /// Where it starts, as line:column.
    var start: SourcePosition { text.position(startByte) }
    /// Where it ends (exclusive), as line:column.
    var end: SourcePosition { text.position(endByte) }

    /// The span as diagnostics take it.
    var sourceSpan: SourceSpan {
        SourceSpan(path: path, start: start, end: end)
    }

    /// The bytes it covers, as text: a lookup as written, for messages.
    var sourceText: String { text.text(startByte, endByte) }

    /// `path:line:column`.
    var description: String { sourceSpan.description }
}

extension TemplateError {
    /// An error at a template span, resolved to line:column now.
    init(_ message: String, at span: TemplateSpan, notes: [Diagnostic] = []) {
        self.init(message, at: span.sourceSpan, notes: notes)
    }
}

extension Diagnostic {
    /// A note at a template span.
    static func note(_ message: String, at span: TemplateSpan) -> Diagnostic {
        .note(message, at: span.sourceSpan)
    }
}
