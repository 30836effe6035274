extension Evaluator {
    /// `just(1)`, `merge(a, b)`, `combineLatest(a, b, c)` (elements joined by `cat`)...
    func factory(_ name: String, _ arguments: [Node]) throws -> Stream {
        if let stream = try sharedFactory(name, arguments) { return stream }
        if let stream = try controlFactory(name, arguments) { return stream }
        if let stream = try traitFactory(name, arguments) { return stream }
        if let stream = try generated(name, arguments) { return stream }
        let cat: (Int, Int) -> Int = { $0 * 10 + $1 }
        switch name {
        case "just": return .observable(.just(try int(arguments, 0)))
        case "justOn": return .observable(.just(try int(arguments, 0), scheduler: try scheduler(arguments.last)))
        case "of", "ofOn":
            let on = name == "ofOn"
            let v = try (on ? Array(arguments.dropLast()) : arguments).map(functions.int)
            let s: ImmediateSchedulerType = on ? try scheduler(arguments.last) : CurrentThreadScheduler.instance
            switch v.count {
            case 0: return .observable(Observable<Int>.of(scheduler: s))
            case 1: return .observable(.of(v[0], scheduler: s))
            case 2: return .observable(.of(v[0], v[1], scheduler: s))
            case 3: return .observable(.of(v[0], v[1], v[2], scheduler: s))
            default: return .observable(.of(v[0], v[1], v[2], v[3], scheduler: s))
            }
        case "from": return .observable(.from(try arguments.map(functions.int)))
        case "fromOptional":
            return .observable(.from(optional: arguments.isEmpty ? nil : try int(arguments, 0)))
        case "empty": return .observable(.empty())
        case "never": return .observable(.never())
        case "error": return .observable(.error(try errorValue(try argument(arguments, 0))))
        case "deferred":
            let body = try argument(arguments, 0)
            let world = self.world
            return .observable(
                .deferred {
                    world.write("deferred")
                    return try Evaluator(world: world).observable(body)
                })
        case "create": return .observable(created(try arguments.map(functions.int)))
        case "merge": return .observable(.merge(try observables(arguments)))
        case "mergeVariadic":
            let sources = try observables(arguments)
            return .observable(.merge(sources[0], sources[1]))
        case "concat": return .observable(.concat(try observables(arguments)))
        case "combineLatestC":
            return .observable(.combineLatest(try observables(arguments)) { $0.reduce(0, cat) })
        case "combineLatestA":
            return .text(Observable.combineLatest(try observables(arguments)).map { "\($0)".filter { $0 != " " } })
        case "zipC": return .observable(.zip(try observables(arguments)) { $0.reduce(0, cat) })
        case "zipA": return .text(Observable.zip(try observables(arguments)).map { "\($0)".filter { $0 != " " } })
        case "combineLatest", "combineLatestT", "zip", "zipT":
            return try arity(name, try observables(arguments))
        default: throw ScenarioMistake("unknown factory `\(name)`")
        }
    }

    /// `create(1, 2)`: an `Observable.create` that sends the values and completes at once, and
    /// logs the disposal of its resource.
    private func created(_ values: [Int]) -> Observable<Int> {
        let world = self.world
        return Observable.create { observer in
            for value in values { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create { world.write("create:dispose") }
        }
    }
}
