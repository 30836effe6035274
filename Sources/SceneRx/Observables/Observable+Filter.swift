extension ObservableType {
    /// Keeps the elements that satisfy `predicate`; a throw ends the sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { FilterSink(predicate: predicate, observer: $0, cancel: $1) }
    }
}
