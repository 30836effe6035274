import ScenegenCore

/// A text as lines (without their breaks) that can take inserted lines and
/// small removals, then be joined back with the text's own line breaks.
struct EditableLines {
    private var lines: [String]
    private let lineBreak: String
    private let endsWithBreak: Bool

    init(_ text: String) {
        lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
        // `\r\n` is one Character, so splitting on it keeps CRLF files whole.
        var lines = text.split(separator: Character(lineBreak), omittingEmptySubsequences: false).map(String.init)
        endsWithBreak = lines.last == "" && lines.count > 1
        if endsWithBreak { lines.removeLast() }
        if lines == [""] { lines = [] }
        self.lines = lines
    }

    /// The text, each line ending in the original line break.
    func joined() -> String {
        lines.map { $0 + lineBreak }.joined()
    }

    /// The spaces that start 1-based line `number`.
    func leadingWhitespace(ofLine number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return String(lines[number - 1].prefix { $0 == " " })
    }

    /// The character at a position, if there is one.
    func character(at position: SourcePosition) -> Unicode.Scalar? {
        guard position.line >= 1, position.line <= lines.count else { return nil }
        let scalars = Array(lines[position.line - 1].unicodeScalars)
        let index = position.column - 1
        return index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// Adds `newLines` after the last line, with one blank line between
    /// when the text does not end with one.
    mutating func append(_ newLines: [String]) {
        if let last = lines.last, !last.allSatisfy({ $0 == " " }) { lines.append("") }
        lines += newLines
    }

    /// Inserts `newLines` after 1-based line `number`.
    mutating func insert(_ newLines: [String], afterLine number: Int) {
        let index = min(max(0, number), lines.count)
        lines.insert(contentsOf: newLines, at: index)
    }

    /// Removes the text from `start` to `end` (exclusive) on one line, and
    /// the spaces before it, keeping what follows (a comment).
    mutating func remove(from start: SourcePosition, to end: SourcePosition) {
        guard start.line == end.line, start.line >= 1, start.line <= lines.count else { return }
        var scalars = Array(lines[start.line - 1].unicodeScalars)
        var from = max(0, start.column - 1)
        let to = min(scalars.count, end.column - 1)
        guard from < to else { return }
        while from > 0, scalars[from - 1] == " " { from -= 1 }
        scalars.removeSubrange(from..<to)
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        lines[start.line - 1] = line
    }

    /// The number of lines.
    var count: Int { lines.count }

    /// 1-based line `number`, or "" past the end.
    func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// Inserts `text` before the character at `position` (1-based line and column).
    mutating func insertText(_ text: String, at position: SourcePosition) {
        guard position.line >= 1, position.line <= lines.count else { return }
        var scalars = Array(lines[position.line - 1].unicodeScalars)
        let index = min(max(0, position.column - 1), scalars.count)
        scalars.insert(contentsOf: Array(text.unicodeScalars), at: index)
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        lines[position.line - 1] = line
    }

    /// Removes 1-based lines `first` through `last`.
    mutating func removeLines(_ first: Int, through last: Int) {
        let from = max(1, first)
        let to = min(lines.count, last)
        guard from <= to else { return }
        lines.removeSubrange((from - 1)..<to)
    }

    /// Removes the text from `start` to `end` (exclusive) on one line, exactly.
    mutating func removeExactly(from start: SourcePosition, to end: SourcePosition) {
        guard start.line == end.line, start.line >= 1, start.line <= lines.count else { return }
        var scalars = Array(lines[start.line - 1].unicodeScalars)
        let from = max(0, start.column - 1)
        let to = min(scalars.count, end.column - 1)
        guard from < to else { return }
        scalars.removeSubrange(from..<to)
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        lines[start.line - 1] = line
    }
}
