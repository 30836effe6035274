import ScenegenCore

extension GenerationPlan {
    /// A note for each word a user-owned file on disk lacks although the
    /// spec now calls for it (the manifest's `expects`: a new action the
    /// ViewModel never reads, say). scenegen never rewrites such a file, so
    /// without the note the change would pass in silence. Each note points at
    /// the file's line holding the rule's `expectsNear` text (else its first
    /// line); `directory` prefixes the paths as the user sees them.
    public func unmetExpectations(in directory: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for entry in entries where entry.file.owner == .user && entry.action == .skip {
            guard let existing = entry.existing, !entry.file.expectations.isEmpty else { continue }
            let missing = entry.file.expectations.filter { !Self.mentions(existing, $0) }
            guard !missing.isEmpty else { continue }
            let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
            var line = 1
            var column = 1
            if let anchor = entry.file.expectationAnchor,
                let index = lines.firstIndex(where: { $0.contains(anchor) })
            {
                line = index + 1
                column =
                    (lines[index].firstIndex { $0 != " " }.map {
                        lines[index].distance(from: lines[index].startIndex, to: $0)
                    } ?? 0) + 1
            }
            let span = SourceSpan(path: PathText.join(directory, entry.file.path), line: line, column: column)
            for word in missing {
                notes.append(
                    .note(
                        "`\(word)` does not appear in this file, but the spec calls for it now: the file is yours, so "
                            + "scenegen leaves it alone; `scenegen update` merges the template's version in, keeping "
                            + "your edits (`--dry-run --diff` shows it first), or add it here yourself",
                        at: span))
            }
        }
        return notes
    }

    /// Whether `word` occurs in `text` as a whole name (not as the start of a longer one).
    static func mentions(_ text: String, _ word: String) -> Bool {
        var searchFrom = text.startIndex
        while let range = text.range(of: word, range: searchFrom..<text.endIndex) {
            let next = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !(next.isLetter || next.isNumber || next == "_") { return true }
            searchFrom = range.upperBound
        }
        return false
    }
}
