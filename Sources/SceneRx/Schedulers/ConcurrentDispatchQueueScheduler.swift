import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several items at once, as RxSwift's
/// `ConcurrentDispatchQueueScheduler` (for background work a sequence does not order).
public class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// Seconds, as RxSwift names them.
    public typealias TimeInterval = Foundation.TimeInterval
    /// A point in time, as RxSwift names it.
    public typealias Time = Date

    /// The current time.
    public var now: Date { Date() }

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` on the queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue every `period` after `startAfter`, threading its state.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
