import Foundation

/// Disposes a resource once it has been disposed and every dependent disposable handed out by
/// `retain()` has been too, as RxSwift's `RefCountDisposable` (a resource shared by the inner
/// subscriptions of an operator such as `window`).
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = NSLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Whether the resource has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposable == nil
    }

    /// Holds `disposable` until it is released.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// A dependent disposable that keeps the resource alive until it is disposed; after the
    /// resource went, an empty one.
    public func retain() -> Disposable {
        lock.lock()
        defer { lock.unlock() }
        guard disposable != nil else { return Disposables.create() }
        count += 1
        let flag = AtomicFlag()
        return Disposables.create { [self] in
            if flag.testAndSet() { release() }
        }
    }

    /// Disposes the resource now if nothing retains it, else once the last dependent goes.
    public func dispose() {
        lock.lock()
        var toDispose: Disposable?
        if let held = disposable, !primaryDisposed {
            primaryDisposed = true
            if count == 0 {
                disposable = nil
                toDispose = held
            }
        }
        lock.unlock()
        toDispose?.dispose()
    }

    private func release() {
        lock.lock()
        var toDispose: Disposable?
        if let held = disposable {
            count -= 1
            if primaryDisposed && count == 0 {
                disposable = nil
                toDispose = held
            }
        }
        lock.unlock()
        toDispose?.dispose()
    }
}
