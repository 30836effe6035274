// Arities 2 to 8, as RxSwift has them; each overload only wires typed storage to the
// shared sink, which holds the completion rules.

extension ObservableType {
    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 2, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            sink.getResult = {
                guard let latest1, let latest2 else { throw RxError.noElements }
                return try resultSelector(latest1, latest2)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 3, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3 else { throw RxError.noElements }
                return try resultSelector(latest1, latest2, latest3)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 4, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3, let latest4 else { throw RxError.noElements }
                return try resultSelector(latest1, latest2, latest3, latest4)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            sink.subscribe(source4.asObservable(), index: 3) { latest4 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 5, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3, let latest4, let latest5 else { throw RxError.noElements }
                return try resultSelector(latest1, latest2, latest3, latest4, latest5)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            sink.subscribe(source4.asObservable(), index: 3) { latest4 = $0 }
            sink.subscribe(source5.asObservable(), index: 4) { latest5 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 6, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3, let latest4, let latest5, let latest6 else {
                    throw RxError.noElements
                }
                return try resultSelector(latest1, latest2, latest3, latest4, latest5, latest6)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            sink.subscribe(source4.asObservable(), index: 3) { latest4 = $0 }
            sink.subscribe(source5.asObservable(), index: 4) { latest5 = $0 }
            sink.subscribe(source6.asObservable(), index: 5) { latest6 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 7, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            var latest7: O7.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3, let latest4, let latest5, let latest6, let latest7 else {
                    throw RxError.noElements
                }
                return try resultSelector(latest1, latest2, latest3, latest4, latest5, latest6, latest7)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            sink.subscribe(source4.asObservable(), index: 3) { latest4 = $0 }
            sink.subscribe(source5.asObservable(), index: 4) { latest5 = $0 }
            sink.subscribe(source6.asObservable(), index: 5) { latest6 = $0 }
            sink.subscribe(source7.asObservable(), index: 6) { latest7 = $0 }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the latest element of every source whenever one emits, once all
    /// have emitted; completes when all complete (or when no result is possible any more).
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = CombineLatestSink(arity: 8, observer: observer)
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            var latest7: O7.Element?
            var latest8: O8.Element?
            sink.getResult = {
                guard let latest1, let latest2, let latest3, let latest4, let latest5, let latest6, let latest7,
                    let latest8
                else { throw RxError.noElements }
                return try resultSelector(latest1, latest2, latest3, latest4, latest5, latest6, latest7, latest8)
            }
            sink.subscribe(source1.asObservable(), index: 0) { latest1 = $0 }
            sink.subscribe(source2.asObservable(), index: 1) { latest2 = $0 }
            sink.subscribe(source3.asObservable(), index: 2) { latest3 = $0 }
            sink.subscribe(source4.asObservable(), index: 3) { latest4 = $0 }
            sink.subscribe(source5.asObservable(), index: 4) { latest5 = $0 }
            sink.subscribe(source6.asObservable(), index: 5) { latest6 = $0 }
            sink.subscribe(source7.asObservable(), index: 6) { latest7 = $0 }
            sink.subscribe(source8.asObservable(), index: 7) { latest8 = $0 }
            return sink.disposable
        }
    }
}

extension ObservableType where Element == Any {
    /// The tuples of `combineLatest` of 2 sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The tuples of `combineLatest` of 3 sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The tuples of `combineLatest` of 4 sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }

    /// The tuples of `combineLatest` of 5 sources.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// The tuples of `combineLatest` of 6 sources.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The tuples of `combineLatest` of 7 sources.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The tuples of `combineLatest` of 8 sources.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
