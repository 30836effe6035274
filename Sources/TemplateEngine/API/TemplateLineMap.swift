import ScenegenCore

/// A rendering and where each piece of it came from.
public struct RenderedTemplate: Sendable {
    /// The rendered text, as `Template.render` returns it.
    public let text: String
    /// Output positions back to template positions.
    public let lineMap: TemplateLineMap
}

/// For every output line and column of one rendering, the template file,
/// line and column of the node that produced it; an included template's
/// output maps into the included file. Made by `Template.renderWithLineMap`
/// in an environment with `TemplateOptions.recordsLineMap`.
public struct TemplateLineMap: Sendable {
    /// An output offset from which a node's output starts.
    struct Mark: Sendable {
        let outputOffset: Int
        let span: TemplateSpan
        /// For text copied verbatim: its length, so a position inside maps byte for byte.
        let textLength: Int
    }

    private let marks: [Mark]
    /// The byte offset where each output line starts.
    private let lineStarts: [Int]
    private let outputCount: Int

    init(marks: [Mark], output: ArraySlice<UInt8>) {
        self.marks = marks
        var starts = [0]
        for (offset, byte) in zip(0..., output) where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        outputCount = output.count
    }

    /// The template position behind output `line` and byte `column` (1-based,
    /// as compilers report them); a column past the end of the line maps its
    /// last character. Nil when nothing of a template made that line.
    public func templatePosition(line: Int, column: Int) -> SourceSpan? {
        guard line >= 1, line <= lineStarts.count, !marks.isEmpty else { return nil }
        let start = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : outputCount
        var target = start + max(0, column - 1)
        if target >= lineEnd { target = max(start, lineEnd - 1) }
        // The last mark at or before the target.
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].outputOffset <= target { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let mark = marks[low - 1]
        let delta = target - mark.outputOffset
        let offset = delta < mark.textLength ? mark.span.startByte + delta : mark.span.startByte
        let point = TemplateSpan(mark.span.text, offset, offset)
        return point.sourceSpan
    }
}
