import Foundation

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences, at most `maxConcurrent` at a time; the others wait in arrival
    /// order until one completes.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        mergeLimited(maxConcurrent: maxConcurrent) { $0.asObservable() }
    }

    /// Subscribes to each inner sequence only once the previous one completed.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Maps each element to a sequence and concatenates them in order: each inner sequence is
    /// subscribed when the previous one completed (the selector runs as elements arrive).
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        mergeLimited(maxConcurrent: 1) { try selector($0).asObservable() }
    }

    func mergeLimited<Result>(
        maxConcurrent: Int, _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable.create { observer in
            MergeLimitedSink(observer: observer, maxConcurrent: maxConcurrent, selector: selector).run(source)
        }
    }
}

private final class MergeLimitedSink<Element, Result> {
    private let observer: AnyObserver<Result>
    private let maxConcurrent: Int
    private let selector: (Element) throws -> Observable<Result>
    private let lock = NSRecursiveLock()
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var queue: [Observable<Result>] = []
    private var activeCount = 0
    private var stopped = false

    init(
        observer: AnyObserver<Result>, maxConcurrent: Int, selector: @escaping (Element) throws -> Observable<Result>
    ) {
        self.observer = observer
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    func run(_ source: Observable<Element>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe { [self] event in on(event) })
        return group
    }

    private func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            do {
                let inner = try selector(element)
                if activeCount < maxConcurrent {
                    activeCount += 1
                    subscribe(inner)
                } else {
                    queue.append(inner)
                }
            } catch {
                observer.onError(error)
            }
        case .error(let error):
            observer.onError(error)
        case .completed:
            if activeCount == 0 {
                observer.onCompleted()
            } else {
                sourceSubscription.dispose()
            }
            stopped = true
        }
    }

    private func subscribe(_ inner: Observable<Result>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.subscribe { [self] event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next, .error:
                    observer.on(event)
                case .completed:
                    group.remove(for: key)
                    if !queue.isEmpty {
                        subscribe(queue.removeFirst())
                    } else {
                        activeCount -= 1
                        if stopped && activeCount == 0 { observer.onCompleted() }
                    }
                }
            })
    }
}
