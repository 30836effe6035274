// MARK: - Sliding changes (xdiff's xdl_change_compact, without the indent heuristic)

extension DiffSide {
    /// A run of changed lines, `start..<end` (empty between unchanged lines).
    private struct Group {
        var start = 0
        var end = 0
    }

    private func firstGroup() -> Group {
        var group = Group()
        while isChanged(group.end) { group.end += 1 }
        return group
    }

    /// Moves `group` to the next one; false at the end of the file.
    private func next(_ group: inout Group) -> Bool {
        if group.end == count { return false }
        group.start = group.end + 1
        group.end = group.start
        while isChanged(group.end) { group.end += 1 }
        return true
    }

    /// Moves `group` to the previous one; false at the start of the file.
    private func previous(_ group: inout Group) -> Bool {
        if group.start == 0 { return false }
        group.end = group.start - 1
        group.start = group.end
        while isChanged(group.start - 1) { group.start -= 1 }
        return true
    }

    /// Slides `group` one line down when the line after it equals its first.
    private mutating func slideDown(_ group: inout Group) -> Bool {
        guard group.end < count, classes[group.start] == classes[group.end] else { return false }
        setChanged(group.start, false)
        group.start += 1
        setChanged(group.end, true)
        group.end += 1
        while isChanged(group.end) { group.end += 1 }
        return true
    }

    /// Slides `group` one line up when the line before it equals its last.
    private mutating func slideUp(_ group: inout Group) -> Bool {
        guard group.start > 0, classes[group.start - 1] == classes[group.end - 1] else { return false }
        group.start -= 1
        setChanged(group.start, true)
        group.end -= 1
        setChanged(group.end, false)
        while isChanged(group.start - 1) { group.start -= 1 }
        return true
    }

    /// Slides each group of changed lines as far down as it goes, merging
    /// groups that meet, and then back up to line up with a change of `other`
    /// if it passed one, as git does before it builds the hunks.
    mutating func compact(against other: DiffSide) {
        var group = firstGroup()
        var otherGroup = other.firstGroup()
        while true {
            if group.end != group.start {
                var earliestEnd = 0
                var endMatchingOther = -1
                var size = 0
                repeat {
                    size = group.end - group.start
                    endMatchingOther = -1
                    while slideUp(&group) { _ = other.previous(&otherGroup) }
                    earliestEnd = group.end
                    if otherGroup.end > otherGroup.start { endMatchingOther = group.end }
                    while slideDown(&group) {
                        _ = other.next(&otherGroup)
                        if otherGroup.end > otherGroup.start { endMatchingOther = group.end }
                    }
                } while size != group.end - group.start
                if group.end != earliestEnd, endMatchingOther != -1 {
                    while otherGroup.end == otherGroup.start {
                        _ = slideUp(&group)
                        _ = other.previous(&otherGroup)
                    }
                }
            }
            if !next(&group) { break }
            _ = other.next(&otherGroup)
        }
    }

    /// The hunks between `side1` and `side2` from their changed lines, in order.
    static func changes(_ side1: DiffSide, _ side2: DiffSide) -> [LineChange] {
        var result: [LineChange] = []
        var i1 = side1.count
        var i2 = side2.count
        while i1 >= 0 || i2 >= 0 {
            if side1.isChangedOrOutside(i1 - 1) || side2.isChangedOrOutside(i2 - 1) {
                let end1 = i1
                let end2 = i2
                while side1.isChangedOrOutside(i1 - 1) { i1 -= 1 }
                while side2.isChangedOrOutside(i2 - 1) { i2 -= 1 }
                result.append(LineChange(start1: i1, start2: i2, count1: end1 - i1, count2: end2 - i2))
            }
            i1 -= 1
            i2 -= 1
        }
        return result.reversed()
    }

    /// `isChanged`, false for any index outside the sentinels.
    private func isChangedOrOutside(_ index: Int) -> Bool {
        index >= -1 && index <= count ? isChanged(index) : false
    }
}
