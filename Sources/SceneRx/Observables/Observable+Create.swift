extension ObservableType {
    /// Creates a sequence from a subscribe closure, as RxSwift's `Observable.create`.
    ///
    /// The observer ignores events after the first `error` or `completed`, and the disposable
    /// returned by `subscribe` is disposed when the sequence terminates or is disposed.
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// The observable made by `create`.
final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> Disposable {
        let sink = AnonymousSink(observer: observer, cancel: cancel)
        return subscribeHandler(AnyObserver(on: sink.on, receiver: sink))
    }
}

/// Forwards events until the first stop event or disposal, then disposes the subscription.
/// An `ElementReceiver`, so that operators built on `create` (`observe(on:)`) pass elements on
/// without wrapping them in `Event`s.
final class AnonymousSink<Element>: ElementReceiver<Element>, ObserverType {
    private let observer: AnyObserver<Element>
    private let cancel: SinkDisposer
    private let stopped = AtomicFlag()

    init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.observer = observer
        self.cancel = cancel
    }

    override func receive(_ element: Element) {
        if stopped.isSet || cancel.isDisposed { return }
        observer.deliver(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.isSet || cancel.isDisposed { return }
            observer.on(event)
        case .error, .completed:
            guard stopped.testAndSet() else { return }
            if !cancel.isDisposed { observer.on(event) }
            cancel.dispose()
        }
    }
}
