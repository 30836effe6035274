/// A `ReplaySubject` that only takes elements: it never terminates, as RxRelay's `ReplayRelay`.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the last `bufferSize` elements to new subscribers.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element to new subscribers.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Sends `event` to the current subscribers and keeps it for later ones.
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

extension ObservableType {
    /// Accepts the elements into `relays`; an error is reported, as for the other relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in relays.forEach { $0.accept(element) } },
            onError: { error in print("Binding error to relay: \(error)") })
    }
}
