import Dispatch
import Foundation

/// Runs work one item at a time on a serial dispatch queue, as RxSwift's
/// `SerialDispatchQueueScheduler` (which `observe(on:)` uses to move work off the main thread).
public class SerialDispatchQueueScheduler: SchedulerType {
    /// Seconds, as RxSwift names them.
    public typealias TimeInterval = Foundation.TimeInterval
    /// A point in time, as RxSwift names it.
    public typealias Time = Date

    /// The current time.
    public var now: Date { Date() }

    let configuration: DispatchQueueConfiguration

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`, which
    /// `serialQueueConfiguration` may set up before use.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`
    /// (so a concurrent queue is used one item at a time).
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a serial queue that targets the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
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
