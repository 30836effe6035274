/// A place in a source text: 1-based line and column, plus the 0-based
/// offset in Unicode scalars from the start of the text.
///
/// Columns count Unicode scalars (as PyYAML's marks do), so `é` is one column
/// whether or not it is precomposed in the file.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// 0-based offset in Unicode scalars from the start of the text.
    public var offset: Int

    /// Creates a position; `offset` may be left at 0 when it is not known.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The first character of a text.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
