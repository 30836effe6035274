// MARK: - Shrinking conflicts (xdiff's XDL_MERGE_ZEALOUS_ALNUM level, git merge-file's default)

extension MergeHunk {
    /// Each conflict with text on both sides cut down to where ours and theirs
    /// really differ: a diff of ours against theirs makes one conflict of each
    /// of its hunks, and a conflict whose sides are equal is no conflict.
    static func refine(_ hunks: [MergeHunk], ours: LineFile, theirs: LineFile) -> [MergeHunk] {
        var result: [MergeHunk] = []
        for hunk in hunks {
            guard hunk.resolution == .conflict, hunk.oursCount > 0, hunk.theirsCount > 0 else {
                result.append(hunk)
                continue
            }
            let changes = LineDiff.changes(
                ours.lines(hunk.ours..<(hunk.ours + hunk.oursCount)),
                theirs.lines(hunk.theirs..<(hunk.theirs + hunk.theirsCount)))
            if changes.isEmpty {
                var same = hunk
                same.resolution = .same
                result.append(same)
                continue
            }
            for change in changes {
                var part = hunk
                part.ours = hunk.ours + change.start1
                part.oursCount = change.count1
                part.theirs = hunk.theirs + change.start2
                part.theirsCount = change.count2
                result.append(part)
            }
        }
        return result
    }

    /// Two conflicts joined into one when at most three lines of ours lie
    /// between them, or only lines with no ASCII letter or digit: fewer
    /// markers to read for the same text.
    static func simplify(_ hunks: [MergeHunk], ours: LineFile) -> [MergeHunk] {
        var result: [MergeHunk] = []
        for hunk in hunks {
            guard var last = result.last, last.resolution == .conflict, hunk.resolution == .conflict else {
                result.append(hunk)
                continue
            }
            let begin = last.ours + last.oursCount
            let end = hunk.ours
            if end - begin > 3 && containsAlphanumeric(ours, begin..<end) {
                result.append(hunk)
                continue
            }
            last.oursCount = hunk.ours + hunk.oursCount - last.ours
            last.theirsCount = hunk.theirs + hunk.theirsCount - last.theirs
            result[result.count - 1] = last
        }
        return result
    }

    private static func containsAlphanumeric(_ file: LineFile, _ lines: Range<Int>) -> Bool {
        lines.contains { index in
            file.line(index).contains { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            }
        }
    }
}
