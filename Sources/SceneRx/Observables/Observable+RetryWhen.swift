extension ObservableType {
    /// Resubscribes after an error of type `Error` each time the sequence `notificationHandler`
    /// builds on the errors emits an element; completes or fails when that sequence does. An
    /// error of another type is passed on.
    public func retry<Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    )
        -> Observable<Element>
    {
        retrying(when: notificationHandler)
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds on the
    /// errors emits an element; completes or fails when that sequence does.
    public func retry(when notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType)
        -> Observable<Element>
    {
        retrying(when: notificationHandler)
    }

    private func retrying<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let sink = RetryWhenSink<Element, Failure, Trigger.Element>(source: source, observer: observer)
            return sink.run(handler: notificationHandler(sink.errors.asObservable()).asObservable())
        }
    }
}

/// One subscription of `retry(when:)`. The handler's sequence feeds `notifier`; after each
/// error the current attempt listens to `notifier`, and its first element starts the next
/// attempt. Attempts asked for while one is starting wait their turn, as RxSwift's
/// tail-recursive sink queues them.
final class RetryWhenSink<Element, Failure: Swift.Error, TriggerElement> {
    let errors = PublishSubject<Failure>()
    let notifier = PublishSubject<TriggerElement>()
    private let source: Observable<Element>
    private let observer: AnyObserver<Element>
    private let attempt = SerialDisposable()
    private var queued = 0
    private var running = false
    private var isDisposed = false

    init(source: Observable<Element>, observer: AnyObserver<Element>) {
        self.source = source
        self.observer = observer
    }

    func run(handler: Observable<TriggerElement>) -> Disposable {
        let trigger = handler.subscribe(notifier.asObserver())
        scheduleAttempt()
        return Disposables.create(
            Disposables.create {
                self.isDisposed = true
                self.queued = 0
                self.attempt.dispose()
            }, trigger)
    }

    func scheduleAttempt() {
        queued += 1
        guard !running else { return }
        running = true
        while queued > 0 && !isDisposed {
            queued -= 1
            let holder = SingleAssignmentDisposable()
            attempt.disposable = holder
            let iteration = RetryWhenAttempt(parent: self)
            iteration.subscription.setDisposable(source.subscribe(iteration))
            holder.setDisposable(iteration)
        }
        running = false
    }

    func forward(_ event: Event<Element>) {
        observer.on(event)
    }
}

/// One attempt of `retry(when:)`: the source subscription and, after its error, the
/// subscription to the handler's sequence.
private final class RetryWhenAttempt<Element, Failure: Swift.Error, TriggerElement>: ObserverType, Disposable {
    let subscription = SingleAssignmentDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()
    private let parent: RetryWhenSink<Element, Failure, TriggerElement>

    init(parent: RetryWhenSink<Element, Failure, TriggerElement>) {
        self.parent = parent
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            parent.forward(event)
        case .error(let error):
            guard let failure = error as? Failure else { return parent.forward(event) }
            subscription.dispose()
            let parent = self.parent
            triggerSubscription.setDisposable(
                parent.notifier.subscribe { trigger in
                    switch trigger {
                    case .next: parent.scheduleAttempt()
                    case .error(let error): parent.forward(.error(error))
                    case .completed: parent.forward(.completed)
                    }
                })
            parent.errors.onNext(failure)
        }
    }

    func dispose() {
        subscription.dispose()
        triggerSubscription.dispose()
    }
}
