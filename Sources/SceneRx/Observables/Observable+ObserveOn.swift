import Foundation

extension ObservableType {
    /// Delivers events on `scheduler`, as RxSwift's `observe(on:)`.
    ///
    /// On `MainScheduler` each event is scheduled on its own, so on the main thread with nothing
    /// queued it is delivered at once. On other schedulers events are queued and drained one per
    /// recursive run (on a `TestScheduler`, each run is one tick later).
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let main = scheduler as? MainScheduler {
            return Observable.create { observer in
                let sink = ObserveOnMainSink(observer: observer, scheduler: main)
                sink.subscription.setDisposable(self.subscribe(sink))
                return sink
            }
        }
        return Observable.create { observer in
            let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
            sink.subscription.setDisposable(self.subscribe(sink))
            return sink
        }
    }
}

/// Schedules each event on the main scheduler.
private final class ObserveOnMainSink<Element>: ElementReceiver<Element>, ObserverType, Disposable {
    let subscription = SingleAssignmentDisposable()
    private let observer: AnyObserver<Element>
    private let scheduler: MainScheduler
    private let disposed = AtomicFlag()

    init(observer: AnyObserver<Element>, scheduler: MainScheduler) {
        self.observer = observer
        self.scheduler = scheduler
        super.init()
    }

    override func receive(_ element: Element) {
        if scheduler.runIfImmediate({ if !disposed.isSet { observer.deliver(element) } }) { return }
        scheduleNext(element)
    }

    // Apart so that `receive` makes no `Event` (see `AnyObserver.deliver`).
    @inline(never)
    private func scheduleNext(_ element: Element) {
        schedule(.next(element))
    }

    func on(_ event: Event<Element>) {
        if scheduler.runIfImmediate({ if !disposed.isSet { observer.on(event) } }) { return }
        schedule(event)
    }

    private func schedule(_ event: Event<Element>) {
        _ = scheduler.schedule(event) { event in
            if !self.disposed.isSet { self.observer.on(event) }
            return Disposables.create()
        }
    }

    func dispose() {
        if disposed.testAndSet() { subscription.dispose() }
    }
}

/// Queues events and drains them one per recursive run of the scheduler.
private final class ObserveOnSink<Element>: ObserverType, Disposable {
    let subscription = SingleAssignmentDisposable()
    private let observer: AnyObserver<Element>
    private let scheduler: ImmediateSchedulerType
    private let lock = NSRecursiveLock()
    private var queue: [Event<Element>] = []
    private var isRunning = false
    private let drain = SerialDisposable()
    private let disposed = AtomicFlag()

    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        queue.append(event)
        let shouldStart = !isRunning
        isRunning = true
        lock.unlock()
        if shouldStart {
            drain.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
                guard let self else { return }
                if self.runOnce() { recurse(()) }
            }
        }
    }

    /// Delivers one queued event; returns whether more are queued.
    private func runOnce() -> Bool {
        lock.lock()
        guard !queue.isEmpty else {
            isRunning = false
            lock.unlock()
            return false
        }
        let event = queue.removeFirst()
        lock.unlock()
        if disposed.isSet { return false }
        observer.on(event)
        lock.lock()
        defer { lock.unlock() }
        if queue.isEmpty {
            isRunning = false
            return false
        }
        return true
    }

    func dispose() {
        if disposed.testAndSet() {
            subscription.dispose()
            drain.dispose()
        }
    }
}
