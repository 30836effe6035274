import Foundation

/// The shared state of `merge`, `flatMap` and `flatMapFirst`: inner subscriptions are forwarded
/// under one recursive lock; the result completes when the outer sequence and every inner
/// sequence have completed, and the first error ends everything.
final class MergeSink<Element> {
    private let observer: AnyObserver<Element>
    private let lock = NSRecursiveLock()
    private let group = CompositeDisposable()
    private var activeCount = 0
    private var isOuterDone = false

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Everything the sink subscribed to.
    var disposable: Disposable { group }

    /// Whether an inner sequence is running (for `flatMapFirst`).
    var hasActiveInner: Bool {
        lock.lock()
        defer { lock.unlock() }
        return activeCount > 0
    }

    /// Subscribes an inner sequence.
    func subscribeInner(_ inner: Observable<Element>) {
        lock.lock()
        activeCount += 1
        lock.unlock()
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.subscribe { [self] event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next:
                    observer.on(event)
                case .error:
                    observer.on(event)
                case .completed:
                    group.remove(for: key)
                    activeCount -= 1
                    if isOuterDone && activeCount == 0 { observer.onCompleted() }
                }
            })
    }

    /// Forwards an error of the outer sequence (or of a selector).
    func fail(_ error: Swift.Error) {
        lock.lock()
        defer { lock.unlock() }
        observer.onError(error)
    }

    /// Records the outer sequence's completion.
    func outerCompleted() {
        lock.lock()
        defer { lock.unlock() }
        isOuterDone = true
        if activeCount == 0 { observer.onCompleted() }
    }
}
