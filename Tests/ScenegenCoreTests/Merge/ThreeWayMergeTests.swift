import ScenegenCore
import Testing

/// Hand-made merges whose right answer is plain to see (each also checked by
/// hand against `git merge-file -p -L ours -L base -L theirs`).
@Suite("Three-way merge")
struct ThreeWayMergeTests {
    private func merge(_ base: String, _ ours: String, _ theirs: String) -> ThreeWayMergeResult {
        ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    }

    @Test func changesToDifferentLinesMergeCleanly() {
        let result = merge("a\nb\nc\nd\ne\n", "A\nb\nc\nd\ne\n", "a\nb\nc\nd\nE\n")
        #expect(result == ThreeWayMergeResult(text: "A\nb\nc\nd\nE\n", conflicts: 0))
    }

    @Test func differentChangesToOneLineConflict() {
        let result = merge("a\nb\nc\n", "a\nours\nc\n", "a\ntheirs\nc\n")
        #expect(result.text == "a\n<<<<<<< ours\nours\n=======\ntheirs\n>>>>>>> theirs\nc\n")
        #expect(result.conflicts == 1)
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() {
        let result = merge("a\nb\nc\n", "a\nB\nc\nadded\n", "a\nB\nc\nadded\n")
        #expect(result == ThreeWayMergeResult(text: "a\nB\nc\nadded\n", conflicts: 0))
    }

    @Test func aDeletionAgainstAnEditConflicts() {
        let result = merge("a\nb\nc\n", "a\nc\n", "a\nedited\nc\n")
        #expect(result.text == "a\n<<<<<<< ours\n=======\nedited\n>>>>>>> theirs\nc\n")
        #expect(result.conflicts == 1)
    }

    @Test func aDeletionBesideAnEditMerges() {
        let result = merge("a\nb\nc\nd\ne\nf\n", "a\nc\nd\ne\nf\n", "a\nb\nc\nd\ne\nF\n")
        #expect(result == ThreeWayMergeResult(text: "a\nc\nd\ne\nF\n", conflicts: 0))
    }

    @Test func conflictsShrinkToTheLinesThatDiffer() {
        // Both sides replaced b and c; only the second new line differs.
        let result = merge("a\nb\nc\nd\n", "a\nsame\nmine\nd\n", "a\nsame\nyours\nd\n")
        #expect(result.text == "a\nsame\n<<<<<<< ours\nmine\n=======\nyours\n>>>>>>> theirs\nd\n")
        #expect(result.conflicts == 1)
    }

    @Test func conflictsWithOnlyPunctuationBetweenThemJoin() {
        let base = "a\n}\n}\n}\n}\nb\n"
        let result = merge(base, "A1\n}\n}\n}\n}\nB1\n", "A2\n}\n}\n}\n}\nB2\n")
        #expect(result.conflicts == 1)
        #expect(result.text == "<<<<<<< ours\nA1\n}\n}\n}\n}\nB1\n=======\nA2\n}\n}\n}\n}\nB2\n>>>>>>> theirs\n")
    }

    @Test func aMissingFinalNewlineGetsOneBeforeTheMarker() {
        let result = merge("a\nb", "a\nours", "a\ntheirs")
        #expect(result.text == "a\n<<<<<<< ours\nours\n=======\ntheirs\n>>>>>>> theirs\n")
    }

    @Test func crlfFilesGetCRLFMarkers() {
        let result = merge("a\r\nb\r\n", "a\r\nours\r\n", "a\r\ntheirs\r\n")
        #expect(result.text == "a\r\n<<<<<<< ours\r\nours\r\n=======\r\ntheirs\r\n>>>>>>> theirs\r\n")
    }

    @Test func labelsFollowTheMarkers() {
        let result = ThreeWayMerge.merge(
            base: "x\n", ours: "1\n", theirs: "2\n", oursLabel: "on disk", theirsLabel: "new template")
        #expect(result.text == "<<<<<<< on disk\n1\n=======\n2\n>>>>>>> new template\n")
    }

    @Test func emptyFiles() {
        #expect(merge("", "", "") == ThreeWayMergeResult(text: "", conflicts: 0))
        #expect(merge("", "a\n", "") == ThreeWayMergeResult(text: "a\n", conflicts: 0))
        #expect(merge("", "a\n", "b\n").conflicts == 1)
    }

    @Test func linesAreComparedByteForByte() {
        // "é" precomposed and decomposed are equal Strings but different lines.
        let result = merge("x\n", "\u{E9}\n", "e\u{301}\n")
        #expect(result.conflicts == 1)
    }
}
