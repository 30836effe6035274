extension ObservableType {
    /// Continues with the sequence `handler` returns for an error; a throw in `handler` ends
    /// the sequence with the new error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchProducer(source: asObservable(), handler: handler)
    }

    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }
    }

    /// Replaces an error with `element` and completion (RxSwift 5 name).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Continues with the sequence `handler` returns for an error (RxSwift 5 name).
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }
}

/// `catch`: the source's subscription sits in a serial disposable, and the handler's sequence
/// replaces it (disposing it) once subscribed, as in RxSwift.
private final class CatchProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> Disposable {
        CatchSink(observer: observer, cancel: cancel, handler: handler).run(source)
    }
}

/// An `ElementReceiver`, so that the elements of `asDriver`'s source reach the sharing after it
/// without being wrapped in `Event`s.
private final class CatchSink<Element>: ElementReceiver<Element>, ObserverType {
    private let observer: AnyObserver<Element>.EventHandler
    private let elementObserver: ((Element) -> Void)?
    private let cancel: SinkDisposer
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let serial = SerialDisposable()

    init(
        observer: AnyObserver<Element>, cancel: SinkDisposer,
        handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) {
        self.observer = observer.eventHandler
        self.elementObserver = observer.elementHandler
        self.cancel = cancel
        self.handler = handler
    }

    override func receive(_ element: Element) {
        guard !cancel.isDisposed else { return }
        if let elementObserver {
            elementObserver(element)
        } else {
            receiveAsEvent(element)
        }
    }

    // Apart so that `receive` makes no `Event` (see `AnyObserver.deliver`).
    @inline(never)
    private func receiveAsEvent(_ element: Element) {
        observer(.next(element))
    }

    func run(_ source: Observable<Element>) -> Disposable {
        // The source may fail while `subscribe` still runs, so its subscription is assigned
        // once known.
        let first = SingleAssignmentDisposable()
        serial.disposable = first
        first.setDisposable(source.subscribe(self))
        return serial
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !cancel.isDisposed { observer(event) }
        case .completed:
            finish(event)
        case .error(let error):
            do {
                let recovery = try handler(error)
                serial.disposable = recovery.subscribe(
                    AnyObserver { [self] event in
                        if event.isStopEvent { finish(event) } else if !cancel.isDisposed { observer(event) }
                    })
            } catch {
                finish(.error(error))
            }
        }
    }

    private func finish(_ event: Event<Element>) {
        if !cancel.isDisposed { observer(event) }
        cancel.dispose()
    }
}
