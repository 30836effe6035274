// The flattening operators of a shared sequence of shared sequences, as RxCocoa has them: the
// Observable operators on the inner sequences' shared forms, shared again by the inner strategy.

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the most recent inner sequence only (the previous one is disposed).
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// The elements of every inner sequence as they come.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// The elements of the inner sequences, at most `maxConcurrent` subscribed at a time (the
    /// others wait in order).
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
