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

    private static let key = "SceneRx.CurrentThreadScheduler"

    /// The state of the calling thread, created on first use.
    static var current: TrampolineState {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? TrampolineState { return state }
        let state = TrampolineState()
        dictionary[key] = state
        return state
    }
}

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
