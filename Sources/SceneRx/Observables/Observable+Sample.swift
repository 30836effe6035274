import Foundation

extension ObservableType {
    /// Emits the latest source element each time `sampler` emits or completes, if one arrived
    /// since the previous sample (else `defaultValue`, when given). Completes on the first sample
    /// after the source completed.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable.create { observer in
            let lock = NSRecursiveLock()
            let sourceSubscription = SingleAssignmentDisposable()
            var latest: Element?
            var atEnd = false
            sourceSubscription.setDisposable(
                source.subscribe { event in
                    lock.lock()
                    defer { lock.unlock() }
                    switch event {
                    case .next(let element): latest = element
                    case .error(let error): observer.onError(error)
                    case .completed:
                        atEnd = true
                        sourceSubscription.dispose()
                    }
                })
            let samplerSubscription = sampler.subscribe { event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next, .completed:
                    if let element = latest ?? defaultValue {
                        latest = nil
                        observer.onNext(element)
                    }
                    if atEnd { observer.onCompleted() }
                case .error(let error):
                    observer.onError(error)
                }
            }
            return Disposables.create(sourceSubscription, samplerSubscription)
        }
    }
}
