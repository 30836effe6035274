// The deprecated RxSwift 5 names of `retry(when:)`, `element(at:)`, `skip(until:)` and
// `take(until:behavior:)`: each a one-line forward with RxSwift's `renamed:` text.

extension ObservableType {
    /// `retry(when:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// `retry(when:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(_ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType)
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }

    /// `element(at:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// `skip(until:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ other: some ObservableType) -> Observable<Element> {
        skip(until: other)
    }

    /// `take(until:behavior:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }
}

extension PrimitiveSequence {
    /// `retry(when:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// `retry(when:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(_ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}
