/// The interpreter's names for issue 19's Driver/Signal time operators and factories, the
/// generic `asSharedSequence` conversions, ControlEvent / ControlProperty, `bind(with:)`,
/// `subscribe(with:)` of Maybe and Completable, the relays' `asInfallible()` and
/// `Observable.catch(sequence:)`. Each returns nil for a name that is not its own.
extension Evaluator {
    func controlOperator(_ name: String, _ stream: Stream, _ arguments: [Node]) throws -> Stream? {
        switch stream {
        case .driver(let driver):
            if let result = try sharedTimed(name, driver, arguments, wrap: Stream.driver) { return result }
        case .signal(let signal):
            if let result = try sharedTimed(name, signal, arguments, wrap: Stream.signal) { return result }
        case .maybe(let maybe) where name == "subscribeWith": return subscribedWith(maybe)
        case .completable(let completable) where name == "subscribeWith": return subscribedWith(completable)
        default: break
        }
        if let result = try sharedConversion(name, stream, arguments) { return result }
        return try control(name, try? stream.observable(), arguments)
    }

    private func sharedTimed<S>(
        _ name: String, _ source: SharedSequence<S, Int>, _ arguments: [Node],
        wrap: (SharedSequence<S, Int>) -> Stream
    ) throws -> Stream? {
        switch name {
        case "throttle": return wrap(source.throttle(try seconds(arguments, 0)))
        case "throttleFirst": return wrap(source.throttle(try seconds(arguments, 0), latest: false))
        case "debounce": return wrap(source.debounce(try seconds(arguments, 0)))
        case "delay": return wrap(source.delay(try seconds(arguments, 0)))
        default: return nil
        }
    }

    /// `asSharedSequence(sharingStrategy:onError...)` with Driver's and Signal's strategies.
    private func sharedConversion(_ name: String, _ stream: Stream, _ arguments: [Node]) throws -> Stream? {
        switch name {
        case "asSharedDriverJust":
            let value = try int(arguments, 0)
            return .driver(
                try stream.observable().asSharedSequence(
                    sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: value))
        case "asSharedDriverWith":
            let fallback = try driver(try argument(arguments, 0))
            return .driver(try stream.observable().asSharedSequence(onErrorDriveWith: fallback))
        case "asSharedDriverRecover":
            let fallback = try driver(try argument(arguments, 0))
            return .driver(
                try stream.observable().asSharedSequence(
                    sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in fallback }))
        case "asSharedSignalJust":
            let value = try int(arguments, 0)
            return .signal(
                try stream.observable().asSharedSequence(
                    sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: value))
        case "asSharedSignalWith":
            let fallback = try signal(try argument(arguments, 0))
            return .signal(try stream.observable().asSharedSequence(onErrorDriveWith: fallback))
        case "asSharedSignalRecover":
            let fallback = try signal(try argument(arguments, 0))
            return .signal(
                try stream.observable().asSharedSequence(
                    sharingStrategy: SignalSharingStrategy.self, onErrorRecover: { _ in fallback }))
        default: return nil
        }
    }

    /// ControlEvent and ControlProperty wrapped around a source, and `bind(with:)`.
    private func control(_ name: String, _ source: Observable<Int>?, _ arguments: [Node]) throws -> Stream? {
        guard let source else { return nil }
        let world = self.world
        switch name {
        case "controlEvent": return .observable(ControlEvent(events: source).asObservable())
        case "controlEventDriver": return .driver(ControlEvent(events: source).asDriver())
        case "controlEventSignal": return .signal(ControlEvent(events: source).asSignal())
        case "controlEventInfallible": return .infallible(ControlEvent(events: source).asInfallible())
        case "controlProperty": return .observable(try property(source, arguments).asObservable())
        case "controlPropertyChanged": return .observable(try property(source, arguments).changed.asObservable())
        case "controlPropertyDriver": return .driver(try property(source, arguments).asDriver())
        case "orEmpty":
            let text = ControlProperty<String?>(
                values: source.map { $0 % 2 == 0 ? nil : String($0) }, valueSink: AnyObserver<String?> { _ in })
            return .text(text.orEmpty.asObservable().map { $0.isEmpty ? "empty" : $0 })
        case "bindTo":
            let name = try argument(arguments, 0).nameText
            guard let sink = world.subjects[name]?.observer else { throw ScenarioMistake("`\(name)` is not a subject") }
            return .observable(Observable.create { _ in source.bind(to: sink) })
        case "bindToProperty":
            // The values go through the property into the sink subject; the scenario observes
            // the subject. The bound stream itself emits nothing.
            let target = try property(.never(), arguments)
            return .observable(Observable.create { _ in source.bind(to: target) })
        case "bindWith", "bindWithGone":
            let holder = name == "bindWith" ? world : World()
            return .observable(
                Observable.create { observer in
                    source.bind(with: holder) { object, element in
                        world.write(object === world ? "with" : "other")
                        observer.onNext(element)
                    }
                })
        default: return nil
        }
    }

    /// A property over `values` whose sink is the subject named by the first argument.
    private func property(_ values: Observable<Int>, _ arguments: [Node]) throws -> ControlProperty<Int> {
        let name = try argument(arguments, 0).nameText
        guard let sink = world.subjects[name]?.observer else { throw ScenarioMistake("`\(name)` is not a subject") }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The callbacks of `subscribe(with:)` as an observable; each also writes the log.
    private func subscribedWith(_ maybe: Maybe<Int>) -> Stream {
        let world = self.world
        return .observable(
            Observable.create { observer in
                maybe.subscribe(
                    with: world,
                    onSuccess: { world, element in
                        world.write("success(\(element))")
                        observer.onNext(element)
                        observer.onCompleted()
                    },
                    onError: { world, error in
                        world.write("error")
                        observer.onError(error)
                    },
                    onCompleted: { world in
                        world.write("completed")
                        observer.onCompleted()
                    },
                    onDisposed: { world in world.write("disposed") })
            })
    }

    private func subscribedWith(_ completable: Completable) -> Stream {
        let world = self.world
        return .observable(
            Observable.create { observer in
                completable.subscribe(
                    with: world,
                    onCompleted: { world in
                        world.write("completed")
                        observer.onCompleted()
                    },
                    onError: { world, error in
                        world.write("error")
                        observer.onError(error)
                    },
                    onDisposed: { world in world.write("disposed") })
            })
    }

    /// `driverInterval(n)`, `driverTimer(n, p)` and the Signal twins, the relays'
    /// `asInfallible()`, and `catchSequence(a, b, ...)`.
    func controlFactory(_ name: String, _ arguments: [Node]) throws -> Stream? {
        switch name {
        case "driverInterval": return .driver(.interval(try seconds(arguments, 0)))
        case "driverTimer": return .driver(.timer(try seconds(arguments, 0), period: try seconds(arguments, 1)))
        case "signalInterval": return .signal(.interval(try seconds(arguments, 0)))
        case "signalTimer": return .signal(.timer(try seconds(arguments, 0), period: try seconds(arguments, 1)))
        case "catchSequence": return .observable(Observable.catch(sequence: try observables(arguments)))
        case "relayInfallible":
            let subject = try argument(arguments, 0).nameText
            switch world.subjects[subject] {
            case .publishRelay(let relay)?: return .infallible(relay.asInfallible())
            case .behaviorRelay(let relay)?: return .infallible(relay.asInfallible())
            case .replayRelay(let relay)?: return .infallible(relay.asInfallible())
            default: throw ScenarioMistake("`relayInfallible` of `\(subject)`")
            }
        default: return nil
        }
    }
}
