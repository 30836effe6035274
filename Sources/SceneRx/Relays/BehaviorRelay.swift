/// A `BehaviorSubject` that only takes elements: it never terminates and its `value` never
/// throws, as RxRelay's `BehaviorRelay`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never receives a terminal event nor disposal, so its latest element is
        // always the value (value() could not throw).
        subject.latestElement
    }

    /// Sets the value and sends it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
