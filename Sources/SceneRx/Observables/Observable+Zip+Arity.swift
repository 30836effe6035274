// Arities 2 to 8, as RxSwift has them; each overload only wires typed storage to the
// shared sink, which holds the completion rules.

extension ObservableType {
    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 2, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            sink.hasAll = { !queue1.isEmpty && !queue2.isEmpty }
            sink.getResult = { try resultSelector(queue1.removeFirst(), queue2.removeFirst()) }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 3, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            sink.hasAll = { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty }
            sink.getResult = { try resultSelector(queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst()) }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 4, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            var queue4: [O4.Element] = []
            sink.hasAll = { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty }
            sink.getResult = {
                try resultSelector(
                    queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst(), queue4.removeFirst())
            }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            sink.subscribe(source4.asObservable(), index: 3) { queue4.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 5, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            var queue4: [O4.Element] = []
            var queue5: [O5.Element] = []
            sink.hasAll = {
                !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty
            }
            sink.getResult = {
                try resultSelector(
                    queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst(), queue4.removeFirst(),
                    queue5.removeFirst())
            }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            sink.subscribe(source4.asObservable(), index: 3) { queue4.append($0) }
            sink.subscribe(source5.asObservable(), index: 4) { queue5.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 6, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            var queue4: [O4.Element] = []
            var queue5: [O5.Element] = []
            var queue6: [O6.Element] = []
            sink.hasAll = {
                !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty
                    && !queue6.isEmpty
            }
            sink.getResult = {
                try resultSelector(
                    queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst(), queue4.removeFirst(),
                    queue5.removeFirst(), queue6.removeFirst())
            }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            sink.subscribe(source4.asObservable(), index: 3) { queue4.append($0) }
            sink.subscribe(source5.asObservable(), index: 4) { queue5.append($0) }
            sink.subscribe(source6.asObservable(), index: 5) { queue6.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let sink = ZipSink(arity: 7, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            var queue4: [O4.Element] = []
            var queue5: [O5.Element] = []
            var queue6: [O6.Element] = []
            var queue7: [O7.Element] = []
            sink.hasAll = {
                !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty
                    && !queue6.isEmpty && !queue7.isEmpty
            }
            sink.getResult = {
                try resultSelector(
                    queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst(), queue4.removeFirst(),
                    queue5.removeFirst(), queue6.removeFirst(), queue7.removeFirst())
            }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            sink.subscribe(source4.asObservable(), index: 3) { queue4.append($0) }
            sink.subscribe(source5.asObservable(), index: 4) { queue5.append($0) }
            sink.subscribe(source6.asObservable(), index: 5) { queue6.append($0) }
            sink.subscribe(source7.asObservable(), index: 6) { queue7.append($0) }
            return sink.disposable
        }
    }

    /// Emits `resultSelector` of the n-th element of every source once each has emitted its
    /// n-th element; completes when all sources have completed.
    public static func zip<
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
            let sink = ZipSink(arity: 8, observer: observer)
            var queue1: [O1.Element] = []
            var queue2: [O2.Element] = []
            var queue3: [O3.Element] = []
            var queue4: [O4.Element] = []
            var queue5: [O5.Element] = []
            var queue6: [O6.Element] = []
            var queue7: [O7.Element] = []
            var queue8: [O8.Element] = []
            sink.hasAll = {
                !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty
                    && !queue6.isEmpty && !queue7.isEmpty && !queue8.isEmpty
            }
            sink.getResult = {
                try resultSelector(
                    queue1.removeFirst(), queue2.removeFirst(), queue3.removeFirst(), queue4.removeFirst(),
                    queue5.removeFirst(), queue6.removeFirst(), queue7.removeFirst(), queue8.removeFirst())
            }
            sink.subscribe(source1.asObservable(), index: 0) { queue1.append($0) }
            sink.subscribe(source2.asObservable(), index: 1) { queue2.append($0) }
            sink.subscribe(source3.asObservable(), index: 2) { queue3.append($0) }
            sink.subscribe(source4.asObservable(), index: 3) { queue4.append($0) }
            sink.subscribe(source5.asObservable(), index: 4) { queue5.append($0) }
            sink.subscribe(source6.asObservable(), index: 5) { queue6.append($0) }
            sink.subscribe(source7.asObservable(), index: 6) { queue7.append($0) }
            sink.subscribe(source8.asObservable(), index: 7) { queue8.append($0) }
            return sink.disposable
        }
    }
}

extension ObservableType where Element == Any {
    /// The tuples of `zip` of 2 sources.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// The tuples of `zip` of 3 sources.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The tuples of `zip` of 4 sources.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }

    /// The tuples of `zip` of 5 sources.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// The tuples of `zip` of 6 sources.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The tuples of `zip` of 7 sources.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The tuples of `zip` of 8 sources.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .zip(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
