import Foundation

/// Runs a closure the first time it is disposed, then releases the closure.
final class AnonymousDisposable: Cancelable {
    private let lock = NSLock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    func dispose() {
        lock.lock()
        let action = self.action
        self.action = nil
        disposed = true
        lock.unlock()
        action?()
    }
}
