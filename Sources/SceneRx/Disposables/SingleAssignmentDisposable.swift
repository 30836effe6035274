import Foundation

/// A disposable whose underlying disposable is set once; set after disposal, it is disposed at once.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private let lock = NSLock()
    private var disposable: Disposable?
    private var assigned = false
    private var disposed = false

    /// Creates an empty, undisposed disposable.
    public override init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// Sets the underlying disposable; a second call is a programming error and is ignored.
    public func setDisposable(_ disposable: Disposable) {
        lock.lock()
        guard !assigned else {
            lock.unlock()
            return
        }
        assigned = true
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        self.disposable = disposable
        lock.unlock()
    }

    /// Disposes the underlying disposable, now or when it is set.
    public func dispose() {
        lock.lock()
        guard !disposed else {
            lock.unlock()
            return
        }
        disposed = true
        let disposable = self.disposable
        self.disposable = nil
        lock.unlock()
        disposable?.dispose()
    }
}
