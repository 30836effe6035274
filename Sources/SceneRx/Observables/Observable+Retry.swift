extension ObservableType {
    /// Subscribes again after every error, for ever.
    public func retry() -> Observable<Element> {
        retry(Int.max)
    }

    /// Subscribes at most `maxAttemptCount` times in all; the last attempt's error is passed on.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SerialDisposable()
            var attempts = 0
            var resubscribing = false
            var again = false
            func attempt() {
                // Errors raised while an attempt subscribes are retried by the loop below, not
                // recursively, so synchronous failures do not grow the stack.
                if resubscribing {
                    again = true
                    return
                }
                resubscribing = true
                repeat {
                    again = false
                    guard attempts < maxAttemptCount else { break }
                    attempts += 1
                    let current = SingleAssignmentDisposable()
                    subscription.disposable = current
                    current.setDisposable(
                        source.subscribe { event in
                            switch event {
                            case .next, .completed:
                                observer.on(event)
                            case .error:
                                if attempts >= maxAttemptCount { observer.on(event) } else { attempt() }
                            }
                        })
                } while again && !subscription.isDisposed
                resubscribing = false
            }
            if maxAttemptCount <= 0 {
                observer.onCompleted()
                return Disposables.create()
            }
            attempt()
            return subscription
        }
    }
}
