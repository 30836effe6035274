extension Evaluator {
    func single(_ node: Node) throws -> Single<Int> {
        guard case .single(let single) = try stream(node) else { throw ScenarioMistake("`\(node)` is not a Single") }
        return single
    }

    func maybe(_ node: Node) throws -> Maybe<Int> {
        guard case .maybe(let maybe) = try stream(node) else { throw ScenarioMistake("`\(node)` is not a Maybe") }
        return maybe
    }

    func completable(_ node: Node) throws -> Completable {
        guard case .completable(let completable) = try stream(node) else {
            throw ScenarioMistake("`\(node)` is not a Completable")
        }
        return completable
    }

    func infallible(_ node: Node) throws -> Infallible<Int> {
        guard case .infallible(let infallible) = try stream(node) else {
            throw ScenarioMistake("`\(node)` is not an Infallible")
        }
        return infallible
    }

    /// Factories of Single, Maybe, Completable and Infallible.
    func traitFactory(_ name: String, _ arguments: [Node]) throws -> Stream? {
        let world = self.world
        switch name {
        case "singleJust": return .single(.just(try int(arguments, 0)))
        case "singleError": return .single(.error(try errorValue(try argument(arguments, 0))))
        case "singleNever": return .single(.never())
        case "singleCreate":
            let node = try argument(arguments, 0)
            let value = try? functions.int(node)
            let error = ScenarioError(name: node.nameText)
            return .single(
                .create { observer in
                    if let value { observer(.success(value)) } else { observer(.failure(error)) }
                    observer(.success(99))
                    return Disposables.create { world.write("single:dispose") }
                })
        case "singleDeferred":
            let body = try argument(arguments, 0)
            return .single(.deferred { try Evaluator(world: world).single(body) })
        case "singleZip":
            return .single(.zip(try single(arguments[0]), try single(arguments[1])) { $0 * 10 + $1 })
        case "singleZipT":
            return .text(
                Single.zip(try single(arguments[0]), try single(arguments[1])).asObservable().map { "\($0.0),\($0.1)" })
        case "singleZipCS":
            return .single(.zip(try arguments.map(single)) { $0.reduce(0, +) })
        case "singleZipC":
            return .text(Single.zip(try arguments.map(single)).asObservable().map { "\($0)".filter { $0 != " " } })
        case "maybeJust": return .maybe(.just(try int(arguments, 0)))
        case "maybeEmpty": return .maybe(.empty())
        case "maybeError": return .maybe(.error(try errorValue(try argument(arguments, 0))))
        case "maybeNever": return .maybe(.never())
        case "maybeCreate":
            let value = arguments.isEmpty ? nil : try int(arguments, 0)
            return .maybe(
                .create { observer in
                    if let value { observer(.success(value)) } else { observer(.completed) }
                    observer(.error(ScenarioError(name: "late")))
                    return Disposables.create { world.write("maybe:dispose") }
                })
        case "completableEmpty": return .completable(.empty())
        case "completableError": return .completable(.error(try errorValue(try argument(arguments, 0))))
        case "completableNever": return .completable(.never())
        case "completableCreate":
            let fails = !arguments.isEmpty
            return .completable(
                .create { observer in
                    observer(fails ? .error(ScenarioError(name: "e")) : .completed)
                    observer(.completed)
                    return Disposables.create { world.write("completable:dispose") }
                })
        case "completableConcat":
            return .completable(.concat(try completable(arguments[0]), try completable(arguments[1])))
        case "completableZipC":
            return .completable(.zip([try completable(arguments[0]), try completable(arguments[1])]))
        case "completableConcatWith":
            return .completable(try completable(arguments[0]).concat(try completable(arguments[1])))
        case "completableZip": return .completable(.zip(try completable(arguments[0]), try completable(arguments[1])))
        case "infallibleJust": return .infallible(.just(try int(arguments, 0)))
        case "infallibleEmpty": return .infallible(.empty())
        case "infallibleNever": return .infallible(.never())
        case "infallibleOf": return .infallible(.from(try arguments.map(functions.int)))
        case "infallibleCreate":
            let values = try arguments.map(functions.int)
            return .infallible(
                .create { observer in
                    for value in values { observer(.next(value)) }
                    observer(.completed)
                    return Disposables.create { world.write("infallible:dispose") }
                })
        case "infallibleDeferred":
            let body = try argument(arguments, 0)
            return .infallible(.deferred { (try? Evaluator(world: world).infallible(body)) ?? .empty() })
        case "infallibleMerge": return .infallible(.merge(try infallible(arguments[0]), try infallible(arguments[1])))
        case "infallibleCombineLatest":
            return .infallible(
                .combineLatest(try infallible(arguments[0]), try infallible(arguments[1])) { $0 * 10 + $1 })
        case "infallibleCombineLatestC":
            return .text(
                Infallible.combineLatest(try arguments.map(infallible)).asObservable().map {
                    "\($0)".filter { $0 != " " }
                })
        case "infallibleCombineLatestCS":
            return .infallible(.combineLatest(try arguments.map(infallible)) { $0.reduce(0, +) })
        case "infallibleZip":
            return .infallible(.zip(try infallible(arguments[0]), try infallible(arguments[1])) { $0 * 10 + $1 })
        case "interval": return .observable(.interval(try seconds(arguments, 0), scheduler: world.scheduler))
        case "timer":
            if arguments.count > 1 {
                return .observable(
                    .timer(try seconds(arguments, 0), period: try seconds(arguments, 1), scheduler: world.scheduler))
            }
            return .observable(.timer(try seconds(arguments, 0), scheduler: world.scheduler))
        case "using": return try using(arguments, throwing: false)
        case "usingThrow": return try using(arguments, throwing: true)
        default: return nil
        }
    }

    /// The operators every primitive sequence has, applied to `sequence`.
    func primitive<Trait, Element>(
        _ name: String, _ sequence: PrimitiveSequence<Trait, Element>, _ arguments: [Node],
        wrap: (PrimitiveSequence<Trait, Element>) -> Stream,
        same: @escaping (Node) throws -> PrimitiveSequence<Trait, Element>
    ) throws -> Stream? {
        let world = self.world
        switch name {
        case "delay": return wrap(sequence.delay(try seconds(arguments, 0), scheduler: world.scheduler))
        case "delaySubscription":
            return wrap(sequence.delaySubscription(try seconds(arguments, 0), scheduler: world.scheduler))
        case "observeOn": return wrap(sequence.observe(on: world.scheduler))
        case "subscribeOn": return wrap(sequence.subscribe(on: world.scheduler))
        case "retry": return wrap(sequence.retry(try int(arguments, 0)))
        case "timeout": return wrap(sequence.timeout(try seconds(arguments, 0), scheduler: world.scheduler))
        case "timeoutTo":
            let other = try same(try argument(arguments, 1))
            return wrap(sequence.timeout(try seconds(arguments, 0), other: other, scheduler: world.scheduler))
        case "catch":
            let handler = try argument(arguments, 0)
            return wrap(
                sequence.catch { error in
                    world.write("catch(\(Marble.errorName(error)))")
                    return try same(handler)
                })
        default: return nil
        }
    }
}
