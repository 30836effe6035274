import ScenegenCore

/// Checks and tidies a rendered output path: relative, inside the project,
/// `/`-separated, with no empty, `.` or `..` parts left.
enum OutputPath {
    /// Why the folder `value` (`output:`, `--tests`...) cannot hold generated files, or nil.
    static func folderProblem(_ value: String) -> String? {
        if value.hasPrefix("/") || value.hasPrefix("~") {
            return "is outside the project folder; give a folder relative to it"
        }
        if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "holds a control character"
        }
        var depth = 0
        for part in PathText.components(value) where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { return "leaves the project folder; give a folder inside it" }
        }
        return nil
    }

    /// The tidy path, or an error naming the value when it would leave the project.
    static func normalize(_ raw: String, at span: SourceSpan) throws(DiagnosticError) -> String {
        if raw.isEmpty { throw .error("an output path rendered empty", at: span) }
        if raw.hasPrefix("/") {
            throw .error(
                "the output path `\(raw)` is absolute; output paths are relative to the project folder", at: span)
        }
        if let bad = raw.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .error(
                "the output path `\(raw.debugDescription.dropFirst().dropLast())` holds the control character U+\(String(bad.value, radix: 16, uppercase: true))",
                at: span)
        }
        var parts: [Substring] = []
        for part in PathText.components(raw) where part != "." {
            if part == ".." {
                guard !parts.isEmpty else {
                    throw .error("the output path `\(raw)` leaves the project folder", at: span)
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw .error("the output path `\(raw)` names the project folder itself", at: span) }
        return parts.joined(separator: "/")
    }
}
