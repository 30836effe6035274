extension ObservableType {
    /// Transforms each element; a throw ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        observer.onNext(try transform(element))
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
