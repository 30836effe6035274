/// The lines of the files a batch of diagnostics quotes, each file split
/// once (as `SourceFile.line` splits it: `\n`, `\r\n` or `\r`).
struct SourceLineCache {
    private let sources: DiagnosticRenderer.SourceProvider
    /// Per path: the text's scalars and where each line starts and ends; nil when the text is unknown.
    private var files: [String: (scalars: String.UnicodeScalarView, lines: [Range<String.UnicodeScalarView.Index>])?] =
        [:]

    init(sources: @escaping DiagnosticRenderer.SourceProvider) {
        self.sources = sources
    }

    /// The text of 1-based line `number` of the file at `path`, without its line break.
    mutating func line(_ number: Int, of path: String) -> String? {
        if files[path] == nil { files[path] = sources(path).map(Self.split) }
        guard let file = files[path] ?? nil, number >= 1, number <= file.lines.count else { return nil }
        return String(file.scalars[file.lines[number - 1]])
    }

    private static func split(_ text: String) -> (String.UnicodeScalarView, [Range<String.UnicodeScalarView.Index>]) {
        let scalars = text.unicodeScalars
        var lines: [Range<String.UnicodeScalarView.Index>] = []
        var lineStart = scalars.startIndex
        var index = lineStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(lineStart..<index)
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            lineStart = next
            index = next
        }
        // A text ending in a line break has no further (empty) line to show; an empty text has one.
        if lineStart < scalars.endIndex || lines.isEmpty { lines.append(lineStart..<scalars.endIndex) }
        return (scalars, lines)
    }
}
