extension ObservableType {
    /// Transforms each element and drops the `nil` results; a throw ends the sequence.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { observer.onNext(result) }
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }
}
