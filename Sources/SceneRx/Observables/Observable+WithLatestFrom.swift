import Foundation

extension ObservableType {
    /// Combines each element with the latest element of `second`; elements that arrive before
    /// `second` has emitted are dropped. Completes with the source; `second` completing does
    /// not end the result, its error does. A throw becomes an `error`.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        Observable.create { observer in
            let lock = NSRecursiveLock()
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            // As in RxSwift, `second` is subscribed first so that its current value (a
            // BehaviorSubject's, a Driver's replay) is there for the source's first element.
            secondSubscription.setDisposable(
                second.asObservable().subscribe { event in
                    lock.lock()
                    defer { lock.unlock() }
                    switch event {
                    case .next(let element):
                        latest = element
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        secondSubscription.dispose()
                    }
                })
            let first = self.subscribe { event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next(let element):
                    guard let latest else { return }
                    do {
                        observer.onNext(try resultSelector(element, latest))
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
            return Disposables.create(first, secondSubscription)
        }
    }

    /// Replaces each element with the latest element of `second` (see the other overload).
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
