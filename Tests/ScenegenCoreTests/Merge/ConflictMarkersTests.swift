import ScenegenCore
import Testing

@Suite("Conflict markers")
struct ConflictMarkersTests {
    /// What a merge writes is found again at its first marker line.
    @Test func findsTheFirstMarkerOfWhatAMergeWrote() {
        let merged = ThreeWayMerge.merge(base: "a\nb\nc\n", ours: "a\nmine\nc\n", theirs: "a\ntheirs\nc\n")
        #expect(merged.conflicts == 1)
        #expect(ConflictMarkers.firstLine(in: merged.text) == 2)
        #expect(ConflictMarkers.firstLine(in: "a\r\n=======\r\n") == 2)
        #expect(ConflictMarkers.firstLine(in: "x\n||||||| base\n") == 2)
    }

    /// Lines that only start like a marker are text.
    @Test(arguments: ["a\nb\n", "<<<<<<<< eight\n", "======== \n", "x = \"<<<<<<< ours\"\n", ">>>>>>>x\n"])
    func leavesOtherLinesAlone(_ text: String) {
        #expect(ConflictMarkers.firstLine(in: text) == nil)
    }
}
