extension ObservableType {
    /// Passes on the only element; `RxError.moreThanOneElement` at a second one and
    /// `RxError.noElements` when the source completes without any.
    public func single() -> Observable<Element> {
        singleElement(nil)
    }

    /// Passes on the only element for which `predicate` holds; `RxError.moreThanOneElement` at a
    /// second match and `RxError.noElements` when the source completes without one.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        singleElement(predicate)
    }

    private func singleElement(_ predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        Observable.create { observer in
            var seenValue = false
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate?(element) ?? true else { return }
                    } catch {
                        observer.onError(error)
                        return
                    }
                    if seenValue {
                        observer.onError(RxError.moreThanOneElement)
                        return
                    }
                    seenValue = true
                    observer.onNext(element)
                case .error:
                    observer.on(event)
                case .completed:
                    if seenValue { observer.onCompleted() } else { observer.onError(RxError.noElements) }
                }
            }
        }
    }
}
