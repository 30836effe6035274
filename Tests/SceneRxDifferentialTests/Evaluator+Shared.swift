extension Evaluator {
    func driver(_ node: Node) throws -> Driver<Int> {
        guard case .driver(let driver) = try stream(node) else { throw ScenarioMistake("`\(node)` is not a Driver") }
        return driver
    }

    func signal(_ node: Node) throws -> Signal<Int> {
        guard case .signal(let signal) = try stream(node) else { throw ScenarioMistake("`\(node)` is not a Signal") }
        return signal
    }

    /// Conversions between observables and the shared sequences.
    func conversion(_ name: String, _ stream: Stream, _ arguments: [Node]) throws -> Stream? {
        switch name {
        case "asObservable": return .observable(try stream.observable())
        case "asDriverJust": return .driver(try stream.observable().asDriver(onErrorJustReturn: try int(arguments, 0)))
        case "asDriverWith":
            return .driver(try stream.observable().asDriver(onErrorDriveWith: try driver(try argument(arguments, 0))))
        case "asDriverRecover":
            let fallback = try driver(try argument(arguments, 0))
            return .driver(try stream.observable().asDriver(onErrorRecover: { _ in fallback }))
        case "asSignalJust": return .signal(try stream.observable().asSignal(onErrorJustReturn: try int(arguments, 0)))
        case "asSignalWith":
            return .signal(try stream.observable().asSignal(onErrorSignalWith: try signal(try argument(arguments, 0))))
        case "asSignalRecover":
            let fallback = try signal(try argument(arguments, 0))
            return .signal(try stream.observable().asSignal(onErrorRecover: { _ in fallback }))
        default: return nil
        }
    }

    /// Factories of Driver and Signal, and the relays' conversions.
    func sharedFactory(_ name: String, _ arguments: [Node]) throws -> Stream? {
        if let stream = try traitArity(name, arguments) { return stream }
        let f = functions
        switch name {
        case "driverJust": return .driver(.just(try int(arguments, 0)))
        case "driverOf": return .driver(.from(try arguments.map(f.int)))
        case "driverEmpty": return .driver(.empty())
        case "driverNever": return .driver(.never())
        case "driverMerge": return .driver(.merge(try arguments.map(driver)))
        case "driverCombineLatest":
            return .driver(.combineLatest(try driver(arguments[0]), try driver(arguments[1])) { $0 * 10 + $1 })
        case "driverZip": return .driver(.zip(try driver(arguments[0]), try driver(arguments[1])) { $0 * 10 + $1 })
        case "signalJust": return .signal(.just(try int(arguments, 0)))
        case "signalOf": return .signal(.from(try arguments.map(f.int)))
        case "signalEmpty": return .signal(.empty())
        case "signalMerge": return .signal(.merge(try arguments.map(signal)))
        case "driverConcat": return .driver(.concat(try arguments.map(driver)))
        case "signalConcat": return .signal(.concat(try arguments.map(signal)))
        case "relayDriver", "relaySignal":
            let subject = try argument(arguments, 0).nameText
            switch (world.subjects[subject], name == "relayDriver") {
            case (.behaviorRelay(let relay)?, true): return .driver(relay.asDriver())
            case (.publishRelay(let relay)?, false): return .signal(relay.asSignal())
            default: throw ScenarioMistake("`\(name)` of `\(subject)`")
            }
        default: return nil
        }
    }

    func driverOperator(_ name: String, _ source: Driver<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        switch name {
        case "map":
            let transform = try f.unary(try argument(arguments, 0))
            return .driver(source.map { (try? transform($0)) ?? -1 })
        case "filter":
            let keep = try f.predicate(try argument(arguments, 0))
            return .driver(source.filter { (try? keep($0)) ?? false })
        case "compactMap":
            let keep = try f.predicate(try argument(arguments, 0))
            return .driver(source.compactMap { (try? keep($0)) ?? false ? $0 : nil })
        case "distinctUntilChanged": return .driver(source.distinctUntilChanged())
        case "startWith": return .driver(source.startWith(try int(arguments, 0)))
        case "skip": return .driver(source.skip(try int(arguments, 0)))
        case "scan":
            let combine = try f.binary(try argument(arguments, 1))
            return .driver(source.scan(try int(arguments, 0)) { (try? combine($0, $1)) ?? -1 })
        case "withLatestFrom": return .driver(source.withLatestFrom(try driver(try argument(arguments, 0))))
        case "flatMapLatest", "flatMap", "flatMapFirst":
            let body = try argument(arguments, 0)
            let inner: (Int) -> Driver<Int> = { outer in
                (try? Evaluator(world: world, outer: outer).driver(body)) ?? .empty()
            }
            if name == "flatMap" { return .driver(source.flatMap(inner)) }
            return .driver(name == "flatMapLatest" ? source.flatMapLatest(inner) : source.flatMapFirst(inner))
        case "doLog":
            let tag = try argument(arguments, 0).nameText
            return .driver(
                source.do(
                    onNext: { world.write("\(tag):next(\($0))") }, onCompleted: { world.write("\(tag):completed") },
                    onSubscribe: { world.write("\(tag):subscribe") }, onDispose: { world.write("\(tag):dispose") }))
        case "viaDrive":
            return .observable(
                Observable.create { observer in
                    source.drive(
                        onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() },
                        onDisposed: { world.write("drive:disposed") })
                })
        case "viaDriveObserver": return .observable(Observable.create { source.drive($0) })
        case "switchLatestOf", "mergeOf", "mergeMaxOf":
            // A Driver of Drivers: the inner one is the last argument evaluated for each element.
            let body = try argument(arguments, arguments.count - 1)
            let inner = source.map { outer in (try? Evaluator(world: world, outer: outer).driver(body)) ?? .empty() }
            if name == "switchLatestOf" { return .driver(inner.switchLatest()) }
            if name == "mergeOf" { return .driver(inner.merge()) }
            return .driver(inner.merge(maxConcurrent: try int(arguments, 0)))
        case "distinctUntilChangedBy":
            let key = try f.unary(try argument(arguments, 0))
            return .driver(source.distinctUntilChanged({ (try? key($0)) ?? -1 }, comparer: { $0 == $1 }))
        case "asInfallible": return .infallible(source.asInfallible())
        default: return nil
        }
    }

    func signalOperator(_ name: String, _ source: Signal<Int>, _ arguments: [Node]) throws -> Stream? {
        let f = functions
        let world = self.world
        switch name {
        case "map":
            let transform = try f.unary(try argument(arguments, 0))
            return .signal(source.map { (try? transform($0)) ?? -1 })
        case "filter":
            let keep = try f.predicate(try argument(arguments, 0))
            return .signal(source.filter { (try? keep($0)) ?? false })
        case "distinctUntilChanged": return .signal(source.distinctUntilChanged())
        case "startWith": return .signal(source.startWith(try int(arguments, 0)))
        case "flatMapLatest":
            let body = try argument(arguments, 0)
            return .signal(
                source.flatMapLatest { outer in (try? Evaluator(world: world, outer: outer).signal(body)) ?? .empty() })
        case "withLatestFrom": return .signal(source.withLatestFrom(try signal(try argument(arguments, 0))))
        case "viaEmit":
            return .observable(
                Observable.create { observer in
                    source.emit(
                        onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() },
                        onDisposed: { world.write("emit:disposed") })
                })
        case "viaEmitObserver": return .observable(Observable.create { source.emit(to: $0) })
        case "switchLatestOf", "mergeOf":
            let body = try argument(arguments, 0)
            let inner = source.map { outer in (try? Evaluator(world: world, outer: outer).signal(body)) ?? .empty() }
            return .signal(name == "switchLatestOf" ? inner.switchLatest() : inner.merge())
        case "asInfallible": return .infallible(source.asInfallible())
        default: return nil
        }
    }
}
