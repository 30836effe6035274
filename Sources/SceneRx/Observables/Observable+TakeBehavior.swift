/// Whether `take(until:behavior:)` and `take(while:behavior:)` also emit the element that ends
/// the sequence.
public enum TakeBehavior {
    /// Emits the element that ends the sequence, then completes.
    case inclusive
    /// Completes without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits elements until `predicate` holds for one (emitted too when `behavior` is
    /// `.inclusive`), then completes and disposes the source.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        Observable.create { observer in
            var running = true
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    guard running else { return }
                    do {
                        running = try !predicate(element)
                    } catch {
                        observer.onError(error)
                        return
                    }
                    if running {
                        observer.onNext(element)
                    } else {
                        if behavior == .inclusive { observer.onNext(element) }
                        observer.onCompleted()
                    }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }

    /// Emits elements while `predicate` holds, then completes (emitting the first element that
    /// fails it too when `behavior` is `.inclusive`).
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}
