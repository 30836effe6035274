import Foundation

extension ObservableType {
    /// Emits the first element, then at most one element per `dueTime`: with `latest` the last
    /// element that arrived in the window is emitted when it closes; without it such elements
    /// are dropped. A completion waits for a pending element.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        let source = asObservable()
        return Observable.create { observer in
            let lock = NSRecursiveLock()
            let timer = SerialDisposable()
            var unsent: Element?
            var lastSent: Date?
            var completed = false
            func send(_ element: Element) {
                unsent = nil
                observer.onNext(element)
                lastSent = scheduler.now
            }
            let subscription = source.subscribe { event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next(let element):
                    let wait = lastSent.map { dueTime.reduced(earlier: $0, later: scheduler.now) } ?? .nanoseconds(0)
                    if wait.isNow {
                        send(element)
                        return
                    }
                    guard latest else { return }
                    let inFlight = unsent != nil
                    unsent = element
                    if inFlight { return }
                    let slot = SingleAssignmentDisposable()
                    timer.disposable = slot
                    slot.setDisposable(
                        scheduler.scheduleRelative((), dueTime: wait) { _ in
                            lock.lock()
                            defer { lock.unlock() }
                            if let element = unsent { send(element) }
                            if completed { observer.onCompleted() }
                            return Disposables.create()
                        })
                case .error(let error):
                    unsent = nil
                    observer.onError(error)
                case .completed:
                    if unsent != nil {
                        completed = true
                    } else {
                        observer.onCompleted()
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}
