import Dispatch
import Foundation

/// Runs work on the main thread: at once when already on it (even with other work queued,
/// unlike `MainScheduler`), else on the main queue, as RxSwift's `ConcurrentMainScheduler`.
/// `ControlEvent` and `ControlProperty` subscribe on it.
public final class ConcurrentMainScheduler: SchedulerType {
    /// Seconds, as RxSwift names them.
    public typealias TimeInterval = Foundation.TimeInterval
    /// A point in time, as RxSwift names it.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    /// The current time.
    public var now: Date { mainScheduler.now }

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    // nonisolated(unsafe): Swift 6 requires globals to be Sendable; this one holds no state of
    // its own, and RxSwift exposes it as the same non-isolated global.
    nonisolated(unsafe) public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` at once on the main thread, else on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueueMark.isMain { return action(state) }
        let cancel = SingleAssignmentDisposable()
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        DispatchQueue.main.async { work.run() }
        return cancel
    }

    /// Runs `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue every `period` after `startAfter`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
