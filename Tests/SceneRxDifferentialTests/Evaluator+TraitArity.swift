/// The arity overloads of the traits, as `arity` has them for Observable: Driver and Signal
/// `combineLatest` / `zip` of 2 to 8 (`driverCombineLatest`, `driverZip`, `signal...`, with a
/// result selector that makes the array of elements from 3 sources on, and their tuple forms
/// `...T`), Infallible `combineLatest` / `zip` (`infallibleCombineLatest`, `infallibleZip`,
/// `infallibleCombineLatestT`) and Single / Maybe `zip` (`singleZip`, `maybeZip`, `...T`). The
/// two-source selector forms that existed before keep their `cat` selector in
/// Evaluator+Shared.swift and Evaluator+Traits.swift.
extension Evaluator {
    func traitArity(_ name: String, _ arguments: [Node]) throws -> Stream? {
        let existing: Set = [
            "driverCombineLatest", "driverZip", "infallibleCombineLatest", "infallibleZip", "singleZip", "singleZipT",
        ]
        if existing.contains(name) && arguments.count == 2 { return nil }
        switch name {
        case "driverCombineLatest", "driverCombineLatestT", "driverZip", "driverZipT":
            return try driverArity(name, try arguments.map(driver))
        case "signalCombineLatest", "signalCombineLatestT", "signalZip", "signalZipT":
            return try signalArity(name, try arguments.map(signal))
        case "infallibleCombineLatest", "infallibleCombineLatestT", "infallibleZip":
            return try infallibleArity(name, try arguments.map(infallible))
        case "singleZip", "singleZipT": return try singleArity(name, try arguments.map(single))
        case "maybeZip", "maybeZipT": return try maybeArity(name, try arguments.map(maybe))
        default: return nil
        }
    }

