extension ObservableType {
    /// Transforms each element; a throw ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        OperatorProducer(source: asObservable()) { MapSink(transform: transform, observer: $0, cancel: $1) }
    }
}
