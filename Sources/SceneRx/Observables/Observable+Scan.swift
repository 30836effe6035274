extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Observable.create { observer in
            var accumulate = seed
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&accumulate, element)
                        observer.onNext(accumulate)
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