    private func driverArity(_ name: String, _ s: [Driver<Int>]) throws -> Stream {
        func t<T>(_ source: Driver<T>) -> Stream {
            .text(source.asObservable().map { "\($0)".filter { $0 != " " } })
        }
        switch (name, s.count) {
        case ("driverCombineLatest", 2): return t(Driver.combineLatest(s[0], s[1]) { [$0, $1] })
        case ("driverCombineLatest", 3): return t(Driver.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("driverCombineLatest", 4): return t(Driver.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("driverCombineLatest", 5):
            return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("driverCombineLatest", 6):
            return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("driverCombineLatest", 7):
            return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("driverCombineLatest", 8):
            return t(
                Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                })
        case ("driverCombineLatestT", 2): return t(Driver.combineLatest(s[0], s[1]))
        case ("driverCombineLatestT", 3): return t(Driver.combineLatest(s[0], s[1], s[2]))
        case ("driverCombineLatestT", 4): return t(Driver.combineLatest(s[0], s[1], s[2], s[3]))
        case ("driverCombineLatestT", 5): return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]))
        case ("driverCombineLatestT", 6): return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("driverCombineLatestT", 7): return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("driverCombineLatestT", 8): return t(Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        case ("driverZip", 2): return t(Driver.zip(s[0], s[1]) { [$0, $1] })
        case ("driverZip", 3): return t(Driver.zip(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("driverZip", 4): return t(Driver.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("driverZip", 5): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("driverZip", 6): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("driverZip", 7):
            return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("driverZip", 8):
            return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        case ("driverZipT", 2): return t(Driver.zip(s[0], s[1]))
        case ("driverZipT", 3): return t(Driver.zip(s[0], s[1], s[2]))
        case ("driverZipT", 4): return t(Driver.zip(s[0], s[1], s[2], s[3]))
        case ("driverZipT", 5): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4]))
        case ("driverZipT", 6): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("driverZipT", 7): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("driverZipT", 8): return t(Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }

    private func signalArity(_ name: String, _ s: [Signal<Int>]) throws -> Stream {
        func t<T>(_ source: Signal<T>) -> Stream {
            .text(source.asObservable().map { "\($0)".filter { $0 != " " } })
        }
        switch (name, s.count) {
        case ("signalCombineLatest", 2): return t(Signal.combineLatest(s[0], s[1]) { [$0, $1] })
        case ("signalCombineLatest", 3): return t(Signal.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("signalCombineLatest", 4): return t(Signal.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("signalCombineLatest", 5):
            return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("signalCombineLatest", 6):
            return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("signalCombineLatest", 7):
            return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("signalCombineLatest", 8):
            return t(
                Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                })
        case ("signalCombineLatestT", 2): return t(Signal.combineLatest(s[0], s[1]))
        case ("signalCombineLatestT", 3): return t(Signal.combineLatest(s[0], s[1], s[2]))
        case ("signalCombineLatestT", 4): return t(Signal.combineLatest(s[0], s[1], s[2], s[3]))
        case ("signalCombineLatestT", 5): return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4]))
        case ("signalCombineLatestT", 6): return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("signalCombineLatestT", 7): return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("signalCombineLatestT", 8): return t(Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        case ("signalZip", 2): return t(Signal.zip(s[0], s[1]) { [$0, $1] })
        case ("signalZip", 3): return t(Signal.zip(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("signalZip", 4): return t(Signal.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("signalZip", 5): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("signalZip", 6): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("signalZip", 7):
            return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("signalZip", 8):
            return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        case ("signalZipT", 2): return t(Signal.zip(s[0], s[1]))
        case ("signalZipT", 3): return t(Signal.zip(s[0], s[1], s[2]))
        case ("signalZipT", 4): return t(Signal.zip(s[0], s[1], s[2], s[3]))
        case ("signalZipT", 5): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4]))
        case ("signalZipT", 6): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("signalZipT", 7): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("signalZipT", 8): return t(Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }

    private func infallibleArity(_ name: String, _ s: [Infallible<Int>]) throws -> Stream {
        func t<T>(_ source: Infallible<T>) -> Stream {
            .text(source.asObservable().map { "\($0)".filter { $0 != " " } })
        }
        switch (name, s.count) {
        case ("infallibleCombineLatest", 2): return t(Infallible.combineLatest(s[0], s[1]) { [$0, $1] })
        case ("infallibleCombineLatest", 3): return t(Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("infallibleCombineLatest", 4):
            return t(Infallible.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("infallibleCombineLatest", 5):
            return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("infallibleCombineLatest", 6):
            return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("infallibleCombineLatest", 7):
            return t(
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("infallibleCombineLatest", 8):
            return t(
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7]
                })
        case ("infallibleCombineLatestT", 2): return t(Infallible.combineLatest(s[0], s[1]))
        case ("infallibleCombineLatestT", 3): return t(Infallible.combineLatest(s[0], s[1], s[2]))
        case ("infallibleCombineLatestT", 4): return t(Infallible.combineLatest(s[0], s[1], s[2], s[3]))
        case ("infallibleCombineLatestT", 5): return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]))
        case ("infallibleCombineLatestT", 6): return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("infallibleCombineLatestT", 7):
            return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("infallibleCombineLatestT", 8):
            return t(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        case ("infallibleZip", 2): return t(Infallible.zip(s[0], s[1]) { [$0, $1] })
        case ("infallibleZip", 3): return t(Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("infallibleZip", 4): return t(Infallible.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("infallibleZip", 5): return t(Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("infallibleZip", 6):
            return t(Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("infallibleZip", 7):
            return t(Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("infallibleZip", 8):
            return t(
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }

    private func singleArity(_ name: String, _ s: [Single<Int>]) throws -> Stream {
        func t<T>(_ source: Single<T>) -> Stream {
            .text(source.asObservable().map { "\($0)".filter { $0 != " " } })
        }
        switch (name, s.count) {
        case ("singleZip", 2): return t(Single.zip(s[0], s[1]) { [$0, $1] })
        case ("singleZip", 3): return t(Single.zip(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("singleZip", 4): return t(Single.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("singleZip", 5): return t(Single.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("singleZip", 6): return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("singleZip", 7):
            return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("singleZip", 8):
            return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        case ("singleZipT", 2): return t(Single.zip(s[0], s[1]))
        case ("singleZipT", 3): return t(Single.zip(s[0], s[1], s[2]))
        case ("singleZipT", 4): return t(Single.zip(s[0], s[1], s[2], s[3]))
        case ("singleZipT", 5): return t(Single.zip(s[0], s[1], s[2], s[3], s[4]))
        case ("singleZipT", 6): return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("singleZipT", 7): return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("singleZipT", 8): return t(Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }

    private func maybeArity(_ name: String, _ s: [Maybe<Int>]) throws -> Stream {
        func t<T>(_ source: Maybe<T>) -> Stream {
            .text(source.asObservable().map { "\($0)".filter { $0 != " " } })
        }
        switch (name, s.count) {
        case ("maybeZip", 2): return t(Maybe.zip(s[0], s[1]) { [$0, $1] })
        case ("maybeZip", 3): return t(Maybe.zip(s[0], s[1], s[2]) { [$0, $1, $2] })
        case ("maybeZip", 4): return t(Maybe.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] })
        case ("maybeZip", 5): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] })
        case ("maybeZip", 6): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] })
        case ("maybeZip", 7):
            return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] })
        case ("maybeZip", 8):
            return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] })
        case ("maybeZipT", 2): return t(Maybe.zip(s[0], s[1]))
        case ("maybeZipT", 3): return t(Maybe.zip(s[0], s[1], s[2]))
        case ("maybeZipT", 4): return t(Maybe.zip(s[0], s[1], s[2], s[3]))
        case ("maybeZipT", 5): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4]))
        case ("maybeZipT", 6): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]))
        case ("maybeZipT", 7): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]))
        case ("maybeZipT", 8): return t(Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        default: throw ScenarioMistake("`\(name)` of \(s.count) sources")
        }
    }
}
