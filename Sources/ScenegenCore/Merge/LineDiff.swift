/// The line diff `git merge-file` uses: xdiff's Myers diff with its
/// preparation and its sliding of changes, so that the hunks are git's own.
enum LineDiff {
    /// The hunks that turn `lines1` into `lines2`, in order.
    static func changes(_ lines1: [ArraySlice<UInt8>], _ lines2: [ArraySlice<UInt8>]) -> [LineChange] {
        var (side1, side2) = DiffSide.prepare(lines1, lines2)
        var search = MyersSearch(side1.reducedClasses, side2.reducedClasses)
        search.run()
        for (reduced, changed) in search.changed1.enumerated() where changed {
            side1.setChanged(side1.reducedIndex[reduced], true)
        }
        for (reduced, changed) in search.changed2.enumerated() where changed {
            side2.setChanged(side2.reducedIndex[reduced], true)
        }
        side1.compact(against: side2)
        side2.compact(against: side1)
        return DiffSide.changes(side1, side2)
    }
}
