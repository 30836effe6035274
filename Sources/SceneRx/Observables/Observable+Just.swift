extension ObservableType {
    /// A sequence of one element, then completion; delivered synchronously on subscription.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// A sequence of one element delivered on `scheduler`, then completion in a second run of
    /// it, as RxSwift's scheduled `just`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            scheduler.schedule(element) { element in
                observer.onNext(element)
                return scheduler.schedule(()) { _ in
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
    }
}

/// The observable of `just`: not a producer, so it emits during `subscribe`, as in RxSwift.
final class Just<Element>: Observable<Element> {
    private let element: Element

    init(_ element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
