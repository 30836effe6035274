extension ObservableType {
    /// Drops the elements emitted during `duration` after the subscription.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            var open = false
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                open = true
                return Disposables.create()
            }
            let subscription = self.subscribe { event in
                switch event {
                case .next: if open { observer.on(event) }
                case .error, .completed: observer.on(event)
                }
            }
            return Disposables.create(timer, subscription)
        }
    }
}
