extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence in turn, each subscribed when the previous one completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return Observable.create { observer in
            let current = SerialDisposable()
            func subscribe(at index: Int) {
                guard index < sources.count else {
                    observer.onCompleted()
                    return
                }
                // The step's disposable is in place before subscribing, so a source that
                // completes synchronously cannot overwrite the next source's subscription.
                let step = SingleAssignmentDisposable()
                current.disposable = step
                step.setDisposable(
                    sources[index].subscribe { event in
                        switch event {
                        case .next, .error: observer.on(event)
                        case .completed: subscribe(at: index + 1)
                        }
                    })
            }
            subscribe(at: 0)
            return current
        }
    }

    /// The elements of each sequence given, in turn.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
