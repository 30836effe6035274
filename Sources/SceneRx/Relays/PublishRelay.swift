/// A `PublishSubject` that only takes elements: it never terminates, as RxRelay's `PublishRelay`.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// Creates a relay without subscribers.
    public init() {}

    /// Sends `event` to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
