extension ObservableType {
    /// Continues with the sequence `handler` returns for an error; a throw in `handler` ends
    /// the sequence with the new error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            // As in RxSwift: the source's subscription sits in a serial disposable, and the
            // handler's sequence replaces it (disposing it) once subscribed. The source may fail
            // while `subscribe` below still runs, so its subscription is assigned once known.
            let serial = SerialDisposable()
            let source = SingleAssignmentDisposable()
            serial.disposable = source
            source.setDisposable(
                self.subscribe { event in
                    switch event {
                    case .next, .completed:
                        observer.on(event)
                    case .error(let error):
                        do {
                            serial.disposable = try handler(error).subscribe(observer)
                        } catch {
                            observer.onError(error)
                        }
                    }
                })
            return serial
        }
    }

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
