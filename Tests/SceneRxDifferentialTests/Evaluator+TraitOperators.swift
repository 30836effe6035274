extension Evaluator {
    func singleOperator(_ name: String, _ source: Single<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        if let result = try primitive(name, source, arguments, wrap: { .single($0) }, same: single) { return result }
        switch name {
        case "map": return .single(source.map(try f.unary(try argument(arguments, 0))))
        case "compactMap":
            let keep = try f.predicate(try argument(arguments, 0))
            return .maybe(source.compactMap { try keep($0) ? $0 : nil })
        case "filter": return .maybe(source.filter(try f.predicate(try argument(arguments, 0))))
        case "flatMap":
            let body = try argument(arguments, 0)
            return .single(source.flatMap { try Evaluator(world: world, outer: $0).single(body) })
        case "flatMapMaybe":
            let body = try argument(arguments, 0)
            return .maybe(source.flatMapMaybe { try Evaluator(world: world, outer: $0).maybe(body) })
        case "flatMapCompletable":
            let body = try argument(arguments, 0)
            return .completable(source.flatMapCompletable { try Evaluator(world: world, outer: $0).completable(body) })
        case "catchAndReturn": return .single(source.catchAndReturn(try int(arguments, 0)))
        case "asMaybe": return .maybe(source.asMaybe())
        case "asCompletable": return .completable(source.asCompletable())
        case "doLog":
            let tag = try argument(arguments, 0).nameText
            return .single(
                source.do(
                    onSuccess: { world.write("\(tag):success(\($0))") },
                    afterSuccess: { world.write("\(tag):afterSuccess(\($0))") },
                    onError: { world.write("\(tag):error(\(Marble.errorName($0)))") },
                    onSubscribe: { world.write("\(tag):subscribe") }, onDispose: { world.write("\(tag):dispose") }))
        case "viaSubscribe":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        onSuccess: {
                            observer.onNext($0)
                            observer.onCompleted()
                        }, onFailure: { observer.onError($0) }, onDisposed: { world.write("single:disposed") })
                })
        case "viaEvent":
            return .text(
                Observable.create { observer in
                    source.subscribe { event in
                        switch event {
                        case .success(let value): observer.onNext("success(\(value))")
                        case .failure(let error): observer.onNext("failure(\(Marble.errorName(error)))")
                        }
                    }
                })
        default: return nil
        }
    }

    func maybeOperator(_ name: String, _ source: Maybe<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        if let result = try primitive(name, source, arguments, wrap: { .maybe($0) }, same: maybe) { return result }
        switch name {
        case "map": return .maybe(source.map(try f.unary(try argument(arguments, 0))))
        case "filter": return .maybe(source.filter(try f.predicate(try argument(arguments, 0))))
        case "compactMap":
            let keep = try f.predicate(try argument(arguments, 0))
            return .maybe(source.compactMap { try keep($0) ? $0 : nil })
        case "flatMap":
            let body = try argument(arguments, 0)
            return .maybe(source.flatMap { try Evaluator(world: world, outer: $0).maybe(body) })
        case "ifEmpty": return .single(source.ifEmpty(default: try int(arguments, 0)))
        case "ifEmptySwitch": return .maybe(source.ifEmpty(switchTo: try maybe(try argument(arguments, 0))))
        case "ifEmptySwitchSingle": return .single(source.ifEmpty(switchTo: try single(try argument(arguments, 0))))
        case "catchAndReturn": return .maybe(source.catchAndReturn(try int(arguments, 0)))
        case "doLog":
            let tag = try argument(arguments, 0).nameText
            return .maybe(
                source.do(
                    onNext: { world.write("\(tag):success(\($0))") },
                    onError: { world.write("\(tag):error(\(Marble.errorName($0)))") },
                    onCompleted: { world.write("\(tag):completed") }, onDispose: { world.write("\(tag):dispose") }))
        case "viaSubscribe":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        onSuccess: {
                            observer.onNext($0)
                            observer.onCompleted()
                        }, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() },
                        onDisposed: { world.write("maybe:disposed") })
                })
        default: return nil
        }
    }

    func completableOperator(_ name: String, _ source: Completable, _ arguments: [Node]) throws -> Stream? {
        let world = self.world
        if let result = try primitive(name, source, arguments, wrap: { .completable($0) }, same: completable) {
            return result
        }
        switch name {
        case "andThen":
            switch try stream(try argument(arguments, 0)) {
            case .completable(let next): return .completable(source.andThen(next))
            case .single(let next): return .single(source.andThen(next))
            case .maybe(let next): return .maybe(source.andThen(next))
            case let other: return .observable(source.andThen(try other.observable()))
            }
        case "doLog":
            let tag = try argument(arguments, 0).nameText
            return .completable(
                source.do(
                    onError: { world.write("\(tag):error(\(Marble.errorName($0)))") },
                    onCompleted: { world.write("\(tag):completed") },
                    afterCompleted: { world.write("\(tag):afterCompleted") },
                    onSubscribe: { world.write("\(tag):subscribe") }, onDispose: { world.write("\(tag):dispose") }))
        case "viaSubscribe":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        onCompleted: { observer.onCompleted() }, onError: { observer.onError($0) },
                        onDisposed: { world.write("completable:disposed") })
                })
        default: return nil
        }
    }

    func infallibleOperator(_ name: String, _ source: Infallible<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        func total<T>(_ body: @escaping (Int) throws -> T, _ fallback: T) -> (Int) -> T {
            { (try? body($0)) ?? fallback }
        }
        func inner(_ node: Node) -> (Int) -> Infallible<Int> {
            { (try? Evaluator(world: world, outer: $0).infallible(node)) ?? .empty() }
        }
        switch name {
        case "map": return .infallible(source.map(total(try f.unary(try argument(arguments, 0)), -1)))
        case "filter": return .infallible(source.filter(total(try f.predicate(try argument(arguments, 0)), false)))
        case "compactMap":
            let keep = total(try f.predicate(try argument(arguments, 0)), false)
            return .infallible(source.compactMap { keep($0) ? $0 : nil })
        case "flatMap": return .infallible(source.flatMap(inner(try argument(arguments, 0))))
        case "flatMapLatest": return .infallible(source.flatMapLatest(inner(try argument(arguments, 0))))
        case "flatMapFirst": return .infallible(source.flatMapFirst(inner(try argument(arguments, 0))))
        case "concatMap": return .infallible(source.concatMap(inner(try argument(arguments, 0))))
        case "scan":
            let combine = try f.binary(try argument(arguments, 1))
            return .infallible(source.scan(try int(arguments, 0)) { (try? combine($0, $1)) ?? -1 })
        case "scanInto":
            let combine = try f.binary(try argument(arguments, 1))
            return .infallible(source.scan(into: try int(arguments, 0)) { $0 = (try? combine($0, $1)) ?? -1 })
        case "startWith": return .infallible(source.startWith(try int(arguments, 0)))
        case "take": return .infallible(source.take(try int(arguments, 0)))
        case "takeUntil": return .infallible(source.take(until: try observable(try argument(arguments, 0))))
        case "takeWhile":
            return .infallible(source.take(while: total(try f.predicate(try argument(arguments, 0)), false)))
        case "skipWhile":
            return .infallible(source.skip(while: total(try f.predicate(try argument(arguments, 0)), false)))
        case "withLatestFrom":
            let other = try infallible(try argument(arguments, 0))
            if arguments.count > 1 {
                let combine = try f.binary(arguments[1])
                return .infallible(source.withLatestFrom(other) { (try? combine($0, $1)) ?? -1 })
            }
            return .infallible(source.withLatestFrom(other))
        case "distinctUntilChanged": return .infallible(source.distinctUntilChanged())
        case "share":
            let replay = arguments.isEmpty ? 0 : try int(arguments, 0)
            return .infallible(source.share(replay: replay))
        case "debounce": return .infallible(source.debounce(try seconds(arguments, 0), scheduler: world.scheduler))
        case "throttle": return .infallible(source.throttle(try seconds(arguments, 0), scheduler: world.scheduler))
        case "takeFor": return .infallible(source.take(for: try seconds(arguments, 0), scheduler: world.scheduler))
        case "concat": return .infallible(source.concat(try infallible(try argument(arguments, 0))))
        case "withUnretained": return .infallible(source.withUnretained(world).map { $1 })
        case "asDriver": return .driver(source.asDriver())
        case "doLog":
            let tag = try argument(arguments, 0).nameText
            return .infallible(
                source.do(
                    onNext: { world.write("\(tag):next(\($0))") },
                    afterNext: { world.write("\(tag):afterNext(\($0))") },
                    onCompleted: { world.write("\(tag):completed") }, onSubscribe: { world.write("\(tag):subscribe") },
                    onDispose: { world.write("\(tag):dispose") }))
        case "viaSubscribe":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() },
                        onDisposed: { world.write("infallible:disposed") })
                })
        case "viaBind": return .observable(Observable.create { source.bind(to: $0) })
        default: return nil
        }
    }
}
