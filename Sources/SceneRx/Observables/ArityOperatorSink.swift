/// A sink of `combineLatest` or `zip` that subscribes its sources one by one, each at its index:
/// what the generated fixed-arity overloads hand their typed sources to.
@usableFromInline
protocol ArityOperatorSink {
    /// Subscribes source `index`; `store` keeps its elements (called under the sink's lock).
    func subscribeSource<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void)
}

extension ArityOperatorSink {
    /// Subscribes every source in order, the first at index 0, each with where its elements go.
    @usableFromInline
    func subscribeInOrder<each Element>(_ sources: repeat (Observable<each Element>, (each Element) -> Void)) {
        var index = 0
        for (source, store) in repeat each sources {
            subscribeSource(source, index: index, store: store)
            index += 1
        }
    }
}

extension CombineLatestSink: ArityOperatorSink {
    @usableFromInline
    func subscribeSource<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) {
        subscribe(source, index: index, store: store)
    }
}

extension ZipSink: ArityOperatorSink {
    @usableFromInline
    func subscribeSource<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) {
        subscribe(source, index: index, enqueue: store)
    }
}
