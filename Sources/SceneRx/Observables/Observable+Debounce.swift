import Foundation

extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another element; on completion
    /// the pending element, if any, is emitted first.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let lock = NSRecursiveLock()
            let timer = SerialDisposable()
            var pending: Element?
            var generation = 0
            let subscription = source.subscribe { event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next(let element):
                    generation &+= 1
                    let current = generation
                    pending = element
                    let slot = SingleAssignmentDisposable()
                    timer.disposable = slot
                    slot.setDisposable(
                        scheduler.scheduleRelative(current, dueTime: dueTime) { due in
                            lock.lock()
                            defer { lock.unlock() }
                            if let value = pending, generation == due {
                                pending = nil
                                observer.onNext(value)
                            }
                            return Disposables.create()
                        })
                case .error(let error):
                    pending = nil
                    observer.onError(error)
                case .completed:
                    if let value = pending {
                        pending = nil
                        observer.onNext(value)
                    }
                    observer.onCompleted()
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}
