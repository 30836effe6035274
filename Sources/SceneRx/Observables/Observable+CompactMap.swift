extension ObservableType {
    /// Transforms each element and drops the `nil` results; a throw ends the sequence.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        OperatorProducer(source: asObservable()) { CompactMapSink(transform: transform, observer: $0, cancel: $1) }
    }
}
