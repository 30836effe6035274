import Foundation

extension Evaluator {
    /// The taking and skipping operators of issue 19 (`takeWhileB(<3, inclusive)`,
    /// `takeUntilP(>2, exclusive)`, `skipFor(10)`, `skipUntil(b)`, `takeLast(2)`, `elementAt(1)`,
    /// `first()`, `single()`, `singleWhere(even)`, `amb(b)`), `retryWhen(handler)` (the errors
    /// are `e` in the handler, as 0s) and `retryWhenTyped(handler)` (only `ScenarioError`s), and
    /// `decodeJSON(throw@3)` (elements as JSON data, the marked one not JSON).
    func taking(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        switch name {
        case "takeWhileB":
            let behavior = try self.behavior(arguments, 1)
            return .observable(source.take(while: try f.predicate(try argument(arguments, 0)), behavior: behavior))
        case "takeUntilP":
            let behavior = try self.behavior(arguments, 1)
            return .observable(source.take(until: try f.predicate(try argument(arguments, 0)), behavior: behavior))
        case "skipFor": return .observable(source.skip(try seconds(arguments, 0), scheduler: world.scheduler))
        case "skipUntil": return .observable(source.skip(until: try observable(try argument(arguments, 0))))
        case "takeLast": return .observable(source.takeLast(try int(arguments, 0)))
        case "elementAt": return .observable(source.element(at: try int(arguments, 0)))
        case "first": return .text(source.first().asObservable().map { $0.map(String.init) ?? "nil" })
        case "single": return .observable(source.single())
        case "singleWhere": return .observable(source.single(try f.predicate(try argument(arguments, 0))))
        case "amb": return .observable(source.amb(try observable(try argument(arguments, 0))))
        case "retryWhen":
            let body = try argument(arguments, 0)
            return .observable(
                source.retry(when: { (errors: Observable<Swift.Error>) -> Observable<Int> in
                    world.write("handler")
                    world.lets["e"] = .observable(errors.map { _ in 0 })
                    return (try? Evaluator(world: world).observable(body)) ?? .error(ScenarioMistake("handler"))
                }))
        case "retryWhenTyped":
            let body = try argument(arguments, 0)
            return .observable(
                source.retry(when: { (errors: Observable<ScenarioError>) -> Observable<Int> in
                    world.write("handler")
                    world.lets["e"] = .observable(errors.map { _ in 0 })
                    return (try? Evaluator(world: world).observable(body)) ?? .error(ScenarioMistake("handler"))
                }))
        case "decodeJSON":
            let bad = try f.predicate(try argument(arguments, 0))
            let data = source.map { value in try bad(value) ? Data("\(value)".utf8) : Data("{".utf8) }
            return .observable(
                data.decode(type: Int.self, decoder: JSONDecoder()).catch { error in
                    .error(error is DecodingError ? ScenarioError(name: "decode") : error)
                })
        default: return nil
        }
    }

    private func behavior(_ arguments: [Node], _ index: Int) throws -> TakeBehavior {
        switch try argument(arguments, index).nameText {
        case "inclusive": return .inclusive
        case "exclusive": return .exclusive
        default: throw ScenarioMistake("a take behavior is `inclusive` or `exclusive`")
        }
    }

    /// The factories of issue 19: `range(1, 4)`, `generate(0, <5, +2)` (initial state,
    /// condition, iterate), `repeatElement(7)`, the same with `On` and a scheduler last,
    /// `ambOf(a, b, c)`, `singleTimer(5)` and `maybeTimer(5)`.
    func generated(_ name: String, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        switch name {
        case "range": return .observable(.range(start: try int(arguments, 0), count: try int(arguments, 1)))
        case "rangeOn":
            let s = try scheduler(arguments.last)
            return .observable(.range(start: try int(arguments, 0), count: try int(arguments, 1), scheduler: s))
        case "generate", "generateOn":
            let s: ImmediateSchedulerType =
                name == "generateOn" ? try scheduler(arguments.last) : CurrentThreadScheduler.instance
            return .observable(
                .generate(
                    initialState: try int(arguments, 0), condition: try f.predicate(try argument(arguments, 1)),
                    scheduler: s, iterate: try f.unary(try argument(arguments, 2))))
        case "repeatElement": return .observable(.repeatElement(try int(arguments, 0)))
        case "repeatElementOn":
            return .observable(.repeatElement(try int(arguments, 0), scheduler: try scheduler(arguments.last)))
        case "ambOf": return .observable(.amb(try observables(arguments)))
        case "singleTimer": return .single(.timer(try seconds(arguments, 0), scheduler: world.scheduler))
        case "maybeTimer": return .maybe(.timer(try seconds(arguments, 0), scheduler: world.scheduler))
        default: return nil
        }
    }
}
