extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event to each observer.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, as optional elements, to each observer.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sets each element as the relays' value.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sets each element, as an optional, as the relays' value.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each element to the relays.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each element, as an optional, to the relays.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes closures for elements, completion and disposal.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` weakly; they are skipped once it is gone.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the sequence.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
