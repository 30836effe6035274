extension Evaluator {
    /// The arity overloads of combineLatest and zip: `combineLatest` and `zip` with a result
    /// selector (`cat`), `combineLatestT` and `zipT` of tuples.
    func arity(_ name: String, _ s: [Observable<Int>]) throws -> Stream {
        let tuple = name.hasSuffix("T")
        let zip = name.hasPrefix("zip")
        func text<T>(_ source: Observable<T>) -> Stream {
            .text(source.map { "\($0)".filter { $0 != " " } })
        }
        switch (s.count, zip, tuple) {
        case (2, false, false): return .observable(.combineLatest(s[0], s[1]) { $0 * 10 + $1 })
        case (2, false, true): return text(Observable.combineLatest(s[0], s[1]))
        case (2, true, false): return .observable(.zip(s[0], s[1]) { $0 * 10 + $1 })
        case (2, true, true): return text(Observable.zip(s[0], s[1]))
        case (3, false, false): return .observable(.combineLatest(s[0], s[1], s[2]) { ($0 * 10 + $1) * 10 + $2 })
        case (3, false, true): return text(Observable.combineLatest(s[0], s[1], s[2]))
        case (3, true, false): return .observable(.zip(s[0], s[1], s[2]) { ($0 * 10 + $1) * 10 + $2 })
        case (3, true, true): return text(Observable.zip(s[0], s[1], s[2]))
        case (4, false, false): return text(Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case (4, false, true): return text(Observable.combineLatest(s[0], s[1], s[2], s[3]))
        case (4, true, false): return text(Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case (4, true, true): return text(Observable.zip(s[0], s[1], s[2], s[3]))
        case (5, false, false):
            return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case (5, false, true): return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]))
        case (5, true, false): return text(Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case (5, true, true): return text(Observable.zip(s[0], s[1], s[2], s[3], s[4]))
        case (6, false, false):
            return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case (6, false, true): return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]))
        case (6, true, false):
            return text(Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case (6, true, true): return text(Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]))
        case (7, false, false):
            return text(
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case (7, false, true): return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case (7, true, false):
            return text(Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case (7, true, true): return text(Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case (8, false, false):
            return text(
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                })
        case (8, false, true): return text(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        case (8, true, false):
            return text(
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        case (8, true, true): return text(Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }
}
