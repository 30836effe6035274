extension ObservableType {
    /// Sends every event to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, as optional elements, to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Passes the sequence to `binder` and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence and `curriedArgument` to `binder`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element; an error is printed (RxSwift traps in debug builds).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                print("Binding error: \(error)")
            })
    }

    /// Sends each element to the relays.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            },
            onError: { error in
                print("Binding error to publish relay: \(error)")
            })
    }

    /// Sends each element, as an optional, to the relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            },
            onError: { error in
                print("Binding error to publish relay: \(error)")
            })
    }

    /// Sets each element as the relays' value.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            },
            onError: { error in
                print("Binding error to behavior relay: \(error)")
            })
    }

    /// Sets each element, as an optional, as the relays' value.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            },
            onError: { error in
                print("Binding error to behavior relay: \(error)")
            })
    }
}
