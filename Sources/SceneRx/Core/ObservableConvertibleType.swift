/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of elements of the sequence.
    associatedtype Element

    /// The observable sequence this value represents.
    func asObservable() -> Observable<Element>
}
