/// Factories of disposables, as RxSwift's `Disposables`.
public struct Disposables {
    private init() {}

    /// A disposable that does nothing.
    public static func create() -> Disposable {
        NopDisposable.shared
    }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both disposables.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2])
    }

    /// A disposable that disposes the three disposables.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes every disposable given.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every disposable of the array.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing; shared because it holds no state.
final class NopDisposable: Disposable, @unchecked Sendable {
    // @unchecked: stateless, so sharing it across threads is safe.
    static let shared = NopDisposable()

    func dispose() {}
}
