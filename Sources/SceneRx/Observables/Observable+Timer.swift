extension ObservableType where Element: FixedWidthInteger {
    /// Emits 0, 1, 2... every `period`, the first after one period.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime` and completes; with a `period`, goes on emitting 1, 2... every
    /// period instead.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Observable.create { observer in
            guard let period else {
                return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    observer.onNext(0)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            return scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { count in
                observer.onNext(count)
                return count &+ 1
            }
        }
    }
}

extension ObservableType {
    /// Takes elements for `duration` after the subscription, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create(timer, source.subscribe(observer))
        }
    }

    /// Shifts the subscription to the source by `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SerialDisposable()
            subscription.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.disposable = source.subscribe(observer)
                return Disposables.create()
            }
            return subscription
        }
    }
}
