extension ObservableType {
    /// Merges the elements of the sequences, subscribed in order; completes when all have
    /// completed, fails with the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Observable.create { observer in
            let sink = MergeSink(observer: observer)
            for source in sources { sink.subscribeInner(source) }
            sink.outerCompleted()
            return sink.disposable
        }
    }

    /// Merges the elements of the sequences of the array.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        merge(sources[...])
    }

    /// Merges the elements of the sequences given.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources[...])
    }
}
