extension ObservableType {
    /// Emits only the element at `index`, then completes; `RxError.argumentOutOfRange` when the
    /// source completes first. A negative index, which RxSwift traps on, fails the subscription
    /// with `RxError.argumentOutOfRange` instead.
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return Observable.error(RxError.argumentOutOfRange) }
        return Observable.create { observer in
            var remaining = index
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    if remaining == 0 {
                        observer.onNext(element)
                        observer.onCompleted()
                    }
                    remaining -= 1
                case .error:
                    observer.on(event)
                case .completed:
                    observer.onError(RxError.argumentOutOfRange)
                }
            }
        }
    }
}
