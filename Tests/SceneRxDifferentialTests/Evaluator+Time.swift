extension Evaluator {
    func seconds(_ arguments: [Node], _ index: Int) throws -> RxTimeInterval {
        .seconds(try int(arguments, index))
    }

    /// Time-based operators (intervals in virtual seconds: one tick each) and the operators
    /// added for real ViewModels (retry, concatMap, reduce, toArray, sample, using, ifEmpty).
    func timed(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        let world = self.world
        switch name {
        case "debounce": return .observable(source.debounce(try seconds(arguments, 0), scheduler: world.scheduler))
        case "throttle": return .observable(source.throttle(try seconds(arguments, 0), scheduler: world.scheduler))
        case "throttleFirst":
            return .observable(source.throttle(try seconds(arguments, 0), latest: false, scheduler: world.scheduler))
        case "delay":
            let s = try scheduler(arguments.count > 1 ? arguments[1] : nil)
            return .observable(source.delay(try seconds(arguments, 0), scheduler: s))
        case "delaySubscription":
            return .observable(source.delaySubscription(try seconds(arguments, 0), scheduler: world.scheduler))
        case "timeout": return .observable(source.timeout(try seconds(arguments, 0), scheduler: world.scheduler))
        case "timeoutTo":
            let other = try observable(try argument(arguments, 1))
            return .observable(source.timeout(try seconds(arguments, 0), other: other, scheduler: world.scheduler))
        case "takeFor": return .observable(source.take(for: try seconds(arguments, 0), scheduler: world.scheduler))
        case "retry":
            if arguments.isEmpty { return .observable(source.retry()) }
            return .observable(source.retry(try int(arguments, 0)))
        case "concatMap": return .observable(source.concatMap(selector(try argument(arguments, 0))))
        case "concatOf": return .observable(source.map(selector(try argument(arguments, 0))).concat())
        case "mergeMax":
            let inner = selector(try argument(arguments, 1))
            return .observable(source.map(inner).merge(maxConcurrent: try int(arguments, 0)))
        case "reduce":
            return .observable(source.reduce(try int(arguments, 0), accumulator: try functions.binary(arguments[1])))
        case "reduceMap":
            let combine = try functions.binary(try argument(arguments, 1))
            let finish = try functions.unary(try argument(arguments, 2))
            return .observable(source.reduce(try int(arguments, 0), accumulator: combine, mapResult: finish))
        case "toArray": return .text(source.toArray().asObservable().map { "\($0)".filter { $0 != " " } })
        case "sample": return .observable(source.sample(try observable(try argument(arguments, 0))))
        case "sampleDefault":
            let sampler = try observable(try argument(arguments, 0))
            return .observable(source.sample(sampler, defaultValue: try int(arguments, 1)))
        case "ifEmpty": return .observable(source.ifEmpty(default: try int(arguments, 0)))
        case "ifEmptySwitch": return .observable(source.ifEmpty(switchTo: try observable(try argument(arguments, 0))))
        case "asSingle": return .single(source.asSingle())
        case "asMaybe": return .maybe(source.asMaybe())
        case "asCompletable": return .completable(source.ignoreElements().asCompletable())
        case "asInfallibleJust": return .infallible(source.asInfallible(onErrorJustReturn: try int(arguments, 0)))
        case "asInfallibleWith":
            return .infallible(source.asInfallible(onErrorFallbackTo: try infallible(try argument(arguments, 0))))
        case "asInfallibleRecover":
            let fallback = try infallible(try argument(arguments, 0))
            return .infallible(source.asInfallible(onErrorRecover: { _ in fallback }))
        default: return nil
        }
    }

    /// `using(tag, chain)`: a resource that logs its creation and disposal around the chain.
    func using(_ arguments: [Node], throwing: Bool) throws -> Stream {
        let tag = try argument(arguments, 0).nameText
        let body = try argument(arguments, 1)
        let world = self.world
        return .observable(
            Observable.using(
                { () throws -> LoggedResource in
                    world.write("\(tag):resource")
                    if throwing { throw ScenarioError(name: "r") }
                    return LoggedResource { world.write("\(tag):resource-dispose") }
                },
                observableFactory: { _ in
                    world.write("\(tag):factory")
                    return try Evaluator(world: world).observable(body)
                }))
    }
}

/// The resource of `using` scenarios: it logs its disposal.
final class LoggedResource: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}
