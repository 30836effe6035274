import Foundation
import ScenegenCore

/// What every fuzz target shares: the input read as the CLI reads a file, and
/// diagnostics rendered as the CLI prints them, with checks that their
/// positions point into the text they blame.
enum FuzzInput {
    /// The input as `CommandContext.readSource` reads a file: UTF-8 text, or
    /// nil (refused) for anything else, exactly as the CLI refuses it.
    static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String? {
        guard let data, size > 0 else { return "" }
        return String(data: Data(bytes: data, count: size), encoding: .utf8)
    }

    /// Renders `diagnostics` with the source excerpts the CLI would show (so
    /// the caret code meets every position the parsers produce), after
    /// checking that each span blaming `file` lies within it.
    static func report(_ diagnostics: [Diagnostic], in file: SourceFile, sources: [SourceFile] = []) {
        let lines = lineCount(of: file.text)
        for diagnostic in diagnostics + diagnostics.flatMap(\.notes) {
            guard let span = diagnostic.span, span.path == file.path else { continue }
            // A position past the last line or before column 1 would show the
            // user no line at all: a bug in error reporting, so stop here.
            precondition(
                span.start.line >= 1 && span.start.line <= lines && span.start.column >= 1 && span.start <= span.end,
                "diagnostic outside the text: \(diagnostic)")
        }
        var texts: [String: String] = [file.path: file.text]
        for source in sources where texts[source.path] == nil { texts[source.path] = source.text }
        let known = texts
        _ = DiagnosticRenderer(sources: { known[$0] }).render(diagnostics)
    }

    /// Lines of `text` as diagnostics count them: line breaks (`\n`, `\r\n`,
    /// `\r`) plus one, the end of the text being a position too.
    static func lineCount(of text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == "\r" || (scalar == "\n" && previous != "\r") { count += 1 }
            previous = scalar
        }
        return count
    }
}
