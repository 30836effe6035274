extension ObservableType {
    /// Drops every element, keeping the terminal event.
    public func ignoreElements() -> Observable<Never> {
        Observable<Never>.create { observer in
            self.subscribe { event in
                switch event {
                case .next: break
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    /// Emits each element paired with its index.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Observable.create { observer in
            var index = 0
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    observer.onNext((index, element))
                    index += 1
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }
}
