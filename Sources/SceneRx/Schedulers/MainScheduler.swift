import Dispatch
import Foundation

/// Runs work on the main thread: at once when called on the main thread with nothing queued,
/// otherwise on the main dispatch queue, as RxSwift's `MainScheduler`.
public final class MainScheduler: SchedulerType {
    /// The shared instance.
    // nonisolated(unsafe): Swift 6 requires globals to be Sendable; this one's only mutable state
    // is a lock-protected counter, and RxSwift exposes it as the same non-isolated global.
    nonisolated(unsafe) public static let instance = MainScheduler()

    /// A scheduler that always goes through the main queue, never running work inline.
    nonisolated(unsafe) public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private let lock = NSLock()
    private var numberEnqueued = 0
    private let alwaysAsync: Bool

    /// Creates a main-thread scheduler.
    public convenience init() {
        self.init(alwaysAsync: false)
    }

    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// The current time.
    public var now: RxTime { Date() }

    /// Logs when not called on the main thread (RxSwift traps in debug builds).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            print(errorMessage ?? "Running on background thread.")
        }
    }

    /// Logs when not called on the main thread (RxSwift traps in debug builds).
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage ?? "Executing on background thread.")
    }

    /// Runs `action` at once when on the main thread and nothing is queued, else on the main queue.
    /// Runs `body` at once and returns true when `schedule` would run it synchronously (on the
    /// main thread, nothing queued): the per-event path of `observe(on:)`, without allocating.
    func runIfImmediate(_ body: () -> Void) -> Bool {
        if alwaysAsync || !MainQueueMark.isMain { return false }
        lock.lock()
        guard numberEnqueued == 0 else {
            lock.unlock()
            return false
        }
        numberEnqueued += 1
        lock.unlock()
        body()
        decrement()
        return true
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        lock.lock()
        let previous = numberEnqueued
        numberEnqueued += 1
        lock.unlock()
        if !alwaysAsync && MainQueueMark.isMain && previous == 0 {
            let disposable = action(state)
            decrement()
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            self.decrement()
        }
        DispatchQueue.main.async { work.run() }
        return cancel
    }

    /// Runs `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = MainQueueWork {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + dueTime) { work.run() }
        return cancel
    }

    private func decrement() {
        lock.lock()
        numberEnqueued -= 1
        lock.unlock()
    }
}

/// Carries a non-Sendable closure to a dispatch queue (the main one, or a dispatch-queue
/// scheduler's).
// @unchecked Sendable: the closure runs on the one queue it is sent to (a periodic timer's ticks
// one after another); RxSwift hands the same non-Sendable actions to Dispatch (it is compiled
// without strict concurrency checking).
struct MainQueueWork: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

/// Tells whether the caller runs on the main queue (the main thread) by a value set on the main
/// queue, as RxSwift does: `Thread.isMainThread` costs two system calls on Linux, and
/// `observe(on: MainScheduler)` asks for every event.
enum MainQueueMark {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isMain: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
