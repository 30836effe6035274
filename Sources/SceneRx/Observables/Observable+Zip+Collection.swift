extension ObservableType {
    /// `zip` of any number of sources of one element type; with no sources it completes.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable.create { observer in
            if sources.isEmpty {
                observer.onCompleted()
                return Disposables.create()
            }
            let sink = ZipSink(arity: sources.count, observer: observer)
            var queues = [[Collection.Element.Element]](repeating: [], count: sources.count)
            sink.hasAll = { queues.allSatisfy { !$0.isEmpty } }
            sink.getResult = {
                var values: [Collection.Element.Element] = []
                for index in queues.indices { values.append(queues[index].removeFirst()) }
                return try resultSelector(values)
            }
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, index: index) { queues[index].append($0) }
            }
            return sink.disposable
        }
    }

    /// The arrays of n-th elements of any number of sources.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}
