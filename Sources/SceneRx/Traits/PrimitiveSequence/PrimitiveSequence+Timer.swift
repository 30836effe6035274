extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime` and completes (a Single's success, a Maybe's element).
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
