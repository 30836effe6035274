/// "Did you mean" suggestions: the candidate closest to a misspelt name.
public enum NameSuggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive),
    /// when it is close enough to be a likely typo; nil otherwise.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, (lowered.count + 2) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// The candidate nearest to `name` (case-insensitive) at most `limit` edits away, or nil.
    public static func closest(to name: String, among candidates: some Sequence<String>, within limit: Int)
        -> String?
    {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
