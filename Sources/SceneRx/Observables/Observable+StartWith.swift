extension ObservableType {
    /// Emits `elements` first, then the source's events.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(elements)
    }

    /// Emits the array's elements first, then the source's events.
    func startWith(_ elements: [Element]) -> Observable<Element> {
        Observable.create { observer in
            for element in elements { observer.onNext(element) }
            return self.subscribe(observer)
        }
    }
}
