import Foundation

/// A subject that emits only its last element, and only when it completes, as RxSwift's
/// `AsyncSubject`: subscribers, early or late, get that element and `completed` (or just
/// `completed` when there was none, or the error).
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The observer type of the subject.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = NSRecursiveLock()
    private var observers = ObserverList<Element>()
    private var lastElement: Element?
    /// `next(last)` once completed with an element, else the terminal event.
    private var stoppedEvent: Event<Element>?

    /// Creates a subject without subscribers.
    public override init() {}

    /// Whether the subject has subscribers.
    public var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !observers.isEmpty
    }

    /// Keeps a `next` element; on `completed` sends the last one kept and `completed`, on an
    /// error the error. Ignored after either.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if stoppedEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            lastElement = element
            lock.unlock()
        case .error:
            stoppedEvent = event
            let targets = observers.all
            observers.removeAll()
            lock.unlock()
            for observer in targets { observer.on(event) }
        case .completed:
            let targets = observers.all
            observers.removeAll()
            let last = lastElement
            stoppedEvent = last.map { .next($0) } ?? .completed
            lock.unlock()
            for observer in targets {
                if let last { observer.on(.next(last)) }
                observer.on(.completed)
            }
        }
    }

    /// Subscribes `observer`; after the subject stopped it gets the outcome at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            if case .next = stoppedEvent { observer.on(.completed) }
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
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
