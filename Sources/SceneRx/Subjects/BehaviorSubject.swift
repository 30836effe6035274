import Foundation

/// A subject that holds a latest value: each subscriber first gets it, then every later event,
/// as RxSwift's `BehaviorSubject`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let lock = NSRecursiveLock()
    private var observers = ObserverList<Element>()
    private var element: Element
    private var stopEvent: Event<Element>? {
        didSet { isStopped = stopEvent != nil }
    }
    /// `stopEvent != nil`, kept apart so that `onNext` reads no `Event` (whose metadata
    /// unspecialised code would look up on every element).
    private var isStopped = false
    private var disposed = false

    /// Creates a subject whose latest value is `value`.
    public init(value: Element) {
        self.element = value
    }

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

    /// The latest value; throws the sequence's error after an error, `RxError.disposed` after
    /// disposal. After completion it still returns the last value, as in RxSwift.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed { throw RxError.disposed(object: self) }
        if case .error(let error) = stopEvent { throw error }
        return element
    }

    /// The latest element, whatever the subject's state (for `BehaviorRelay`).
    var latestElement: Element {
        lock.lock()
        defer { lock.unlock() }
        return element
    }

    /// Stores a `next` value and sends the event to the current subscribers; ignored after a
    /// terminal event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            element = value
        case .error, .completed:
            stopEvent = event
        }
        let targets = observers.all
        if event.isStopEvent { observers.removeAll() }
        lock.unlock()
        for observer in targets { observer.on(event) }
    }

    /// Stores `element` and sends it to the current subscribers, as `on(.next(element))` does;
    /// ignored after a terminal event or disposal.
    public func onNext(_ element: Element) {
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return
        }
        self.element = element
        let targets = observers.all
        lock.unlock()
        for observer in targets { observer.deliver(element) }
    }

    /// Subscribes `observer`, which first receives the latest value (or the terminal event).
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
        // Sent under the (recursive) lock, as RxSwift does, so no newer value overtakes it.
        observer.on(.next(element))
        lock.unlock()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers.remove(key)
            self.lock.unlock()
        }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases the subscribers; later events are ignored and `value()` throws.
    public func dispose() {
        lock.lock()
        disposed = true
        observers.removeAll()
        stopEvent = nil
        lock.unlock()
    }
}
