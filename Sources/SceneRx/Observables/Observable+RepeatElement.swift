extension ObservableType {
    /// Emits `element` for ever, one per scheduler step, until disposed.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.create { observer in
            scheduler.scheduleRecursive(element) { element, recurse in
                observer.onNext(element)
                recurse(element)
            }
        }
    }
}
