/// A range of a source text, from `start` (inclusive) to `end` (exclusive),
/// in the file named by `path`.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (or a name such as `<stdin>`).
    public var path: String
    /// Where the span starts.
    public var start: SourcePosition
    /// Where the span ends (exclusive); equal to `start` for a point.
    public var end: SourcePosition

    /// Creates a span; `end` defaults to `start` (a single point).
    public init(path: String, start: SourcePosition, end: SourcePosition? = nil) {
        self.path = path
        self.start = start
        self.end = end ?? start
    }

    /// A point span at `line:column` in `path`.
    public init(path: String, line: Int, column: Int) {
        self.init(path: path, start: SourcePosition(line: line, column: column))
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(start.line):\(start.column)" }
}
