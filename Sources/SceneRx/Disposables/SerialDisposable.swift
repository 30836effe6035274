import Foundation

/// A disposable whose underlying disposable can be replaced; the replaced one is disposed.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = NSRecursiveLock()
    private var current: Disposable?
    private var disposed = false

    /// Creates an empty, undisposed disposable.
    public override init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// The current underlying disposable; setting it disposes the previous one, or the new one
    /// at once when this disposable is already disposed.
    public var disposable: Disposable {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current ?? Disposables.create()
        }
        set {
            lock.lock()
            if disposed {
                lock.unlock()
                newValue.dispose()
                return
            }
            let old = current
            current = newValue
            lock.unlock()
            old?.dispose()
        }
    }

    /// Disposes the underlying disposable.
    public func dispose() {
        lock.lock()
        guard !disposed else {
            lock.unlock()
            return
        }
        disposed = true
        let old = current
        current = nil
        lock.unlock()
        old?.dispose()
    }
}
