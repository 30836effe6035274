import ScenegenCore

/// The command line shown under a usage error, with a caret under the word to blame, as a
/// compiler shows a source line:
///
///     error: unknown option `--forse`; did you mean `--force`?
///       scenegen new CarList --forse
///                            ^~~~~~~
enum CommandLineExcerpt {
    /// The two lines for `span` of `arguments` run by `command` (`new`, `templates eject`);
    /// nil when the span is not on the line. Words that a shell would split or expand are shown
    /// quoted, as the user would have typed them.
    static func lines(command: String, arguments: [String], span: ArgumentSpan) -> [String]? {
        guard arguments.indices.contains(span.index) else { return nil }
        var line = "\(HelpFormatter.toolName) \(command)"
        var caretColumn = 0
        var caretWidth = 1
        for (index, argument) in arguments.enumerated() {
            let shown = quoted(DiagnosticRenderer.escapingControlCharacters(argument))
            line += " "
            if index == span.index {
                let opening = shown.count > argument.count && shown.hasPrefix("'") ? 1 : 0
                let start = min(span.start, argument.count)
                caretColumn = line.count + opening + start
                caretWidth = max(1, argument.count - start)
            }
            line += shown
        }
        let indent = "  "
        let caret = String(repeating: " ", count: caretColumn) + "^" + String(repeating: "~", count: caretWidth - 1)
        return [indent + line, indent + caret]
    }

    /// `word` as a shell would need it typed: as is when it is plain, else in single quotes.
    private static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_./:=,+@%^".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
