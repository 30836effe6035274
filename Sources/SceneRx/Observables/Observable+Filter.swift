extension ObservableType {
    /// Keeps the elements that satisfy `predicate`; a throw ends the sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { observer.onNext(element) }
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
