import Dispatch
import Foundation

/// The scheduling that the dispatch-queue schedulers share: work goes to `queue`, timers are
/// dispatch timers with `leeway`, and disposing the result cancels work that has not run.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        queue.async { work.run() }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let timer = TimerHolder(DispatchSource.makeTimerSource(queue: queue))
        // The handler holds the timer until it fires or is disposed: libdispatch on Linux
        // cancels a timer whose last reference goes, and callers may drop the disposable.
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            timer.release()
        }
        timer.start(deadline: .now() + dueTime, repeating: nil, leeway: leeway) { work.run() }
        return Disposables.create(
            with: {
                timer.release()
                cancel.dispose()
            })
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = TimerHolder(DispatchSource.makeTimerSource(queue: queue))
        let periodic = PeriodicState(state: state, action: action)
        // The box goes into a @Sendable handler; the timer fires its ticks one after another on
        // `queue` and each tick reads and writes the state there only. The handler holds the
        // timer until the subscription is disposed.
        let tick = MainQueueWork {
            _ = timer
            periodic.tick()
        }
        timer.start(deadline: .now() + startAfter, repeating: period, leeway: leeway) { tick.run() }
        return Disposables.create(
            with: {
                periodic.isCancelled = true
                timer.release()
            })
    }
}

/// A dispatch timer kept alive until `release()`, which cancels it (once, from any thread).
private final class TimerHolder: @unchecked Sendable {
    // @unchecked Sendable: `timer` is only read and cleared under `lock`.
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?

    init(_ timer: DispatchSourceTimer) {
        self.timer = timer
    }

    func start(
        deadline: DispatchTime, repeating period: RxTimeInterval?, leeway: DispatchTimeInterval,
        handler: @escaping @Sendable () -> Void
    ) {
        lock.lock()
        let timer = self.timer
        lock.unlock()
        timer?.setEventHandler(handler: handler)
        if let period {
            timer?.schedule(deadline: deadline, repeating: period, leeway: leeway)
        } else {
            timer?.schedule(deadline: deadline, leeway: leeway)
        }
        timer?.resume()
    }

    func release() {
        lock.lock()
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.setEventHandler(handler: nil)
        timer?.cancel()
    }
}

/// The state a periodic timer threads from one tick to the next.
private final class PeriodicState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType
    var isCancelled = false

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() {
        if isCancelled { return }
        state = action(state)
    }
}
