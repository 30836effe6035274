import Foundation

/// Runs work on the current thread, queueing work scheduled while other work runs (a trampoline),
/// as RxSwift's `CurrentThreadScheduler`.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    // nonisolated(unsafe): the scheduler holds no state of its own (its queue is per thread),
    // and RxSwift exposes it the same way as a global.
    nonisolated(unsafe) public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether work scheduled now must go through `schedule` (no trampoline is running on this
    /// thread); `false` while the scheduler is running work on this thread.
    public static var isScheduleRequired: Bool {
        !TrampolineState.current.isRunning
    }

    /// Runs `action` now when no trampoline runs on this thread, otherwise queues it after the
    /// work already queued.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            trampoline.queue.append(item)
            return item
        }
        trampoline.isRunning = true
        defer {
            trampoline.isRunning = false
            trampoline.queue = []
        }
        let disposable = action(state)
        while !trampoline.queue.isEmpty {
            let item = trampoline.queue.removeFirst()
            item.invoke()
        }
        return disposable
    }
}

/// The per-thread queue of the trampoline.
final class TrampolineState {
    var isRunning = false
    var queue: [ScheduledItem] = []

    /// The calling thread's state, created on first use and kept in pthread thread-specific
    /// storage: every subscription asks for it, and a thread-dictionary lookup made subscribing
    /// several times slower.
    static var current: TrampolineState {
        if let pointer = pthread_getspecific(trampolineKey) {
            return Unmanaged<TrampolineState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TrampolineState()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}

/// The thread-specific slot of each thread's `TrampolineState`, released when the thread ends.
private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
        pthread_key_create(&key) { Unmanaged<TrampolineState>.fromOpaque($0).release() }
    #else
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<TrampolineState>.fromOpaque(pointer).release() }
        }
    #endif
    return key
}()

/// A queued action that can be cancelled before it runs.
final class ScheduledItem: Cancelable {
    private let action: () -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard !disposable.isDisposed else { return }
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}
