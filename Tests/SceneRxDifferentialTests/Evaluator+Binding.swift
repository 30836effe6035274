extension Evaluator {
    /// Subscriptions, bindings and disposal through the public API, recorded by passing what
    /// they deliver on to the scenario's observer: `viaSubscribe()`, `viaSubscribeWith()`,
    /// `viaBind()`, `viaBindRelay(publish|behavior|replay)`, `viaBindOnNext()`, `viaBinder()`,
    /// `viaDisposeBag()` and `eventProperties()`.
    func binding(_ name: String, _ source: Observable<Int>, _ arguments: [Node]) throws -> Stream? {
        let world = self.world
        switch name {
        case "viaSubscribe":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        onNext: { observer.onNext($0) }, onError: { observer.onError($0) },
                        onCompleted: { observer.onCompleted() }, onDisposed: { world.write("subscribe:disposed") })
                })
        case "viaSubscribeWith":
            return .observable(
                Observable.create { observer in
                    source.subscribe(
                        with: world, onNext: { _, value in observer.onNext(value) },
                        onError: { _, error in observer.onError(error) }, onCompleted: { _ in observer.onCompleted() },
                        onDisposed: { $0.write("with:disposed") })
                })
        case "viaBind": return .observable(Observable.create { source.bind(to: $0) })
        case "viaBindRelay":
            let kind = try argument(arguments, 0).nameText
            return .observable(
                Observable.create { observer in
                    switch kind {
                    case "publish":
                        let relay = PublishRelay<Int>()
                        return Disposables.create(relay.subscribe(observer), source.bind(to: relay))
                    case "behavior":
                        let relay = BehaviorRelay<Int>(value: -1)
                        return Disposables.create(relay.subscribe(observer), source.bind(to: relay))
                    default:
                        let relay = ReplayRelay<Int>.create(bufferSize: 1)
                        return Disposables.create(source.bind(to: relay), relay.subscribe(observer))
                    }
                })
        case "viaBindOnNext":
            return .observable(Observable.create { observer in source.bind(onNext: { observer.onNext($0) }) })
        case "viaBinder":
            return .observable(
                Observable.create { observer in
                    source.bind(
                        to: Binder(world) { world, value in
                            world.write("binder(\(value))")
                            observer.onNext(value)
                        })
                })
        case "viaReactive":
            return .observable(
                Observable.create { observer in
                    let target = BindingTarget(observer: observer)
                    let subscription = source.bind(to: target.rx.value)
                    return Disposables.create { withExtendedLifetime(target) { subscription.dispose() } }
                })
        case "viaDisposeBag":
            return .observable(
                Observable.create { observer in
                    var bag: DisposeBag? = DisposeBag()
                    if let bag { source.subscribe(observer).disposed(by: bag) }
                    return Disposables.create {
                        world.write("bag:released")
                        bag = nil
                    }
                })
        case "eventProperties":
            return .text(
                source.materialize().map { event in
                    let element = event.element.map(String.init) ?? "-"
                    return "\(element)/\(event.isStopEvent)/\(event.isCompleted)/\(event.error != nil)"
                })
        default: return nil
        }
    }

    func sharedBinding(_ name: String, _ stream: Stream) throws -> Stream? {
        let world = self.world
        switch (name, stream) {
        case ("viaDriveRelay", .driver(let driver)):
            return .observable(
                Observable.create { observer in
                    let relay = BehaviorRelay<Int>(value: -1)
                    return Disposables.create(relay.subscribe(observer), driver.drive(relay))
                })
        case ("viaDriveWith", .driver(let driver)):
            return .observable(
                Observable.create { observer in
                    driver.drive(
                        with: world, onNext: { _, value in observer.onNext(value) },
                        onCompleted: { _ in observer.onCompleted() })
                })
        case ("withUnretained", .signal(let signal)): return .signal(signal.withUnretained(world).map { $1 })
        case ("viaEmitRelay", .signal(let signal)):
            return .observable(
                Observable.create { observer in
                    let relay = PublishRelay<Int>()
                    return Disposables.create(relay.subscribe(observer), signal.emit(to: relay))
                })
        case ("viaEmitWith", .signal(let signal)):
            return .observable(
                Observable.create { observer in
                    signal.emit(
                        with: world, onNext: { _, value in observer.onNext(value) },
                        onCompleted: { _ in observer.onCompleted() })
                })
        default: return nil
        }
    }
}

/// A target for `Reactive`'s key-path binders: setting `value` passes it on.
final class BindingTarget: ReactiveCompatible {
    private let observer: AnyObserver<Int>
    var value = 0 {
        didSet { observer.onNext(value) }
    }

    init(observer: AnyObserver<Int>) {
        self.observer = observer
    }
}
