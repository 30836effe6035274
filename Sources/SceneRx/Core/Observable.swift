/// A sequence of elements over time, the base class of every observable, as in RxSwift.
public class Observable<Element>: ObservableType {
    init() {}

    /// Subscribes `observer`; subclasses implement it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Only the library subclasses Observable (its initializer is internal), and every
        // subclass overrides this method; an empty sequence is the harmless fallback.
        Disposables.create()
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }
}
