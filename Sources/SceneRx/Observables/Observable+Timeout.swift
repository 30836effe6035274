import Foundation

extension ObservableType {
    /// Fails with `RxError.timeout` when no event arrives within `dueTime` of the subscription
    /// or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no event arrives within `dueTime` of the subscription or of the
    /// previous element.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.create { observer in
            let lock = NSRecursiveLock()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            var generation = 0
            var switched = false
            func startTimer() {
                if timer.isDisposed { return }
                let slot = SingleAssignmentDisposable()
                timer.disposable = slot
                slot.setDisposable(
                    scheduler.scheduleRelative(generation, dueTime: dueTime) { due in
                        lock.lock()
                        switched = due == generation
                        let wins = switched
                        lock.unlock()
                        if wins { subscription.disposable = other.subscribe(observer) }
                        return Disposables.create()
                    })
            }
            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            startTimer()
            original.setDisposable(
                source.subscribe { event in
                    lock.lock()
                    let wins = !switched
                    if wins { generation &+= 1 }
                    lock.unlock()
                    guard wins else { return }
                    observer.on(event)
                    if case .next = event { startTimer() }
                })
            return Disposables.create(subscription, timer)
        }
    }
}
