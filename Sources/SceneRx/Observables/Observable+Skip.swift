extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        Observable.create { observer in
            var remaining = count
            return self.subscribe { event in
                switch event {
                case .next:
                    if remaining > 0 {
                        remaining -= 1
                    } else {
                        observer.on(event)
                    }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }

    /// Drops elements while `predicate` holds, then forwards everything.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.create { observer in
            var skipping = true
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        if skipping, try predicate(element) { return }
                        skipping = false
                        observer.onNext(element)
                    } catch {
                        observer.onError(error)
                    }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }
}
