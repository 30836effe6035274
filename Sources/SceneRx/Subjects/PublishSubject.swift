import Foundation

/// A subject that sends each event to its current subscribers; a late subscriber only gets the
/// terminal event, as RxSwift's `PublishSubject`.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let lock = NSRecursiveLock()
    private var observers = ObserverList<Element>()
    private var stopEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject without subscribers.
    public override init() {}

    /// Whether the subject has subscribers.
    public var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !observers.isEmpty
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// Sends the event to the current subscribers; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        let targets = observers.all
        if event.isStopEvent {
            stopEvent = event
            observers.removeAll()
        }
        lock.unlock()
        for observer in targets { observer.on(event) }
    }

    /// Sends `element` to the current subscribers, as `on(.next(element))` does; ignored after
    /// a terminal event or disposal.
    public func onNext(_ element: Element) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        let targets = observers.all
        lock.unlock()
        for observer in targets { observer.deliver(element) }
    }

    /// Subscribes `observer`; after a terminal event it receives that event at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stopEvent {
            lock.unlock()
            observer.on(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(AnyObserver(observer))
        lock.unlock()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers.remove(key)
            self.lock.unlock()
        }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases the subscribers; later events are ignored and subscribers get `RxError.disposed`.
    public func dispose() {
        lock.lock()
        disposed = true
        observers.removeAll()
        stopEvent = nil
        lock.unlock()
    }
}
