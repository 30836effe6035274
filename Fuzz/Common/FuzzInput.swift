import Foundation
import ScenegenCore

/// What every fuzz target shares: the input read as the CLI reads a file, and
/// diagnostics rendered as the CLI prints them, with checks that their
/// positions point into the text they blame.
enum FuzzInput {
    /// The input as `SourceFile.read` (what the CLI reads files with) makes
    /// text of it: UTF-8 text, or nil (refused) for anything else.
    static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String? {
        guard let data, size > 0 else { return "" }
        let bytes = Data(bytes: data, count: size)
        if let text = String(data: bytes, encoding: .utf8) { return text }
        refuse(bytes)
        return nil
    }

    /// Reads bytes that are not UTF-8 from a file with `SourceFile.read`, as
    /// the CLI reads every input: it must refuse them with an error placed in
    /// the file (where the first bad byte is), and the error must render.
    private static func refuse(_ bytes: Data) {
        let path = NSTemporaryDirectory() + "scenegen-fuzz-\(getpid()).bin"
        guard FileManager.default.createFile(atPath: path, contents: bytes) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try SourceFile.read(path, shownAs: "input")
            preconditionFailure("`SourceFile.read` accepted bytes that `String(data:encoding:)` refuses")
        } catch {
            for diagnostic in error.diagnostics {
                guard let span = diagnostic.span else { continue }
                precondition(span.start.line >= 1 && span.start.column >= 1, "bad position: \(diagnostic)")
            }
            _ = DiagnosticRenderer().render(error.diagnostics)
        }
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
