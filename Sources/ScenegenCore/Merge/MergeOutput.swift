/// Writes the merged text from the hunks as git merge-file does: unchanged
/// and resolved regions as they are, conflicts between `<<<<<<<`, `=======`
/// and `>>>>>>>` lines, with `\r\n` markers when the files use it.
struct MergeOutput {
    let base: LineFile
    let ours: LineFile
    let theirs: LineFile
    let oursLabel: String
    let theirsLabel: String
    let markerSize: Int

    func write(_ hunks: [MergeHunk]) -> [UInt8] {
        var bytes: [UInt8] = []
        var next = 0
        for hunk in hunks {
            switch hunk.resolution {
            case .conflict:
                copy(ours, next..<hunk.ours, into: &bytes)
                let crlf = needsCR(hunk)
                marker("<", label: oursLabel, crlf: crlf, into: &bytes)
                copy(ours, hunk.ours..<(hunk.ours + hunk.oursCount), endingLine: crlf, into: &bytes)
                marker("=", label: nil, crlf: crlf, into: &bytes)
                copy(theirs, hunk.theirs..<(hunk.theirs + hunk.theirsCount), endingLine: crlf, into: &bytes)
                marker(">", label: theirsLabel, crlf: crlf, into: &bytes)
            case .ours:
                copy(ours, next..<(hunk.ours + hunk.oursCount), into: &bytes)
            case .theirs:
                copy(ours, next..<hunk.ours, into: &bytes)
                copy(theirs, hunk.theirs..<(hunk.theirs + hunk.theirsCount), into: &bytes)
            case .same:
                continue
            }
            next = hunk.ours + hunk.oursCount
        }
        copy(ours, next..<ours.count, into: &bytes)
        return bytes
    }

    /// Copies `lines` of `file`; with `endingLine` (a conflict side) a last
    /// line without an end gets one (`\r\n` when `crlf` is set).
    private func copy(_ file: LineFile, _ lines: Range<Int>, endingLine crlf: Bool? = nil, into bytes: inout [UInt8]) {
        guard !lines.isEmpty else { return }
        for index in lines { bytes += file.line(index) }
        guard let crlf, file.line(lines.upperBound - 1).last != UInt8(ascii: "\n") else { return }
        if crlf { bytes.append(UInt8(ascii: "\r")) }
        bytes.append(UInt8(ascii: "\n"))
    }

    private func marker(_ character: Character, label: String?, crlf: Bool, into bytes: inout [UInt8]) {
        bytes += Array(repeating: character.asciiValue ?? UInt8(ascii: "?"), count: markerSize)
        if let label {
            bytes.append(UInt8(ascii: " "))
            bytes += Array(label.utf8)
        }
        if crlf { bytes.append(UInt8(ascii: "\r")) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether a conflict's markers end in `\r\n`: when the line before it on
    /// both sides (or their first line) and the base's first line do; an
    /// undecided answer (an empty file) counts as yes until the end, then as no.
    private func needsCR(_ hunk: MergeHunk) -> Bool {
        var answer = ours.endsInCRLF(hunk.ours > 0 ? hunk.ours - 1 : 0)
        if answer != 0 { answer = theirs.endsInCRLF(hunk.theirs > 0 ? hunk.theirs - 1 : 0) }
        if answer != 0 { answer = base.endsInCRLF(0) }
        return answer > 0
    }
}
