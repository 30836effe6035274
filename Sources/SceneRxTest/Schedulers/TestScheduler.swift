import Dispatch
import Foundation
import SceneRx

/// A virtual-time scheduler for tests, as RxTest's `TestScheduler`: work runs in order of
/// virtual time (work due at the same time runs in the order it was scheduled), and nothing
/// waits for real time.
public class TestScheduler: SchedulerType {
    /// RxTest's default times for `start`.
    public struct Defaults {
        /// When `start` creates the sequence under test.
        public static let created = 100
        /// When `start` subscribes to it.
        public static let subscribed = 200
        /// When `start` disposes the subscription.
        public static let disposed = 1000
    }

    /// The current virtual time.
    public private(set) var clock: TestTime
    /// Whether `start` is running the queue.
    public private(set) var isEnabled = false

    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private var queue = VirtualSchedulerQueue()

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - resolution: seconds per tick, to convert `RxTimeInterval`s.
    ///   - simulateProcessingDelay: when true, work scheduled for now or the past (for example
    ///     by `observe(on:)`) runs one tick later, as in RxTest.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

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

    /// Runs every scheduled item in time order, moving the clock forward, until the queue is
    /// empty or `stop()` is called.
    public func start() {
        guard !isEnabled else { return }
        isEnabled = true
        while isEnabled, let item = queue.popFirst() {
            if item.time > clock { clock = item.time }
            item.invoke()
        }
        isEnabled = false
    }

    /// Stops `start` after the current item.
    public func stop() {
        isEnabled = false
    }

    /// Runs the items due up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: TestTime) {
        guard !isEnabled else { return }
        isEnabled = true
        while isEnabled, let time = queue.firstTime, time <= virtualTime, let item = queue.popFirst() {
            if item.time > clock { clock = item.time }
            item.invoke()
        }
        isEnabled = false
        if virtualTime > clock { clock = virtualTime }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: TestTime) {
        clock += virtualInterval
    }

    // MARK: - Scheduling

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Schedules `action` at the absolute virtual `time`, exactly.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        queue.insert(time: time) { action(state) }
    }

    /// Schedules `action` `dueTime` ticks after now, exactly.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
    }

    /// The time work scheduled for `time` really runs: one tick after now when `time` is not
    /// in the future and processing delay is simulated.
    public func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// The virtual clock as a date (`clock * resolution` seconds after 1970).
    public var now: RxTime {
        Date(timeIntervalSince1970: Double(clock) * resolution)
    }

    /// Schedules `action` now (one tick later with simulated processing delay).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to ticks with the resolution.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let ticks = Int((seconds(of: dueTime) / resolution).rounded())
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(clock + ticks), action: action)
    }

    private func seconds(of interval: RxTimeInterval) -> Double {
        switch interval {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return Double(Int.max / 2)
        @unknown default: return 0
        }
    }
}
