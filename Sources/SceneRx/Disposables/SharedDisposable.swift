import Foundation

/// Disposes `disposable` once it was disposed itself and every handle `retain()` gave out was
/// disposed: the groups of `groupBy` and the windows of `window` keep the source subscription
/// alive while one of them is subscribed, as RxSwift's `RefCountDisposable` does for them.
final class SharedDisposable: Cancelable {
    private let lock = NSRecursiveLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    init(disposable: Disposable) {
        self.disposable = disposable
    }

    var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposable == nil
    }

    /// A handle that keeps the resource alive until it is disposed.
    func retain() -> Disposable {
        lock.lock()
        defer { lock.unlock() }
        guard disposable != nil else { return Disposables.create() }
        count += 1
        let handle = BooleanDisposable()
        return Disposables.create { [weak self] in
            guard !handle.isDisposed else { return }
            handle.dispose()
            self?.release()
        }
    }

    func dispose() {
        lock.lock()
        guard let resource = disposable, !primaryDisposed else { return lock.unlock() }
        primaryDisposed = true
        let now = count == 0
        if now { disposable = nil }
        lock.unlock()
        if now { resource.dispose() }
    }

    private func release() {
        lock.lock()
        guard let resource = disposable else { return lock.unlock() }
        count -= 1
        let last = primaryDisposed && count == 0
        if last { disposable = nil }
        lock.unlock()
        if last { resource.dispose() }
    }
}
