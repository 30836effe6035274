// The RxSwift 5 names that RxSwift 6.10.2 still compiles with a deprecation warning, with its
// `renamed:` targets, so that older code builds here and is warned the same way. Nothing in
// this package calls them (warnings are not allowed in its sources); DeprecationWarningTests
// compiles a snippet that does and checks the warnings.

extension ObservableType {
    /// `observe(on:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// `subscribe(on:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// `take(while:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// `skip(while:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// `take(until:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ other: some ObservableType) -> Observable<Element> {
        take(until: other)
    }

    /// `take(for:scheduler:)` (RxSwift 5 name).
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// `catch(sequence:)` (RxSwift 5 name; the `renamed:` text is RxSwift's own).
    @available(*, deprecated, renamed: "catch(onSuccess:onFailure:onDisposed:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}
