import SceneRx

/// An observer that records every event with the virtual time it arrived, as RxTest's.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock timestamps the events.
    public let scheduler: TestScheduler
    /// The events received, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records the event at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
