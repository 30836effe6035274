import Dispatch
import Foundation
import SceneRx

/// A virtual-time scheduler for tests, as RxTest's `TestScheduler`: a `VirtualTimeScheduler`
/// of `Int` ticks whose work for now or the past runs one tick later (simulated processing
/// delay), with the test observables, observers and `start` forms of RxTest.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// RxTest's default times for `start`.
    public enum Defaults {
        /// When `start` creates the sequence under test.
        public static let created = 100
        /// When `start` subscribes to it.
        public static let subscribed = 200
        /// When `start` disposes the subscription.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - resolution: seconds per tick, to convert `RxTimeInterval`s.
    ///   - simulateProcessingDelay: when true, work scheduled for now or the past (for example
    ///     by `observe(on:)`) runs one tick later, as in RxTest.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Whether `start` is running the queue.
    public var isEnabled: Bool { isRunning }

    // MARK: - Test observables and observers

    /// A hot observable: it plays `events` at their absolute times to the current subscribers.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: it plays `events` to each subscriber, offset by its subscription time.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records events with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    // MARK: - Running

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the scheduler and returns the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }
        start()
        return observer
    }

    /// `start` with the default creation (100) and subscription (200) times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with the default times: created at 100, subscribed at 200, disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    // MARK: - Scheduling

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// The time work scheduled for `time` really runs: one tick after now when `time` is not
    /// in the future and processing delay is simulated.
    override public func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }
}
