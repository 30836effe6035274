extension ObservableType {
    /// Emits the last `count` elements once the source completes (a negative count keeps none).
    public func takeLast(_ count: Int) -> Observable<Element> {
        let kept = max(count, 0)
        return Observable.create { observer in
            var elements: [Element] = []
            var start = 0
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    elements.append(element)
                    if elements.count - start > kept { start += 1 }
                    // Drop the consumed prefix now and then, not on every element.
                    if start > 64 && start * 2 > elements.count {
                        elements.removeFirst(start)
                        start = 0
                    }
                case .error:
                    observer.on(event)
                case .completed:
                    for element in elements[start...] { observer.onNext(element) }
                    observer.onCompleted()
                }
            }
        }
    }
}
