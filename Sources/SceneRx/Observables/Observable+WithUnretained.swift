extension ObservableType {
    /// Pairs each element with `obj`, held weakly; once `obj` is gone the sequence completes.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedError.failedRetaining }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard case UnretainedError.failedRetaining? = error as? UnretainedError else {
                return .error(error)
            }
            return .empty()
        }
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone the sequence completes.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType {
    /// Pairs each element with `obj`, held weakly; once `obj` is gone the sequence completes.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone the sequence completes.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

/// The internal signal that the retained object of `withUnretained` is gone.
private enum UnretainedError: Swift.Error {
    case failedRetaining
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Not available on Driver, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Not available on Driver, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained is not available on Driver; use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}
