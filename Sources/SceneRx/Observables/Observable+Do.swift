extension ObservableType {
    /// Calls the handlers around each event, on subscription and on disposal, without changing
    /// the sequence. A throwing handler turns into an `.error` event. As in RxSwift, the `after`
    /// handler of a terminal event runs before the subscription is disposed.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(
            source: asObservable(),
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

private final class DoProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let before: (Event<Element>) throws -> Void
    private let after: (Event<Element>) throws -> Void
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> Disposable {
        onSubscribe?()
        let sink = DoSink(observer: observer, cancel: cancel, before: before, after: after)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        return Disposables.create {
            subscription.dispose()
            onDispose?()
        }
    }
}

private final class DoSink<Element>: ObserverType {
    private let observer: AnyObserver<Element>
    private let cancel: SinkDisposer
    private let before: (Event<Element>) throws -> Void
    private let after: (Event<Element>) throws -> Void

    init(
        observer: AnyObserver<Element>, cancel: SinkDisposer, before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void
    ) {
        self.observer = observer
        self.cancel = cancel
        self.before = before
        self.after = after
    }

    func on(_ event: Event<Element>) {
        do {
            try before(event)
            if !cancel.isDisposed { observer.on(event) }
            try after(event)
            if event.isStopEvent { cancel.dispose() }
        } catch {
            if !cancel.isDisposed { observer.on(.error(error)) }
            cancel.dispose()
        }
    }
}
