/// Disposes a resource on a given scheduler, as RxSwift's `ScheduledDisposable` (for resources
/// that must be released on the thread that made them).
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the resource is disposed on.
    public let scheduler: ImmediateSchedulerType

    private let disposed = AtomicFlag()
    private var disposable: Disposable?

    /// Whether the resource has been disposed.
    public var isDisposed: Bool { disposed.isSet }

    /// Disposes `disposable` on `scheduler` when this is disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Schedules the disposal of the resource on the scheduler.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard disposed.testAndSet() else { return }
        disposable?.dispose()
        disposable = nil
    }
}
