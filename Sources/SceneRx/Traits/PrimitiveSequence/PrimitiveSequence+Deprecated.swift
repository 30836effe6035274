// The RxSwift 5 names of Single, Maybe and Completable that RxSwift 6.10.2 still compiles with a
// deprecation warning (its `renamed:` targets), as in Observable+Deprecated.swift.

extension PrimitiveSequence {
    /// `observe(on:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// `subscribe(on:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// `catch(_:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// `subscribe(onSuccess:onFailure:onDisposed:)` (RxSwift 5 labels).
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// `catchAndReturn(_:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// `catchAndReturn(_:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}
