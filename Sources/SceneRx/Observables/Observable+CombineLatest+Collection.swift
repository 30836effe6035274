extension ObservableType {
    /// `combineLatest` of any number of sources of one element type; with no sources it emits
    /// `resultSelector([])` and completes, as RxSwift does.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable.create { observer in
            let sink = CombineLatestSink(arity: sources.count, observer: observer)
            var latest = [Collection.Element.Element?](repeating: nil, count: sources.count)
            sink.getResult = {
                let values = latest.compactMap { $0 }
                guard values.count == latest.count else { throw RxError.noElements }
                return try resultSelector(values)
            }
            if sources.isEmpty {
                sink.completeEmpty()
                return Disposables.create()
            }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index) { latest[index] = $0 }
            }
            return sink.disposable
        }
    }

    /// The arrays of latest elements of any number of sources.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}
