import Foundation

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest
    /// `replay` elements to new ones, as RxSwift's `share(replay:scope:)`.
    ///
    /// With `.whileConnected` the source is subscribed when the first subscriber arrives and
    /// disposed when the last leaves or the source terminates; the next subscriber reconnects
    /// with an empty buffer. With `.forever` one subject lives as long as the result, so late
    /// subscribers get its buffer and terminal event.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .whileConnected:
            return ShareWhileConnected(source: asObservable(), replay: max(0, replay))
        case .forever:
            let subject = ReplaySubject<Element>.create(bufferSize: replay)
            return ShareForever(source: asObservable(), subject: subject)
        }
    }
}

/// `share` with `.whileConnected`: a fresh connection (observers and buffer) per connection.
final class ShareWhileConnected<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let replay: Int
    fileprivate let lock = NSRecursiveLock()
    fileprivate var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self, replay: replay)
            self.connection = connection
        }
        let isFirst = connection.isEmpty
        let disposable = connection.add(AnyObserver(observer))
        lock.unlock()
        if isFirst { connection.connect(to: source) }
        return disposable
    }
}

/// One connection of `ShareWhileConnected` to its source.
final class ShareConnection<Element>: ElementReceiver<Element>, ObserverType {
    private let parent: ShareWhileConnected<Element>
    private let replay: Int
    private var observers = ObserverList<Element>()
    private var buffer: [Element] = []
    private var disposed = false
    private let subscription = SingleAssignmentDisposable()

    init(parent: ShareWhileConnected<Element>, replay: Int) {
        self.parent = parent
        self.replay = replay
        super.init()
    }

    /// Whether no observer is attached (called under the parent's lock).
    var isEmpty: Bool { observers.isEmpty }

    /// Replays the buffer to `observer` and attaches it (called under the parent's lock).
    func add(_ observer: AnyObserver<Element>) -> Disposable {
        for element in buffer { observer.on(.next(element)) }
        let key = observers.insert(observer)
        return Disposables.create { [weak self] in self?.remove(key) }
    }

    func connect(to source: Observable<Element>) {
        subscription.setDisposable(source.subscribe(self))
    }

    override func receive(_ element: Element) {
        parent.lock.lock()
        if disposed {
            parent.lock.unlock()
            return
        }
        let targets = observers.all
        if replay > 0 {
            if replay == 1 {
                // The Driver case: replace in place rather than append and shift.
                if buffer.isEmpty { buffer.append(element) } else { buffer[0] = element }
            } else {
                buffer.append(element)
                if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
            }
        }
        parent.lock.unlock()
        for observer in targets { observer.deliver(element) }
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event { return receive(element) }
        parent.lock.lock()
        if disposed {
            parent.lock.unlock()
            return
        }
        let targets = observers.all
        detach()
        parent.lock.unlock()
        // RxSwift shares a replay of 2 or more through `multicast(makeSubject:).refCount()`,
        // whose connection drops the source subscription before passing a terminal event on;
        // its dedicated replay-0 and replay-1 connections leave that to the source.
        if event.isStopEvent && replay >= 2 { subscription.dispose() }
        for observer in targets { observer.on(event) }
    }

    private func remove(_ key: Int) {
        parent.lock.lock()
        observers.remove(key)
        let isLast = observers.isEmpty && !disposed
        if isLast { detach() }
        parent.lock.unlock()
        if isLast { subscription.dispose() }
    }

    /// Ends this connection so that the next subscriber makes a new one (under the lock).
    private func detach() {
        disposed = true
        observers.removeAll()
        buffer = []
        if parent.connection === self { parent.connection = nil }
    }
}

/// `share` with `.forever`: one subject, connected to the source while it has subscribers.
final class ShareForever<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let subject: ReplaySubject<Element>
    private let lock = NSRecursiveLock()
    private var count = 0
    private var connection: Disposable?

    init(source: Observable<Element>, subject: ReplaySubject<Element>) {
        self.source = source
        self.subject = subject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        defer { lock.unlock() }
        // As RxSwift's `multicast(subject).refCount()`: the observer joins the subject first, and
        // a subject that has already terminated ends it at once, without a new connection.
        let terminated = AtomicFlag()
        let subscription = subject.subscribe(
            AnyObserver<Element> { event in
                if event.isStopEvent { _ = terminated.testAndSet() }
                observer.on(event)
            })
        if terminated.isSet { return subscription }
        count += 1
        if count == 1 {
            connection = source.subscribe(subject)
        }
        let released = AtomicFlag()
        return Disposables.create { [weak self] in
            subscription.dispose()
            guard let self, released.testAndSet() else { return }
            self.lock.lock()
            self.count -= 1
            let toDispose = self.count == 0 ? self.connection : nil
            if self.count == 0 { self.connection = nil }
            self.lock.unlock()
            toDispose?.dispose()
        }
    }
}
