import Foundation

/// Holds disposables and disposes them when it is deallocated, as RxSwift's `DisposeBag`.
public final class DisposeBag: DisposeBase {
    private let lock = NSRecursiveLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public override init() {}

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds a disposable; it is disposed at once if the bag is already being disposed.
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds every disposable given.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds every disposable of the array.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func dispose() {
        lock.lock()
        let held = disposables
        disposables = []
        isDisposed = true
        lock.unlock()
        for disposable in held { disposable.dispose() }
    }

    deinit {
        dispose()
    }
}
