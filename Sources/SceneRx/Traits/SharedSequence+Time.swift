// The time operators of RxCocoa's shared sequences: each runs its timers on the sharing
// strategy's scheduler (`SharingScheduler.make` for Driver and Signal), so a ViewModel's
// `Driver.throttle` moves to virtual time under `SharingScheduler.mock` like every other output.

extension SharedSequenceConvertibleType {
    /// The first element of each `dueTime` window, and the latest one at its end when `latest`,
    /// so that no two elements are closer than `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// The elements not followed by another within `dueTime`, each once that time has passed.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The sequence shifted later by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// 0, 1, 2, ... one each `period`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, ... one each `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
