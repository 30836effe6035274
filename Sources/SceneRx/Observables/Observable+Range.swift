extension ObservableType where Element: RxAbstractInteger {
    /// Emits `count` consecutive integers from `start`, one per scheduler step, then completes.
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.create { observer in
            scheduler.scheduleRecursive(0 as Element) { index, recurse in
                if index < count {
                    observer.onNext(start + index)
                    recurse(index + 1)
                } else {
                    observer.onCompleted()
                }
            }
        }
    }
}
