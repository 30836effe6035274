import Foundation

/// The connectable of `multicast`: subscribers subscribe to the subject made by `makeSubject`;
/// `connect()` subscribes that subject to the source once. When the source terminates, or the
/// connection is disposed, the subject is dropped, so the next subscriber and the next
/// `connect()` get a new one (RxSwift's rule; `multicast(_:)` makes the same subject each time).
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let lock = NSRecursiveLock()
    private var subject: Subject?
    private var connection: MulticastConnection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func connect() -> Disposable {
        lock.lock()
        defer { lock.unlock() }
        if let connection { return connection }
        let subscription = SingleAssignmentDisposable()
        let connection = MulticastConnection(
            parent: self, observer: lazySubject.asObserver(), subscription: subscription)
        self.connection = connection
        subscription.setDisposable(source.subscribe(connection))
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        lock.lock()
        let subject = lazySubject
        lock.unlock()
        return subject.subscribe(observer)
    }

    private var lazySubject: Subject {
        if let subject { return subject }
        let made = makeSubject()
        subject = made
        return made
    }

    /// Forgets `connection` and its subject, if it is still the current one.
    func disconnect(_ ended: MulticastConnection<Subject>) {
        lock.lock()
        defer { lock.unlock() }
        if connection === ended {
            connection = nil
            subject = nil
        }
    }
}

/// One connection of a connectable: forwards the source's events to the subject; a terminal
/// event disconnects before it reaches the subject, as in RxSwift. Elements take the
/// element path (`ElementReceiver`) into the library's subjects, without an `Event`.
final class MulticastConnection<Subject: SubjectType>: ElementReceiver<Subject.Observer.Element>, ObserverType,
    Cancelable
{
    private var parent: ConnectableObservableAdapter<Subject>?
    private let observer: Subject.Observer
    private let deliver: (Subject.Observer.Element) -> Void
    private var subscription: Disposable?
    private let flag = AtomicFlag()

    init(parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer, subscription: Disposable) {
        self.parent = parent
        self.observer = observer
        self.subscription = subscription
        self.deliver = Self.elementPath(of: observer)
        super.init()
    }

    /// The subject's own `onNext` when it is one of the library's subjects (found once, at
    /// connection), else its `on(.next)`.
    private static func elementPath(of observer: Subject.Observer) -> (Subject.Observer.Element) -> Void {
        typealias Element = Subject.Observer.Element
        if let subject = observer as? PublishSubject<Element> { return subject.onNext }
        if let subject = observer as? ReplaySubject<Element> { return subject.onNext }
        if let subject = observer as? BehaviorSubject<Element> { return subject.onNext }
        return { observer.on(.next($0)) }
    }

    var isDisposed: Bool { flag.isSet }

    override func receive(_ element: Subject.Observer.Element) {
        if isDisposed { return }
        deliver(element)
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        if isDisposed { return }
        if case .next(let element) = event { return deliver(element) }
        dispose()
        observer.on(event)
    }

    func dispose() {
        guard flag.testAndSet() else { return }
        parent?.disconnect(self)
        parent = nil
        subscription?.dispose()
        subscription = nil
    }
}
