import Dispatch
import Foundation

/// A time interval of a scheduler, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time of a scheduler, as in RxSwift.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that can also run work later.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run every `period`, after `startAfter`, threading its state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from `scheduleRelative`, as RxSwift's default.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let serial = SerialDisposable()
        var current = state
        func step(after interval: RxTimeInterval) {
            serial.disposable = scheduleRelative((), dueTime: interval) { _ in
                // The next tick is scheduled before the action runs, as in RxSwift.
                step(after: period)
                current = action(current)
                return Disposables.create()
            }
        }
        step(after: startAfter)
        return serial
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action` repeatedly: each run may ask for another run with a new state.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveScheduling(scheduler: self, action: action)
        recursive.schedule(state)
        return recursive
    }
}

/// The state of one `scheduleRecursive`: the pending runs, disposed together.
private final class RecursiveScheduling<State>: Disposable {
    private let scheduler: ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    private let group = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        var isDone = false
        var key: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { [weak self] state in
            guard let self else { return Disposables.create() }
            if let key { self.group.remove(for: key) }
            isDone = true
            if !self.group.isDisposed { self.action(state, self.schedule) }
            return Disposables.create()
        }
        // A scheduler that ran the action synchronously has nothing left to cancel.
        if !isDone { key = group.insert(disposable) }
    }

    func dispose() {
        group.dispose()
    }
}
