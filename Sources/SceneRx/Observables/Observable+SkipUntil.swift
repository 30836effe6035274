extension ObservableType {
    /// Drops the source's elements until `other` emits one; an error of `other` fails the
    /// sequence, its completion does not end it (but then nothing is ever forwarded but the
    /// source's error).
    public func skip(until other: some ObservableType) -> Observable<Element> {
        let other = other.asObservable()
        return Observable.create { observer in
            var forwardElements = false
            let sourceSubscription = SingleAssignmentDisposable()
            let otherSubscription = SingleAssignmentDisposable()
            let source = self.subscribe { event in
                switch event {
                case .next: if forwardElements { observer.on(event) }
                case .error: observer.on(event)
                case .completed:
                    if forwardElements {
                        observer.on(event)
                    } else {
                        // RxSwift ends the subscription without an event here.
                        sourceSubscription.dispose()
                        otherSubscription.dispose()
                    }
                }
            }
            sourceSubscription.setDisposable(source)
            otherSubscription.setDisposable(
                other.subscribe { event in
                    switch event {
                    case .next:
                        forwardElements = true
                        otherSubscription.dispose()
                    case .error(let error): observer.onError(error)
                    case .completed: otherSubscription.dispose()
                    }
                })
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}
