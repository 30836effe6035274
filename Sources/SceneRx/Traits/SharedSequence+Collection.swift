extension SharedSequence {
    /// `combineLatest` of any number of shared sequences with a result selector.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `combineLatest` of any number of shared sequences, as arrays.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy,
        Collection.Element.Element == Element
    {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// `zip` of any number of shared sequences with a result selector.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `zip` of any number of shared sequences, as arrays.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy,
        Collection.Element.Element == Element
    {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
