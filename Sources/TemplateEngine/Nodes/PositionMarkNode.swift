import ScenegenCore

/// Where the next node of a template starts, kept in a parse made with
/// `TemplateOptions.recordsLineMap`: rendering it notes the output offset
/// and the template position, and prints nothing. A plain parse has none,
/// so ordinary rendering pays nothing for line maps.
final class PositionMarkNode: TemplateTagNode {
    let span: TemplateSpan
    /// For a text node: how many bytes it copies verbatim from `span` on
    /// (so a position inside it maps byte for byte); 0 for any other node.
    let textLength: Int

    init(_ span: TemplateSpan, textLength: Int = 0) {
        self.span = span
        self.textLength = textLength
    }

    func render(in renderer: inout TemplateRenderer, into out: inout OutputBuffer) throws(TemplateError) {
        // Text rendered into a side buffer (a `filter` block, a captured `set`) is not
        // the output: it is placed at the mark of the tag that made it.
        guard out.recordsLineMarks else { return }
        renderer.lineMarks.append(
            TemplateLineMap.Mark(outputOffset: out.byteCount, span: span, textLength: textLength))
    }
}
