import Foundation

/// A group of disposables disposed together; one added after disposal is disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// A key that removes a disposable from the group.
    public struct DisposeKey {
        fileprivate let id: Int
    }

    private let lock = NSRecursiveLock()
    private var disposables: [Int: Disposable]? = [:]
    private var order: [Int] = []
    private var nextID = 0

    /// Creates an empty group.
    public override init() {}

    /// Creates a group holding the given disposables.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { _ = insert(disposable) }
    }

    /// Creates a group holding the given disposables.
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposables == nil
    }

    /// The number of disposables held.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return disposables?.count ?? 0
    }

    /// Adds a disposable; returns `nil` and disposes it when the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        guard disposables != nil else {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let id = nextID
        nextID += 1
        disposables?[id] = disposable
        order.append(id)
        lock.unlock()
        return DisposeKey(id: id)
    }

    /// Removes the disposable for `key` and disposes it.
    public func remove(for key: DisposeKey) {
        lock.lock()
        let removed = disposables?.removeValue(forKey: key.id)
        order.removeAll { $0 == key.id }
        lock.unlock()
        removed?.dispose()
    }

    /// Disposes every disposable held, in insertion order.
    public func dispose() {
        lock.lock()
        let held = disposables
        let ids = order
        disposables = nil
        order = []
        lock.unlock()
        guard let held else { return }
        for id in ids { held[id]?.dispose() }
    }
}
