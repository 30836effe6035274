/// Seeded random three-way cases for the differential against `git merge-file`:
/// short files from a small set of lines, so that edits overlap, repeat lines
/// and sit at both ends often.
struct MergeCaseGenerator {
    /// One case: the three texts.
    struct Case {
        var base: String
        var ours: String
        var theirs: String
    }

    private var state: UInt64
    private var made = 0

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64: small, fast, and the same on every platform.
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private mutating func below(_ bound: Int) -> Int {
        Int(nextRandom() % UInt64(bound))
    }

    private mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// Letters, punctuation-only lines (git joins conflicts across those), a
    /// blank line, code-like lines and a non-ASCII one.
    private static let alphabet = ["a", "b", "c", "d", "e", "}", "", "x = 1", "    return", "é", "{", "e\u{301}"]

    /// One of the first `size` lines of the alphabet, then of `line 0`, `line 1`...
    private mutating func randomLine(from size: Int) -> String {
        let index = below(size)
        return index < Self.alphabet.count ? Self.alphabet[index] : "line \(index)"
    }

    mutating func next() -> Case {
        // One case in fifty is long and much edited, so that the diff's cost
        // limits and its handling of lines with many matches come into play.
        // Every thousandth case is huge (over 32,768 lines a side), where git's
        // diff switches to its heuristics for big files.
        made += 1
        let huge = made % 1000 == 0
        let long = huge || chance(2)
        let size = long ? 3 + below(huge ? 4000 : 400) : 3 + below(Self.alphabet.count - 2)
        let baseLength = huge ? 33000 + below(4000) : long ? 500 + below(3000) : chance(5) ? 0 : below(14)
        let edits = long ? 20 + below(baseLength / 4) : 1 + below(4)
        let base = (0..<baseLength).map { _ in randomLine(from: size) }
        var ours = edited(base, size: size, edits: edits)
        var theirs: [String]
        switch below(10) {
        case 0: theirs = ours  // the same change on both sides
        case 1: theirs = base  // only ours changed
        case 2: theirs = edited(ours, size: size, edits: edits)  // theirs builds on ours
        default: theirs = edited(base, size: size, edits: edits)
        }
        if chance(5) { ours = base }
        let crlf = chance(10)
        return Case(
            base: text(base, crlf: crlf), ours: text(ours, crlf: crlf && !chance(20)),
            theirs: text(theirs, crlf: crlf))
    }

    /// `lines` with `edits` random insertions, deletions and replacements,
    /// at the ends as often as in the middle.
    private mutating func edited(_ lines: [String], size: Int, edits: Int) -> [String] {
        var lines = lines
        for _ in 0..<edits {
            let position: Int
            switch below(4) {
            case 0: position = 0
            case 1: position = lines.count
            default: position = below(lines.count + 1)
            }
            // In long files, now and then a block of hundreds of lines.
            let length = lines.count > 400 && chance(3) ? 50 + below(400) : 1 + below(3)
            switch below(3) {
            case 0:
                lines.insert(contentsOf: (0..<length).map { _ in randomLine(from: size) }, at: position)
            case 1:
                let end = min(lines.count, position + length)
                lines.removeSubrange(min(position, end)..<end)
            default:
                let end = min(lines.count, position + length)
                lines.replaceSubrange(
                    min(position, end)..<end, with: (0..<(length + below(3))).map { _ in randomLine(from: size) })
            }
        }
        return lines
    }

    /// The lines joined, each ended by `\n` or `\r\n`, the last one sometimes without.
    private mutating func text(_ lines: [String], crlf: Bool) -> String {
        let end = crlf ? "\r\n" : "\n"
        var text = lines.map { $0 + end }.joined()
        if !lines.isEmpty && chance(20) { text.removeLast() }  // `\r\n` is one Character: both go
        if !lines.isEmpty && crlf && chance(5) { text += "\r" }
        return text
    }
}
