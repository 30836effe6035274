extension ObservableType {
    /// A sequence of the given elements, emitted one per run of `scheduler`, then completion.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceObservable(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, emitted one per run of `scheduler`, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceObservable(array, scheduler: scheduler)
    }

    /// A sequence of the sequence's elements, emitted one per run of `scheduler`, then completion.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        SequenceObservable(Array(sequence), scheduler: scheduler)
    }

    /// A sequence of the optional's value, or an empty sequence.
    public static func from(optional: Element?) -> Observable<Element> {
        from(optional: optional, scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the optional's value, or an empty sequence, emitted on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceObservable(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// The observable of `of` and `from`: one element per recursive step of its scheduler, so on
/// the trampoline, concurrent sequences interleave as in RxSwift.
final class SequenceObservable<Element>: Producer<Element> {
    private let elements: [Element]
    private let scheduler: ImmediateSchedulerType

    init(_ elements: [Element], scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> Disposable {
        let elements = self.elements
        return scheduler.scheduleRecursive(0) { index, recurse in
            if cancel.isDisposed { return }
            if index < elements.count {
                observer.onNext(elements[index])
                recurse(index + 1)
            } else {
                observer.onCompleted()
                cancel.dispose()
            }
        }
    }
}
