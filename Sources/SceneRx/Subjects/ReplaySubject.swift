import Foundation

/// A subject that replays up to `bufferSize` latest elements, then the terminal event, to each
/// new subscriber, as RxSwift's `ReplaySubject`.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let lock = NSRecursiveLock()
    private var observers = ObserverList<Element>()
    private var buffer: [Element] = []
    private let bufferSize: Int?
    private var stopEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject that replays every element.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
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

    /// Buffers a `next` element and sends the event to the current subscribers; ignored after
    /// a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            buffer.append(element)
            if let bufferSize, buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
        case .error, .completed:
            stopEvent = event
        }
        let targets = observers.all
        if event.isStopEvent { observers.removeAll() }
        lock.unlock()
        for observer in targets { observer.on(event) }
    }

    /// Subscribes `observer`: it first receives the buffered elements, then the terminal event
    /// if there was one, else every later event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        for element in buffer { observer.on(.next(element)) }
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(AnyObserver(observer))
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers.remove(key)
            self.lock.unlock()
        }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases the subscribers and the buffer.
    public func dispose() {
        lock.lock()
        disposed = true
        observers.removeAll()
        buffer = []
        stopEvent = nil
        lock.unlock()
    }
}
