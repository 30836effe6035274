/// Prints diagnostics the way compilers do:
///
/// ```
/// scenegen.yml:7:5: error: unknown key `feilds`; did you mean `fields`?
///     feilds:
///     ^~~~~~
/// ```
///
/// The source line and caret appear when the text of the file is known.
public struct DiagnosticRenderer: Sendable {
    /// Returns the text of a file by its path, or nil when it is not known.
    public typealias SourceProvider = @Sendable (String) -> String?

    private let sources: SourceProvider
    private let colors: Bool

    /// Creates a renderer that looks up source text with `sources`, and uses
    /// ANSI colours when `colors` is true.
    public init(colors: Bool = false, sources: @escaping SourceProvider = { _ in nil }) {
        self.colors = colors
        self.sources = sources
    }

    /// Renders one diagnostic and its notes, each line ending in `\n`.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        append(diagnostic, to: &out)
        for note in diagnostic.notes { append(note, to: &out) }
        return out
    }

    /// Renders several diagnostics in order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func append(_ diagnostic: Diagnostic, to out: inout String) {
        let label = diagnostic.severity.rawValue + ":"
        let coloredLabel = colors ? color(for: diagnostic.severity) + label + reset : label
        var head = ""
        if let span = diagnostic.span { head = "\(span.path):\(span.start.line):\(span.start.column): " }
        if colors { head = bold + head }
        let message = Self.escapingControlCharacters(diagnostic.message)
        out += head + coloredLabel + (colors ? bold : "") + " " + message + (colors ? reset : "") + "\n"
        guard let span = diagnostic.span, let text = sources(span.path),
            let line = SourceFile.line(span.start.line, in: text)
        else { return }
        out += Self.replacingControlCharacters(line) + "\n"
        out += caretLine(for: span, under: line) + "\n"
    }

    /// Spaces (keeping tabs, so the caret lines up) up to the column, then a
    /// caret and tildes to the end of the span when it stays on the line.
    private func caretLine(for span: SourceSpan, under line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        let column = max(1, span.start.column)
        var padding = ""
        for index in 0..<min(column - 1, scalars.count) {
            padding += scalars[index] == "\t" ? "\t" : " "
        }
        if column - 1 > scalars.count { padding += String(repeating: " ", count: column - 1 - scalars.count) }
        var width = 1
        if span.end.line == span.start.line, span.end.column > span.start.column {
            width = min(span.end.column - span.start.column, max(1, scalars.count - (column - 1)))
        }
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        return padding + (colors ? green + marker + reset : marker)
    }

    /// `text` with control characters written as escapes (`\n`, `\t`, `\0`, `\u{1B}`), so
    /// a value holding one is named exactly and cannot break the line or steer the terminal.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if isControl(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A quoted source line with each control character but tab shown as U+FFFD: one
    /// character for one, so the caret below still lines up.
    static func replacingControlCharacters(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { $0 != "\t" && isControl($0) }) else { return line }
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            out.append(scalar != "\t" && isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[31m"
        case .warning: return "\u{1B}[35m"
        case .note: return "\u{1B}[36m"
        }
    }

    private var bold: String { "\u{1B}[1m" }
    private var green: String { "\u{1B}[32m" }
    private var reset: String { "\u{1B}[0m" }
}
