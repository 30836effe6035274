import Foundation

extension ObservableType {
    /// Maps each element to a sequence and forwards only the latest one: a new source element
    /// disposes the previous inner sequence. Completes when the source and the latest inner
    /// sequence have completed. A throw becomes an `error`.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.create { observer in
            let sink = SwitchSink(observer: observer)
            let outer = self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        sink.switchTo(try selector(element).asObservable())
                    } catch {
                        sink.fail(error)
                    }
                case .error(let error):
                    sink.fail(error)
                case .completed:
                    sink.outerCompleted()
                }
            }
            return Disposables.create(outer, sink.inner)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the latest inner sequence.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

/// The state of `flatMapLatest`: the latest inner subscription and its id.
private final class SwitchSink<Element> {
    private let observer: AnyObserver<Element>
    private let lock = NSRecursiveLock()
    let inner = SerialDisposable()
    private var latest = 0
    private var hasLatest = false
    private var isOuterDone = false

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func switchTo(_ source: Observable<Element>) {
        lock.lock()
        latest += 1
        let id = latest
        hasLatest = true
        let subscription = SingleAssignmentDisposable()
        // Disposes the previous inner subscription before the new one starts.
        inner.disposable = subscription
        lock.unlock()
        subscription.setDisposable(
            source.subscribe { [self] event in
                lock.lock()
                defer { lock.unlock() }
                guard id == latest else { return }
                switch event {
                case .next, .error:
                    observer.on(event)
                case .completed:
                    hasLatest = false
                    if isOuterDone { observer.onCompleted() }
                }
            })
    }

    func fail(_ error: Swift.Error) {
        lock.lock()
        defer { lock.unlock() }
        observer.onError(error)
    }

    func outerCompleted() {
        lock.lock()
        defer { lock.unlock() }
        isOuterDone = true
        if !hasLatest { observer.onCompleted() }
    }
}
