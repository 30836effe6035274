import Foundation

extension ConnectableObservableType {
    /// Connects on the first subscriber and disconnects when the last one leaves or the source
    /// terminates, as RxSwift's `refCount()`.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// The shared state of `refCount()`: the subscriber count and the current connection. A
/// connection id tells a subscriber of an ended connection not to touch the next one.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    let lock = NSRecursiveLock()
    var count = 0
    var connectionId = 0
    var connection: Disposable?
    let source: Source

    init(source: Source) {
        self.source = source
    }

    override func run(_ observer: AnyObserver<Source.Element>, cancel: SinkDisposer) -> Disposable {
        RefCountSink(parent: self, observer: observer, cancel: cancel).run()
    }
}

/// One subscriber of `refCount()`.
final class RefCountSink<Source: ConnectableObservableType>: ObserverType {
    private let parent: RefCount<Source>
    private let observer: AnyObserver<Source.Element>
    private let cancel: SinkDisposer
    private var connectionIdSnapshot = -1

    init(parent: RefCount<Source>, observer: AnyObserver<Source.Element>, cancel: SinkDisposer) {
        self.parent = parent
        self.observer = observer
        self.cancel = cancel
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        let parent = self.parent
        parent.lock.lock()
        defer { parent.lock.unlock() }
        connectionIdSnapshot = parent.connectionId
        if cancel.isDisposed { return Disposables.create() }
        if parent.count == 0 {
            parent.count = 1
            parent.connection = parent.source.connect()
        } else {
            parent.count += 1
        }
        let snapshot = connectionIdSnapshot
        return Disposables.create {
            subscription.dispose()
            parent.lock.lock()
            defer { parent.lock.unlock() }
            guard parent.connectionId == snapshot else { return }
            if parent.count == 1 {
                parent.count = 0
                parent.connection?.dispose()
                parent.connection = nil
            } else if parent.count > 1 {
                parent.count -= 1
            }
        }
    }

    func on(_ event: Event<Source.Element>) {
        switch event {
        case .next:
            if !cancel.isDisposed { observer.on(event) }
        case .error, .completed:
            parent.lock.lock()
            if parent.connectionId == connectionIdSnapshot {
                let connection = parent.connection
                parent.count = 0
                parent.connectionId &+= 1
                parent.connection = nil
                connection?.dispose()
            }
            parent.lock.unlock()
            if !cancel.isDisposed { observer.on(event) }
            cancel.dispose()
        }
    }
}
