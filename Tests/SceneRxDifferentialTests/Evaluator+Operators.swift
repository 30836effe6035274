extension Evaluator {
    func apply(_ name: String, to stream: Stream, _ arguments: [Node]) throws -> Stream {
        if let result = try controlOperator(name, stream, arguments) { return result }
        switch stream {
        case .driver(let driver):
            if let result = try driverOperator(name, driver, arguments) { return result }
        case .signal(let signal):
            if let result = try signalOperator(name, signal, arguments) { return result }
        case .single(let single):
            if let result = try singleOperator(name, single, arguments) { return result }
        case .maybe(let maybe):
            if let result = try maybeOperator(name, maybe, arguments) { return result }
        case .completable(let completable):
            if let result = try completableOperator(name, completable, arguments) { return result }
        case .infallible(let infallible):
            if let result = try infallibleOperator(name, infallible, arguments) { return result }
        case .observable, .text: break
        }
        if let result = try conversion(name, stream, arguments) { return result }
        if let result = try sharedBinding(name, stream) { return result }
        let source = try stream.observable()
        if let result = try transforming(name, source, arguments) { return result }
        if let result = try combining(name, source, arguments) { return result }
        if let result = try timed(name, source, arguments) { return result }
        if let result = try binding(name, source, arguments) { return result }
        if let result = try connectable(name, source, arguments) { return result }
        if let result = try taking(name, source, arguments) { return result }
        throw ScenarioMistake("unknown operator `\(name)`")
    }

    /// Operators that change elements, filter them or end the sequence early.
    private func transforming(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        switch name {
        case "map": return .observable(source.map(try f.unary(try argument(arguments, 0))))
        case "compactMap":
            let keep = try f.predicate(try argument(arguments, 0))
            return .observable(source.compactMap { try keep($0) ? $0 : nil })
        case "filter": return .observable(source.filter(try f.predicate(try argument(arguments, 0))))
        case "distinctUntilChanged":
            if arguments.isEmpty { return .observable(source.distinctUntilChanged()) }
            return .observable(source.distinctUntilChanged(try f.unary(arguments[0])))
        case "distinctUntilChangedBy":
            let key = try f.unary(try argument(arguments, 0))
            return .observable(source.distinctUntilChanged { try key($0) == key($1) })
        case "startWith":
            let values = try arguments.map(f.int)
            switch values.count {
            case 1: return .observable(source.startWith(values[0]))
            case 2: return .observable(source.startWith(values[0], values[1]))
            default: return .observable(source.startWith(values[0], values[1], values[2]))
            }
        case "scan": return .observable(source.scan(try int(arguments, 0), accumulator: try f.binary(arguments[1])))
        case "scanInto":
            let combine = try f.binary(try argument(arguments, 1))
            return .observable(source.scan(into: try int(arguments, 0)) { $0 = try combine($0, $1) })
        case "take": return .observable(source.take(try int(arguments, 0)))
        case "skip": return .observable(source.skip(try int(arguments, 0)))
        case "takeUntil": return .observable(source.take(until: try observable(try argument(arguments, 0))))
        case "takeWhile": return .observable(source.take(while: try f.predicate(try argument(arguments, 0))))
        case "skipWhile": return .observable(source.skip(while: try f.predicate(try argument(arguments, 0))))
        case "ignoreElements":
            let ignored = source.ignoreElements()
            return .observable(
                Observable.create { observer in
                    ignored.subscribe { event in
                        if case .error(let error) = event { observer.onError(error) }
                        if event.isCompleted { observer.onCompleted() }
                    }
                })
        case "enumerated": return .text(source.enumerated().map { "\($0.index)/\($0.element)" })
        case "materialize": return .text(source.materialize().map(Self.describe))
        case "dematerialize": return .observable(source.materialize().dematerialize())
        case "catchAndReturn": return .observable(source.catchAndReturn(try int(arguments, 0)))
        case "catch":
            let handler = try argument(arguments, 0)
            let world = self.world
            return .observable(
                source.catch { error in
                    world.write("catch(\(Marble.errorName(error)))")
                    return try Evaluator(world: world).observable(handler)
                })
        case "doLog": return .observable(logged(source, try argument(arguments, 0).nameText))
        case "share":
            let replay = arguments.isEmpty ? 0 : try int(arguments, 0)
            let forever = arguments.count > 1 && arguments[1].nameText == "forever"
            return .observable(source.share(replay: replay, scope: forever ? .forever : .whileConnected))
        case "observeOn": return .observable(source.observe(on: try scheduler(arguments.first)))
        case "subscribeOn": return .observable(source.subscribe(on: try scheduler(arguments.first)))
        case "withUnretained":
            let object = world
            return .observable(source.withUnretained(object).map { $1 })
        case "reenter":
            let subject = try argument(arguments, 0).nameText
            guard let observer = world.subjects[subject]?.observer else { throw ScenarioMistake("no subject") }
            let when = try f.predicate(try argument(arguments, 1))
            let next = try f.unary(try argument(arguments, 2))
            return .observable(source.do(onNext: { if try when($0) { observer.onNext(try next($0)) } }))
        default: return nil
        }
    }

    /// Operators that combine the source with other sequences.
    private func combining(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        switch name {
        case "flatMap": return .observable(source.flatMap(selector(try argument(arguments, 0))))
        case "flatMapLatest": return .observable(source.flatMapLatest(selector(try argument(arguments, 0))))
        case "flatMapFirst": return .observable(source.flatMapFirst(selector(try argument(arguments, 0))))
        case "mergeOf": return .observable(source.map(selector(try argument(arguments, 0))).merge())
        case "switchOf": return .observable(source.map(selector(try argument(arguments, 0))).switchLatest())
        case "withLatestFrom":
            let other = try observable(try argument(arguments, 0))
            if arguments.count > 1 {
                return .observable(source.withLatestFrom(other, resultSelector: try functions.binary(arguments[1])))
            }
            return .observable(source.withLatestFrom(other))
        case "concat": return .observable(source.concat(try observable(try argument(arguments, 0))))
        default: return nil
        }
    }

    static func describe(_ event: Event<Int>) -> String {
        switch event {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(Marble.errorName(error)))"
        case .completed: return "completed"
        }
    }
}
