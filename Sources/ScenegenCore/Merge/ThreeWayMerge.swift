/// A line-based three-way merge whose output is byte for byte what
/// `git merge-file -p -L ours -L base -L theirs ours base theirs` prints
/// (git's default merge style and conflict refinement; checked against git on
/// seeded random cases by `Tests/ScenegenCoreTests/Merge/MergeDifferentialTests.swift`).
///
/// Changes only one side made are taken; changes both made alike are taken
/// once; the rest are conflicts:
///
///     <<<<<<< ours
///     our lines
///     =======
///     their lines
///     >>>>>>> theirs
public enum ThreeWayMerge {
    /// Merges the changes from `base` to `ours` and from `base` to `theirs`.
    /// The labels follow the conflict markers (`<<<<<<< ours`).
    public static func merge(
        base: String, ours: String, theirs: String, oursLabel: String = "ours", theirsLabel: String = "theirs"
    ) -> ThreeWayMergeResult {
        let baseFile = LineFile(base)
        let oursFile = LineFile(ours)
        let theirsFile = LineFile(theirs)
        let oursChanges = LineDiff.changes(baseFile.lines(0..<baseFile.count), oursFile.lines(0..<oursFile.count))
        let theirsChanges = LineDiff.changes(
            baseFile.lines(0..<baseFile.count), theirsFile.lines(0..<theirsFile.count))
        if oursChanges.isEmpty { return ThreeWayMergeResult(text: theirs, conflicts: 0) }
        if theirsChanges.isEmpty { return ThreeWayMergeResult(text: ours, conflicts: 0) }
        var hunks = MergeHunk.pair(
            oursChanges, theirsChanges, ours: oursFile, theirs: theirsFile, baseCount: baseFile.count)
        hunks = MergeHunk.refine(hunks, ours: oursFile, theirs: theirsFile)
        hunks = MergeHunk.simplify(hunks, ours: oursFile)
        let output = MergeOutput(
            base: baseFile, ours: oursFile, theirs: theirsFile, oursLabel: oursLabel, theirsLabel: theirsLabel,
            markerSize: 7)
        let bytes = output.write(hunks)
        return ThreeWayMergeResult(
            text: String(decoding: bytes, as: UTF8.self),
            conflicts: hunks.filter { $0.resolution == .conflict }.count)
    }
}

/// The merged text and how many conflicts it holds (git merge-file's exit
/// status, before git caps it at 127).
public struct ThreeWayMergeResult: Equatable, Sendable {
    /// The merged text, conflicts marked.
    public var text: String
    /// The number of conflict regions in `text`; 0 is a clean merge.
    public var conflicts: Int

    /// Creates a result.
    public init(text: String, conflicts: Int) {
        self.text = text
        self.conflicts = conflicts
    }
}
