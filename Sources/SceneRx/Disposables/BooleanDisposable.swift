import Foundation

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    private let flag = AtomicFlag()

    /// Creates a disposable that is not disposed yet.
    public init() {}

    /// Creates a disposable, already disposed when `isDisposed` is true.
    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.testAndSet() }
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool { flag.isSet }

    /// Marks it disposed.
    public func dispose() {
        _ = flag.testAndSet()
    }
}
