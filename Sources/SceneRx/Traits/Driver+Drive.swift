extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event to each observer.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, as optional elements, to each observer.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sets each element as the relays' value.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sets each element, as an optional, as the relays' value.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Passes the sequence to `transformation` and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Passes the sequence and `curriedArgument` to `with`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes closures for elements, completion and disposal.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` weakly; they are skipped once it is gone.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the sequence.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
