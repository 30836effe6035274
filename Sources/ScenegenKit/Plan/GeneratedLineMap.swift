import ScenegenCore
import TemplateEngine

/// Where the lines of one generated file came from: its body maps to the
/// template positions that produced it; the header above it (the spec's and
/// the flavor's) maps to none.
public struct GeneratedLineMap: Sendable {
    /// The body's map, from the template's rendering.
    public let lineMap: TemplateLineMap
    /// The file's line where the template's output starts (1 without a header).
    public let firstBodyLine: Int

    /// The template position behind line `line`, byte column `column` of the file; nil in the header.
    public func templatePosition(line: Int, column: Int) -> SourceSpan? {
        guard line >= firstBodyLine else { return nil }
        return lineMap.templatePosition(line: line - firstBodyLine + 1, column: column)
    }
}
