/// Unified diffs (`--- a/path`, `+++ b/path`, `@@ -l,n +l,n @@` hunks with
/// three lines of context), as `git diff` prints them, for `--diff`.
public enum UnifiedDiff {
    /// The diff from `old` to `new` for `path`; empty when they are equal.
    /// A nil `old` is a new file (`--- /dev/null`).
    public static func diff(from old: String?, to new: String, path: String, context: Int = 3) -> String {
        if old == new { return "" }
        let oldLines = old.map(lines) ?? []
        let newLines = lines(new)
        let edits = editScript(oldLines, newLines)
        var out = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
        for hunk in hunks(edits, context: context) {
            let oldStart = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
            let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart + 1
            out += "@@ -\(oldStart),\(hunk.oldCount) +\(newStart),\(hunk.newCount) @@\n"
            for edit in hunk.edits {
                switch edit {
                case .keep(let line): out += " " + line + "\n"
                case .delete(let line): out += "-" + line + "\n"
                case .insert(let line): out += "+" + line + "\n"
                }
            }
        }
        return out
    }

    enum Edit: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    struct Hunk {
        var oldStart: Int
        var newStart: Int
        var oldCount = 0
        var newCount = 0
        var edits: [Edit] = []
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script by Myers' O(ND) algorithm.
    static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        if maximum == 0 { return [] }
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1]) {
                    x = v[maximum + k + 1]
                } else {
                    x = v[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[maximum + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk the trace back from the end to recover the edits.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.keep(a[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.insert(b[y - 1]))
                } else {
                    edits.append(.delete(a[x - 1]))
                }
                x = previousX
                y = previousY
            }
        }
        return edits.reversed()
    }

    /// Groups edits into hunks: changes closer than `2 * context` unchanged
    /// lines share a hunk, and each hunk keeps `context` lines around it.
    static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
        guard var groupStart = changed.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var groupEnd = groupStart
        for index in changed.dropFirst() {
            if index - groupEnd - 1 > 2 * context {
                groups.append(groupStart...groupEnd)
                groupStart = index
            }
            groupEnd = index
        }
        groups.append(groupStart...groupEnd)

        // Line numbers (0-based) in old and new before each edit.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldLine = 0
        var newLine = 0
        for edit in edits {
            oldBefore.append(oldLine)
            newBefore.append(newLine)
            switch edit {
            case .keep:
                oldLine += 1
                newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        return groups.map { group in
            let first = max(0, group.lowerBound - context)
            let last = min(edits.count - 1, group.upperBound + context)
            var hunk = Hunk(oldStart: oldBefore[first], newStart: newBefore[first])
            for edit in edits[first...last] {
                hunk.edits.append(edit)
                switch edit {
                case .keep:
                    hunk.oldCount += 1
                    hunk.newCount += 1
                case .delete: hunk.oldCount += 1
                case .insert: hunk.newCount += 1
                }
            }
            return hunk
        }
    }
}
