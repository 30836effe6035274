extension ObservableType {
    /// Continues with the sequence `handler` returns for an error; a throw in `handler` ends
    /// the sequence with the new error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            // The handler's sequence may start while `subscribe` below is still running (a
            // synchronous error), so it gets its own disposable.
            let recovery = SerialDisposable()
            let source = self.subscribe { event in
                switch event {
                case .next, .completed:
                    observer.on(event)
                case .error(let error):
                    do {
                        recovery.disposable = try handler(error).subscribe(observer)
                    } catch {
                        observer.onError(error)
                    }
                }
            }
            return Disposables.create(source, recovery)
        }
    }

    /// Replaces an error with `element` and completion.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }
    }

    /// Replaces an error with `element` and completion (RxSwift 5 name).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Continues with the sequence `handler` returns for an error (RxSwift 5 name).
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }
}
