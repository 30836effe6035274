/// The result of a 3-way merge: the merged text, with git-style conflict
/// blocks where both sides changed the same lines differently.
public struct ThreeWayMergeResult: Equatable, Sendable {
    /// The merged text.
    public var text: String
    /// How many conflict blocks it holds.
    public var conflicts: Int

    /// Creates a result.
    public init(text: String, conflicts: Int) {
        self.text = text
        self.conflicts = conflicts
    }
}

/// A line-based 3-way merge (diff3): the changes from `base` to `ours` and
/// from `base` to `theirs` are combined; where both change overlapping lines
/// differently, a conflict block is written as `git merge-file` writes one:
/// `<<<<<<< ours`, our lines, `=======`, their lines, `>>>>>>> theirs`.
public enum ThreeWayMerge {
    /// Merges the three texts line by line.
    public static func merge(
        base: String, ours: String, theirs: String, oursLabel: String = "ours", theirsLabel: String = "theirs"
    ) -> ThreeWayMergeResult {
        let baseLines = lines(base)
        let ourLines = lines(ours)
        let theirLines = lines(theirs)
        let ourHunks = hunks(from: baseLines, to: ourLines).map { Hunk(change: $0, side: .ours) }
        let theirHunks = hunks(from: baseLines, to: theirLines).map { Hunk(change: $0, side: .theirs) }
        let all = (ourHunks + theirHunks).sorted {
            ($0.change.baseStart, $0.side.rawValue) < ($1.change.baseStart, $1.side.rawValue)
        }
        var out: [String] = []
        var conflicts = 0
        var basePosition = 0
        var index = 0
        while index < all.count {
            // A group: hunks whose base ranges overlap (or meet at one insertion point).
            var group = [all[index]]
            var groupEnd = all[index].change.baseEnd
            index += 1
            while index < all.count {
                let next = all[index].change
                let touches =
                    next.baseStart < groupEnd
                    || (next.baseStart == groupEnd
                        && (next.baseStart == next.baseEnd
                            || group.contains {
                                $0.change.baseStart == $0.change.baseEnd && $0.change.baseStart == next.baseStart
                            }))
                guard touches else { break }
                group.append(all[index])
                groupEnd = max(groupEnd, next.baseEnd)
                index += 1
            }
            let groupStart = group.map(\.change.baseStart).min() ?? basePosition
            out += baseLines[basePosition..<groupStart]
            let oursText = side(.ours, of: group, from: groupStart, to: groupEnd, base: baseLines, lines: ourLines)
            let theirsText = side(
                .theirs, of: group, from: groupStart, to: groupEnd, base: baseLines, lines: theirLines)
            let sides = Set(group.map(\.side))
            if sides.count == 1 {
                out += sides.contains(.ours) ? oursText : theirsText
            } else if oursText == theirsText {
                out += oursText
            } else {
                conflicts += 1
                out.append("<<<<<<< \(oursLabel)\n")
                out += terminated(oursText)
                out.append("=======\n")
                out += terminated(theirsText)
                out.append(">>>>>>> \(theirsLabel)\n")
            }
            basePosition = groupEnd
        }
        out += baseLines[basePosition...]
        return ThreeWayMergeResult(text: out.joined(), conflicts: conflicts)
    }

    private enum Side: Int, Hashable {
        case ours, theirs
    }

    /// A changed run: base lines `baseStart..<baseEnd` became `sideStart..<sideEnd`.
    private struct Change {
        var baseStart: Int
        var baseEnd: Int
        var sideStart: Int
        var sideEnd: Int
    }

    private struct Hunk {
        var change: Change
        var side: Side
    }

    /// One side's lines for base lines `start..<end` of a group: its hunks'
    /// lines where it changed something, the base's where it did not.
    private static func side(
        _ side: Side, of group: [Hunk], from start: Int, to end: Int, base: [String], lines: [String]
    ) -> [String] {
        let own = group.filter { $0.side == side }.map(\.change).sorted { $0.baseStart < $1.baseStart }
        var result: [String] = []
        var position = start
        for change in own {
            result += base[position..<change.baseStart]
            result += lines[change.sideStart..<change.sideEnd]
            position = change.baseEnd
        }
        result += base[position..<end]
        return result
    }

    /// Lines of a conflict side, the last one given a line break if it has none.
    private static func terminated(_ lines: [String]) -> [String] {
        guard let last = lines.last, !last.hasSuffix("\n") else { return lines }
        return Array(lines.dropLast()) + [last + "\n"]
    }

    /// `text` split after each line break (the last line may have none).
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The changed runs from `a` to `b`, from a longest common subsequence.
    private static func hunks(from a: [String], to b: [String]) -> [Change] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let innerA = Array(a[prefix..<(a.count - suffix)])
        let innerB = Array(b[prefix..<(b.count - suffix)])
        let n = innerA.count
        let m = innerB.count
        if n == 0 && m == 0 { return [] }
        // lengths[i][j]: the LCS length of innerA[i...] and innerB[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] =
                        innerA[i] == innerB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        var open: Change?
        func close() {
            if let change = open { changes.append(change) }
            open = nil
        }
        while i < n || j < m {
            if i < n, j < m, innerA[i] == innerB[j] {
                close()
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                if open == nil {
                    open = Change(
                        baseStart: i + prefix, baseEnd: i + prefix, sideStart: j + prefix, sideEnd: j + prefix)
                }
                j += 1
                open?.sideEnd = j + prefix
            } else {
                if open == nil {
                    open = Change(
                        baseStart: i + prefix, baseEnd: i + prefix, sideStart: j + prefix, sideEnd: j + prefix)
                }
                i += 1
                open?.baseEnd = i + prefix
            }
        }
        close()
        return changes
    }
}
