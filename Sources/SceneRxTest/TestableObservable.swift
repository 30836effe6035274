import SceneRx

/// An observable that plays recorded events in virtual time and records its subscriptions,
/// as RxTest's `TestableObservable` (made by `createHotObservable` / `createColdObservable`).
public class TestableObservable<Element>: ObservableType {
    /// The scheduler that plays the events.
    public let testScheduler: TestScheduler
    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription, with its subscribe and unsubscribe times.
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; the subclasses play the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }

    /// Records the unsubscribe time of subscription `index`.
    func endSubscription(_ index: Int) {
        let existing = subscriptions[index]
        subscriptions[index] = Subscription(existing.subscribe, testScheduler.clock)
    }
}
