/// A sequence that starts sharing its source's events only when `connect()` is called, as
/// RxSwift's `ConnectableObservableType` (`publish`, `replay`, `multicast`).
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects it.
    func connect() -> Disposable
}

/// The class `publish()`, `replay(_:)`, `replayAll()` and `multicast` return, as in RxSwift.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Connects the source to the subscribers; subclasses implement it.
    public func connect() -> Disposable {
        // Only the library subclasses it (Observable's initializer is internal) and every
        // subclass overrides this; nothing connected is the harmless fallback.
        Disposables.create()
    }
}
