import SceneRx

/// Plays its events at their absolute times to whoever is subscribed then, as RxTest's.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // Held strongly, as RxTest does: a hot observable passed inline
            // (`scheduler.createHotObservable([...]).asObservable()`) lives until its events fired.
            testScheduler.scheduleAt(recorded.time) {
                for entry in self.observers { entry.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, AnyObserver(observer)))
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            guard let self, self.observers.contains(where: { $0.key == key }) else { return }
            self.observers.removeAll { $0.key == key }
            self.endSubscription(index)
        }
    }
}
