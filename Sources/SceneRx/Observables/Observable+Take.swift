extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source; `take(0)`
    /// completes at once without subscribing.
    public func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return Observable.empty() }
        return Observable.create { observer in
            var remaining = count
            return self.subscribe { event in
                switch event {
                case .next:
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.on(event)
                    if remaining == 0 { observer.onCompleted() }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }

    /// Emits elements until `other` emits an element, then completes.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        Observable.create { observer in
            let otherSubscription = other.subscribe { event in
                switch event {
                case .next: observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let subscription = self.subscribe(observer)
            return Disposables.create(otherSubscription, subscription)
        }
    }
}
