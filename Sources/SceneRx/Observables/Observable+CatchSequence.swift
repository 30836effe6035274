extension ObservableType {
    /// The first sequence, and on its error the next, and so on: it ends with the first one
    /// that completes, or with the last one's error (completes at once when there are none).
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable.deferred {
            var remaining = sequence.makeIterator()
            func attempt(after error: Swift.Error?) -> Observable<Element> {
                guard let source = remaining.next() else { return error.map { .error($0) } ?? .empty() }
                return source.catch { attempt(after: $0) }
            }
            return attempt(after: nil)
        }
    }
}
