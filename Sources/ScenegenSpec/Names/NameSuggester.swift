import ScenegenCore

/// "Did you mean" over one list of candidates, asked many times: the same
/// answers as `NameSuggestion.closest`, at a bounded cost on huge specs.
///
/// A candidate whose length differs from the name's by more than the
/// suggestion's edit limit cannot be suggested, so candidates are bucketed by
/// length and only near ones are compared. The comparisons of one validation
/// share a budget of edit-distance steps (as clang stops spell-checking after
/// 50 corrections): past it, messages simply carry no suggestion, so 200,000
/// undeclared types among 2,000 models cannot take minutes.
struct NameSuggester {
    /// Edit-distance steps (one per pair of compared scalars, at least 16 per
    /// candidate) that one validation may spend on suggestions: about a
    /// tenth of a second, thousands of times what a hand-written spec needs.
    static let stepBudget = 50_000_000

    private let candidates: [String]
    /// Indices into `candidates` by length (Unicode scalars, lowercased: the
    /// length `NameSuggestion` compares), in the order given.
    private let indicesByLength: [Int: [Int]]

    init(_ candidates: [String]) {
        self.candidates = candidates
        var buckets: [Int: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            buckets[candidate.lowercased().unicodeScalars.count, default: []].append(index)
        }
        indicesByLength = buckets
    }

    /// The candidate `NameSuggestion.closest(to:among:)` would suggest for
    /// `name`, or nil; nil too once `budget` is spent.
    func closest(to name: String, budget: inout Int) -> String? {
        guard budget > 0 else { return nil }
        let length = name.lowercased().unicodeScalars.count
        // NameSuggestion's own limit: a farther candidate is never suggested.
        let limit = max(1, min(3, (length + 2) / 3))
        var near: [Int] = []
        for candidateLength in max(0, length - limit)...(length + limit) {
            near += indicesByLength[candidateLength] ?? []
        }
        guard !near.isEmpty else { return nil }
        // Candidate order decides ties, as in one pass over the whole list.
        near.sort()
        var cost = 0
        for index in near { cost += max(16, length * candidates[index].unicodeScalars.count) }
        guard cost <= budget else {
            budget = 0
            return nil
        }
        budget -= cost
        return NameSuggestion.closest(to: name, among: near.lazy.map { candidates[$0] })
    }
}
