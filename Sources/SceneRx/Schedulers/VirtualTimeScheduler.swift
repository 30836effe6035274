import Foundation

/// A scheduler whose clock moves only as it runs its queue, as RxSwift's
/// `VirtualTimeScheduler`: work runs in order of virtual time, work due at the same time in the
/// order it was scheduled, and nothing waits for real time. Subclass it with a converter
/// (`TestScheduler`, `HistoricalScheduler`) and override `adjustScheduledTime` to shift work.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private var running = false
    private var currentClock: VirtualTime
    /// Pending work, ordered by time, then by scheduling order.
    private var queue: [VirtualScheduledItem<VirtualTime>] = []

    /// The current virtual time.
    public var clock: VirtualTime { currentClock }

    /// The virtual clock as a date.
    public var now: RxTime { converter.convertFromVirtualTime(currentClock) }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
    }

    /// Schedules `action` now (as `adjustScheduledTime` shifts it).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after now (as `adjustScheduledTime` shifts it).
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.convertToVirtualTime(now.addingTimeInterval(dueTime.virtualSeconds))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` `dueTime` virtual units after now, exactly.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(currentClock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`, exactly.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualScheduledItem(time: time) { action(state) }
        let converter = self.converter
        let index = queue.firstIndex { converter.compareVirtualTime($0.time, time) == .greaterThan } ?? queue.endIndex
        queue.insert(item, at: index)
        return item
    }

    /// The time work scheduled for `time` really runs; `time` itself here.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled item in time order, moving the clock forward, until the queue is
    /// empty or `stop()` is called.
    public func start() {
        guard !running else { return }
        running = true
        while running, let item = popFirst(dueBy: nil) { run(item) }
        running = false
    }

    /// Runs the items due up to `virtualTime`, then sets the clock to it (never backwards).
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        running = true
        while running, let item = popFirst(dueBy: virtualTime) { run(item) }
        running = false
        if converter.compareVirtualTime(virtualTime, currentClock) == .greaterThan { currentClock = virtualTime }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        currentClock = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
    }

    /// Stops `start` (or `advanceTo`) after the current item.
    public func stop() {
        running = false
    }

    /// Whether `start` or `advanceTo` is running the queue.
    public var isRunning: Bool { running }

    private func run(_ item: VirtualScheduledItem<VirtualTime>) {
        if converter.compareVirtualTime(item.time, currentClock) == .greaterThan { currentClock = item.time }
        item.invoke()
    }

    /// Removes and returns the earliest item not cancelled, if it is due by `limit`.
    private func popFirst(dueBy limit: VirtualTime?) -> VirtualScheduledItem<VirtualTime>? {
        while let first = queue.first, first.isDisposed { queue.removeFirst() }
        guard let first = queue.first else { return nil }
        if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan { return nil }
        return queue.removeFirst()
    }
}

/// One piece of scheduled work; disposing it before it runs cancels it.
final class VirtualScheduledItem<Time>: Disposable {
    let time: Time
    private var action: (() -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(time: Time, action: @escaping () -> Disposable) {
        self.time = time
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard let action, !disposable.isDisposed else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        action = nil
        disposable.dispose()
    }
}

extension RxTimeInterval {
    /// The interval in seconds; `.never` is far beyond any virtual test.
    var virtualSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return Double(Int32.max)
        @unknown default: return 0
        }
    }
}
