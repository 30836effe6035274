extension ObservableType {
    /// A Single of the first element, or of `nil` when the source completes empty; the source is
    /// disposed after its first element.
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(
            raw: Observable.create { observer in
                source.subscribe { event in
                    switch event {
                    case .next(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onNext(nil)
                        observer.onCompleted()
                    }
                }
            })
    }
}
