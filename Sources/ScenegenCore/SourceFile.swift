/// A text read from a file (or given in memory) with its path, able to hand
/// out any of its lines for diagnostics.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The whole text.
    public let text: String

    /// Creates a source file from its path and text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The text of 1-based line `number` without its line break (`\n`, `\r\n`
    /// or `\r`), or nil past the end.
    public func line(_ number: Int) -> String? {
        SourceFile.line(number, in: text)
    }

    /// The text of 1-based line `number` of `text` without its line break.
    public static func line(_ number: Int, in text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.unicodeScalars.startIndex
        var index = lineStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if current == number { return String(scalars[lineStart..<index]) }
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                current += 1
                lineStart = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        if current == number, lineStart <= scalars.endIndex {
            let last = String(scalars[lineStart..<scalars.endIndex])
            // A text ending in a line break has no further (empty) line to show.
            return last.isEmpty && number > 1 ? nil : last
        }
        return nil
    }
}
