/// One region of a three-way merge, in the line numbers of the base and of
/// both sides (xdiff's `xdmerge_t`).
struct MergeHunk: Equatable {
    /// What the merge takes for the region.
    enum Resolution: Equatable {
        /// Both sides changed it differently.
        case conflict
        /// Only ours changed it: take ours.
        case ours
        /// Only theirs changed it: take theirs.
        case theirs
        /// Both made the same change (found when refining a conflict): the text
        /// before the next hunk, copied from ours, holds it.
        case same
    }

    var resolution: Resolution
    var base: Int
    var baseCount: Int
    var ours: Int
    var oursCount: Int
    var theirs: Int
    var theirsCount: Int
}

// MARK: - Pairing the two diffs (the start of xdiff's xdl_do_merge)

extension MergeHunk {
    /// The hunks of a merge from the diffs base→ours and base→theirs, each
    /// hunk overlapping or touching the previous one merged into it.
    static func pair(
        _ oursChanges: [LineChange], _ theirsChanges: [LineChange], ours: LineFile, theirs: LineFile,
        baseCount: Int
    ) -> [MergeHunk] {
        var hunks: [MergeHunk] = []
        var index1 = 0
        var index2 = 0
        while index1 < oursChanges.count, index2 < theirsChanges.count {
            let change1 = oursChanges[index1]
            let change2 = theirsChanges[index2]
            if change1.start1 + change1.count1 < change2.start1 {
                append(
                    &hunks, .ours, change1.start1, change1.count1, change1.start2, change1.count2,
                    change2.start2 - change2.start1 + change1.start1, change1.count1)
                index1 += 1
                continue
            }
            if change2.start1 + change2.count1 < change1.start1 {
                append(
                    &hunks, .theirs, change2.start1, change2.count1,
                    change1.start2 - change1.start1 + change2.start1, change2.count1, change2.start2, change2.count2)
                index2 += 1
                continue
            }
            if change1.start1 != change2.start1 || change1.count1 != change2.count1 || change1.count2 != change2.count2
                || !sameLines(ours, change1.start2, theirs, change2.start2, change1.count2)
            {
                let before = change1.start1 - change2.start1
                let after = before + change1.count1 - change2.count1
                var base = change1.start1
                var oursStart = change1.start2
                var theirsStart = change2.start2
                if before > 0 {
                    base -= before
                    oursStart -= before
                } else {
                    theirsStart += before
                }
                var baseLength = change1.start1 + change1.count1 - base
                var oursLength = change1.start2 + change1.count2 - oursStart
                var theirsLength = change2.start2 + change2.count2 - theirsStart
                if after < 0 {
                    baseLength -= after
                    oursLength -= after
                } else {
                    theirsLength += after
                }
                append(&hunks, .conflict, base, baseLength, oursStart, oursLength, theirsStart, theirsLength)
            }
            let end1 = change1.start1 + change1.count1
            let end2 = change2.start1 + change2.count1
            if end1 >= end2 { index2 += 1 }
            if end2 >= end1 { index1 += 1 }
        }
        for change in oursChanges[index1...] {
            append(
                &hunks, .ours, change.start1, change.count1, change.start2, change.count2,
                change.start1 + theirs.count - baseCount, change.count1)
        }
        for change in theirsChanges[index2...] {
            append(
                &hunks, .theirs, change.start1, change.count1, change.start1 + ours.count - baseCount, change.count1,
                change.start2, change.count2)
        }
        return hunks
    }

    // The argument order mirrors xdl_append_merge: mode, base, ours, theirs.
    private static func append(
        _ hunks: inout [MergeHunk], _ resolution: Resolution, _ base: Int, _ baseCount: Int, _ ours: Int,
        _ oursCount: Int, _ theirs: Int, _ theirsCount: Int
    ) {
        if var last = hunks.last, ours <= last.ours + last.oursCount || theirs <= last.theirs + last.theirsCount {
            if resolution != last.resolution { last.resolution = .conflict }
            last.baseCount = base + baseCount - last.base
            last.oursCount = ours + oursCount - last.ours
            last.theirsCount = theirs + theirsCount - last.theirs
            hunks[hunks.count - 1] = last
        } else {
            hunks.append(
                MergeHunk(
                    resolution: resolution, base: base, baseCount: baseCount, ours: ours, oursCount: oursCount,
                    theirs: theirs, theirsCount: theirsCount))
        }
    }

    private static func sameLines(_ file1: LineFile, _ start1: Int, _ file2: LineFile, _ start2: Int, _ count: Int)
        -> Bool
    {
        (0..<count).allSatisfy { file1.line(start1 + $0) == file2.line(start2 + $0) }
    }
}
