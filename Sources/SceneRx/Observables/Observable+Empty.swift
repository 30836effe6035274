extension ObservableType {
    /// A sequence that completes at once.
    public static func empty() -> Observable<Element> {
        TerminalObservable(.completed)
    }

    /// A sequence that ends at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        TerminalObservable(.error(error))
    }

    /// A sequence that never emits nor terminates.
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

/// The observable of `empty` and `error`: sends its stop event during `subscribe`.
final class TerminalObservable<Element>: Observable<Element> {
    private let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }
}

/// The observable of `never`.
final class NeverObservable<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}
