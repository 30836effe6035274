import Foundation
import ScenegenCore
import Testing

/// `ThreeWayMerge` against `git merge-file -p -L ours -L base -L theirs` on
/// seeded random cases: the text and the conflict count must be git's.
/// `SCENEGEN_MERGE_CASES` sets the count (default 200; Scripts/test runs
/// 2,000), `SCENEGEN_MERGE_SEED` the seed. The first differing case is written
/// to `SCENEGEN_MERGE_FAILURES` (default: a `scenegen-merge-differential`
/// folder in the temporary folder) with git's output and ours.
@Suite("Three-way merge against git merge-file")
struct MergeDifferentialTests {
    private static let environment = ProcessInfo.processInfo.environment

    @Test(.enabled(if: GitMergeFile.isAvailable, "git is not installed"))
    func identicalToGit() throws {
        let count = Int(Self.environment["SCENEGEN_MERGE_CASES"] ?? "") ?? 200
        let seed = UInt64(Self.environment["SCENEGEN_MERGE_SEED"] ?? "") ?? 12
        var generator = MergeCaseGenerator(seed: seed)
        let git = try GitMergeFile()
        var identical = 0
        var conflicts = 0
        var firstDifference: (index: Int, folder: String)?
        for index in 0..<count {
            let merge = generator.next()
            let expected = try git.merge(base: merge.base, ours: merge.ours, theirs: merge.theirs)
            let actual = ThreeWayMerge.merge(base: merge.base, ours: merge.ours, theirs: merge.theirs)
            if Array(actual.text.utf8) == expected.output && min(actual.conflicts, 127) == expected.status {
                identical += 1
                conflicts += actual.conflicts
            } else if firstDifference == nil {
                firstDifference = (index, try write(merge, expected: expected, actual: actual))
            }
        }
        let percent = String(format: "%.1f", Double(identical) * 100 / Double(max(count, 1)))
        print("merge-differential: \(count) cases, \(identical) identical (\(percent)%), conflicts: \(conflicts)")
        if let firstDifference {
            Issue.record(
                "case \(firstDifference.index) (seed \(seed)) differs from git merge-file: see \(firstDifference.folder)"
            )
        }
    }

    /// Writes a differing case where a developer can rerun git on it.
    private func write(_ merge: MergeCaseGenerator.Case, expected: GitMergeFile.Result, actual: ThreeWayMergeResult)
        throws -> String
    {
        let folder =
            Self.environment["SCENEGEN_MERGE_FAILURES"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("scenegen-merge-differential").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files: [(String, Data)] = [
            ("base", Data(merge.base.utf8)), ("ours", Data(merge.ours.utf8)), ("theirs", Data(merge.theirs.utf8)),
            ("git.out", Data(expected.output)), ("scenegen.out", Data(actual.text.utf8)),
            ("status", Data("git \(expected.status), scenegen \(actual.conflicts)\n".utf8)),
        ]
        for (name, data) in files {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        return folder
    }
}
