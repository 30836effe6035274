/// One file of a line diff as xdiff's Myers diff works on it: each line as the
/// number of its equivalence class, which lines changed, and the reduced list
/// of lines the search looks at (lines with no match on the other side, and
/// runs of lines with too many matches, are marked changed up front).
struct DiffSide {
    /// The class of each line: equal lines have equal classes.
    let classes: [Int]
    /// `changed[i + 1]` tells whether line `i` changed; the first and last
    /// entries are sentinels (always false) for lines -1 and `count`.
    var changed: [Bool]
    /// First and last line between the common prefix and suffix.
    var start = 0
    var end: Int
    /// The lines the search looks at: their index in `classes`, and their class.
    var reducedIndex: [Int] = []
    var reducedClasses: [Int] = []

    init(classes: [Int]) {
        self.classes = classes
        changed = Array(repeating: false, count: classes.count + 2)
        end = classes.count - 1
    }

    var count: Int { classes.count }

    /// Whether line `index` changed; lines -1 and `count` never did.
    func isChanged(_ index: Int) -> Bool {
        changed[index + 1]
    }

    mutating func setChanged(_ index: Int, _ value: Bool) {
        changed[index + 1] = value
    }
}

// MARK: - Preparation (xdiff's xdl_prepare_env for the Myers diff)

extension DiffSide {
    /// Both sides of a diff of `lines1` against `lines2`, with the common prefix
    /// and suffix trimmed and the lines the search may skip marked.
    static func prepare(_ lines1: [ArraySlice<UInt8>], _ lines2: [ArraySlice<UInt8>]) -> (DiffSide, DiffSide) {
        var classOf: [ArraySlice<UInt8>: Int] = [:]
        var countIn1: [Int] = []
        var countIn2: [Int] = []
        func classify(_ line: ArraySlice<UInt8>, first: Bool) -> Int {
            let number: Int
            if let known = classOf[line] {
                number = known
            } else {
                number = countIn1.count
                classOf[line] = number
                countIn1.append(0)
                countIn2.append(0)
            }
            if first { countIn1[number] += 1 } else { countIn2[number] += 1 }
            return number
        }
        var side1 = DiffSide(classes: lines1.map { classify($0, first: true) })
        var side2 = DiffSide(classes: lines2.map { classify($0, first: false) })
        trimEnds(&side1, &side2)
        side1.reduce(matchCounts: countIn2)
        side2.reduce(matchCounts: countIn1)
        return (side1, side2)
    }

    /// Sets `start`/`end` of both sides past their common first and last lines.
    private static func trimEnds(_ side1: inout DiffSide, _ side2: inout DiffSide) {
        let limit = min(side1.count, side2.count)
        var prefix = 0
        while prefix < limit, side1.classes[prefix] == side2.classes[prefix] { prefix += 1 }
        side1.start = prefix
        side2.start = prefix
        var suffix = 0
        while suffix < limit - prefix,
            side1.classes[side1.count - 1 - suffix] == side2.classes[side2.count - 1 - suffix]
        {
            suffix += 1
        }
        side1.end = side1.count - suffix - 1
        side2.end = side2.count - suffix - 1
    }

    /// Fills the reduced list: a line with no match on the other side is changed
    /// for sure; one with many matches is left out when it sits in a run of such
    /// lines (xdiff's `xdl_cleanup_records` and `xdl_clean_mmatch`).
    /// `matchCounts[c]` is how often class `c` occurs in the other file.
    private mutating func reduce(matchCounts: [Int]) {
        guard start <= end else { return }
        let limit = min(Self.roughSquareRoot(count), 1024)
        // 0: no match, 1: some matches, 2: many matches.
        var kind = Array(repeating: 0, count: count + 1)
        for index in start...end {
            let matches = matchCounts[classes[index]]
            kind[index] = matches == 0 ? 0 : matches >= limit ? 2 : 1
        }
        for index in start...end {
            if kind[index] == 1 || (kind[index] == 2 && !Self.isDiscardable(kind, index, start, end)) {
                reducedIndex.append(index)
                reducedClasses.append(classes[index])
            } else {
                setChanged(index, true)
            }
        }
    }

    /// Whether a many-matches line at `index` sits in a run of unmatched and
    /// many-matches lines that is mostly unmatched, looking at most 100 lines each way.
    private static func isDiscardable(_ kind: [Int], _ index: Int, _ start: Int, _ end: Int) -> Bool {
        let low = index - start > 100 ? index - 100 : start
        let high = end - index > 100 ? index + 100 : end
        var unmatchedBefore = 0
        var manyBefore = 1
        var offset = 1
        while index - offset >= low {
            let value = kind[index - offset]
            if value == 0 {
                unmatchedBefore += 1
            } else if value == 2 {
                manyBefore += 1
            } else {
                break
            }
            offset += 1
        }
        if unmatchedBefore == 0 { return false }
        var unmatchedAfter = 0
        var manyAfter = 1
        offset = 1
        while index + offset <= high {
            let value = kind[index + offset]
            if value == 0 {
                unmatchedAfter += 1
            } else if value == 2 {
                manyAfter += 1
            } else {
                break
            }
            offset += 1
        }
        if unmatchedAfter == 0 { return false }
        let unmatched = unmatchedBefore + unmatchedAfter
        let many = manyBefore + manyAfter
        return many * 4 < many + unmatched
    }

    /// xdiff's `xdl_bogosqrt`: 2 to the number of base-4 digits of `value`, a
    /// rough square root (1 for 0, 2 for 1...3, 4 for 4...15, 8 for 16...63).
    static func roughSquareRoot(_ value: Int) -> Int {
        var result = 1
        var rest = value
        while rest > 0 {
            result <<= 1
            rest >>= 2
        }
        return result
    }
}
