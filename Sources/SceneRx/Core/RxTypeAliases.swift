// The type aliases RxSwift declares for code that names them.

/// `Observable`, for code where another module's `Observable` would shadow it.
public typealias RxObservable<Element> = Observable<Element>

extension PublishSubject {
    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>
}

extension BehaviorSubject {
    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>
}

extension ReplaySubject {
    /// The observer side of the subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>
}

extension Infallible {
    /// The closure `Infallible.create` hands its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void
}
